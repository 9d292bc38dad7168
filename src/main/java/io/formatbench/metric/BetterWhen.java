package io.formatbench.metric;

/** Which way a figure improves. */
public enum BetterWhen {
    LOWER,
    HIGHER;

    /** Whether {@code a} is better than {@code b}. */
    public boolean prefers(double a, double b) {
        return this == LOWER ? a < b : a > b;
    }
}
