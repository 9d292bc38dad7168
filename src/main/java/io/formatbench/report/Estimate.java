package io.formatbench.report;

/**
 * A figure and, where the harness measured one, the half-width of its 99.9% confidence interval
 * ({@code NaN} when there is none: a size, a count, or a single iteration).
 */
public record Estimate(double value, double ci999) {

    public static final Estimate MISSING = new Estimate(Double.NaN, Double.NaN);

    public static Estimate exact(double value) {
        return new Estimate(value, Double.NaN);
    }

    public boolean isPresent() {
        return Double.isFinite(value);
    }

    public boolean hasCi() {
        return isPresent() && Double.isFinite(ci999) && ci999 >= 0;
    }

    public double low() {
        return value - ci999;
    }

    public double high() {
        return value + ci999;
    }

    /**
     * The sum of two independent estimates; half-widths add in quadrature, as standard errors do
     * (the t quantiles of the two are close enough for a report).
     */
    public Estimate plus(Estimate other) {
        return new Estimate(value + other.value, Math.hypot(ci999, other.ci999));
    }
}
