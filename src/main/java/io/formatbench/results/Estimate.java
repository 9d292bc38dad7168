package io.formatbench.results;

/**
 * A figure measured once in every fork, summarized over the forks: the fork is the unit of
 * measurement, since the passes of one JVM share its JIT decisions and heap.
 *
 * @param mean the mean of the forks' figures: the value every table shows and every verdict uses
 * @param ci999 half-width of the 99.9% confidence interval of the mean (Student's t over the forks),
 *     NaN with a single fork
 * @param forks how many forks the figure comes from
 */
public record Estimate(double mean, double ci999, int forks) {

    public static final Estimate MISSING = new Estimate(Double.NaN, Double.NaN, 0);

    public boolean isPresent() {
        return Double.isFinite(mean);
    }

    public boolean hasInterval() {
        return isPresent() && Double.isFinite(ci999) && ci999 >= 0;
    }
}
