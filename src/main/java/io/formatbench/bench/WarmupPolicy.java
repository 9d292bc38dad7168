package io.formatbench.bench;

import java.util.List;

/**
 * When a fork's warm-up ends: once the last {@code window} passes agree within {@code tolerance}
 * ((slowest - fastest) / fastest), after at least {@code min} passes and at most {@code max}. A fixed
 * count of passes can hide a JVM that is still compiling or still growing its heap; agreement
 * cannot, and the cap keeps a noisy machine from warming up forever.
 */
public record WarmupPolicy(int min, int max, int window, double tolerance) {

    public WarmupPolicy {
        if (min < 0 || max < min) {
            throw new IllegalArgumentException("warm-ups: at least 0 and at most max (" + max + "), was " + min);
        }
        if (window < 1 || !(tolerance >= 0)) {
            throw new IllegalArgumentException("warm-up window must be at least 1 and tolerance at least 0, were "
                    + window + " and " + tolerance);
        }
    }

    /** Whether the passes so far end the warm-up. */
    public boolean isDone(List<Double> passesMs) {
        return passesMs.size() >= max || (passesMs.size() >= min && agree(passesMs));
    }

    /** Whether the last {@code window} passes agree within the tolerance. */
    public boolean agree(List<Double> passesMs) {
        if (passesMs.size() < window) {
            return false;
        }
        List<Double> last = passesMs.subList(passesMs.size() - window, passesMs.size());
        double fastest = last.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double slowest = last.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return fastest > 0 && (slowest - fastest) / fastest <= tolerance;
    }
}
