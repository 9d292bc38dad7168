package io.formatbench.report;

import java.util.Locale;

/**
 * How every figure is written in a report: one place for units and precision. Values arrive raw
 * (nanoseconds, bytes, milliseconds) and are scaled only here. Always {@link Locale#ROOT}, so that a
 * report reads the same on every machine and golden files hold under any default locale.
 */
public final class Units {

    /** Written for a figure that was not measured or cannot be computed (NaN, a missing benchmark). */
    public static final String NOT_AVAILABLE = "n/a";

    private Units() {}

    public static String ms(double millis) {
        return Double.isFinite(millis) ? threeDigits(millis) + " ms" : NOT_AVAILABLE;
    }

    /** A figure over forks with its 99.9% interval, e.g. "296 ms ± 4.10 ms", or "(one fork)" without one. */
    public static String estimate(io.formatbench.results.Estimate estimate,
            java.util.function.DoubleFunction<String> unit) {
        if (estimate == null || !estimate.isPresent()) {
            return NOT_AVAILABLE;
        }
        if (!estimate.hasInterval()) {
            return unit.apply(estimate.mean()) + " (one fork)";
        }
        return unit.apply(estimate.mean()) + " ± " + unit.apply(estimate.ci999());
    }

    /** A latency or duration in nanoseconds, scaled to ns, µs, ms or s. */
    public static String ns(double nanos) {
        if (!Double.isFinite(nanos)) {
            return NOT_AVAILABLE;
        }
        double abs = Math.abs(nanos);
        if (abs < 1_000) {
            return threeDigits(nanos) + " ns";
        }
        if (abs < 1_000_000) {
            return threeDigits(nanos / 1e3) + " µs";
        }
        if (abs < 1_000_000_000) {
            return threeDigits(nanos / 1e6) + " ms";
        }
        return threeDigits(nanos / 1e9) + " s";
    }

    /** Bytes in decimal units (1 MB = 10^6 bytes, as in mb_per_s). */
    public static String bytes(double bytes) {
        if (!Double.isFinite(bytes) || bytes < 0) {
            return NOT_AVAILABLE;
        }
        if (bytes < 1_000) {
            return threeDigits(bytes) + " B";
        }
        if (bytes < 1e6) {
            return threeDigits(bytes / 1e3) + " kB";
        }
        if (bytes < 1e9) {
            return threeDigits(bytes / 1e6) + " MB";
        }
        return threeDigits(bytes / 1e9) + " GB";
    }

    /** An exact byte count with its scaled form, e.g. "97,000,123 B (97.0 MB)". */
    public static String bytesExact(long bytes) {
        if (bytes < 0) {
            return NOT_AVAILABLE;
        }
        return bytes < 1_000 ? bytes + " B" : count(bytes) + " B (" + bytes(bytes) + ")";
    }

    public static String recordsPerS(double perSecond) {
        if (!Double.isFinite(perSecond)) {
            return NOT_AVAILABLE;
        }
        if (perSecond >= 1e6) {
            return threeDigits(perSecond / 1e6) + " M records/s";
        }
        if (perSecond >= 1e3) {
            return threeDigits(perSecond / 1e3) + " k records/s";
        }
        return threeDigits(perSecond) + " records/s";
    }

    public static String mbPerS(double megabytesPerSecond) {
        return Double.isFinite(megabytesPerSecond) ? threeDigits(megabytesPerSecond) + " MB/s" : NOT_AVAILABLE;
    }

    public static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /** A stretch of time to read at a glance: "40 s" under two minutes, "3 min", "2.5 h" over two hours. */
    public static String duration(double seconds) {
        if (seconds < 120) {
            return String.format(Locale.ROOT, "%.0f s", seconds);
        }
        if (seconds < 7200) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }

    /** A signed change in percent, e.g. "+12.3%", "-4.0%". */
    public static String percentChange(double fraction) {
        if (!Double.isFinite(fraction)) {
            return NOT_AVAILABLE;
        }
        return String.format(Locale.ROOT, "%+.1f%%", fraction * 100);
    }

    /** A ratio as "N.NNx": two decimals below 2, one below 10, none above. */
    public static String factor(double factor) {
        if (factor < 1.995) {
            return String.format(Locale.ROOT, "%.2fx", factor);
        }
        if (factor < 9.95) {
            return String.format(Locale.ROOT, "%.1fx", factor);
        }
        return String.format(Locale.ROOT, "%,.0fx", factor);
    }

    /** About three significant digits, with thousands separated by commas. */
    static String threeDigits(double value) {
        if (value == 0) {
            return "0";
        }
        double abs = Math.abs(value);
        if (abs >= 99.95) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        if (abs >= 9.995) {
            return String.format(Locale.ROOT, "%.1f", value);
        }
        return String.format(Locale.ROOT, "%.2f", value);
    }
}
