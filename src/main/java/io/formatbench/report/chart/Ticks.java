package io.formatbench.report.chart;

import java.util.Locale;

/** Axis ticks at "nice" steps (1, 2, 2.5 or 5 times a power of ten), and compact tick labels. */
public final class Ticks {

    private Ticks() {}

    /** The tick step for an axis from 0 to at least {@code max}, about five ticks. */
    static double step(double max) {
        double rough = (max <= 0 || !Double.isFinite(max) ? 1 : max) / 5;
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        for (double multiple : new double[] {1, 2, 2.5, 5}) {
            if (multiple * power >= rough) {
                return multiple * power;
            }
        }
        return 10 * power;
    }

    /** The axis end: the first tick at or above {@code max}. */
    static double top(double max) {
        double step = step(max);
        return Math.max(step, Math.ceil((max <= 0 || !Double.isFinite(max) ? 1 : max) / step - 1e-9) * step);
    }

    /** "0", "500 k", "2.5 M": the value with an SI prefix and the unit, as short as it stays exact. */
    public static String compact(double value, String unit) {
        String[] prefixes = {"", "k", "M", "G", "T"};
        int index = 0;
        double scaled = value;
        while (Math.abs(scaled) >= 1000 && index < prefixes.length - 1) {
            scaled /= 1000;
            index++;
        }
        String number = String.format(Locale.ROOT, "%.2f", scaled).replaceAll("\\.?0+$", "");
        String suffix = (prefixes[index] + unit);
        return suffix.isEmpty() ? number : number + " " + suffix;
    }
}
