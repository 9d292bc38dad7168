package io.formatbench.stats;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.statistics.distribution.TDistribution;

/**
 * How wide an interval for the mean of n normal observations of unknown variance is, at a given
 * chance {@code alpha} of missing the true mean; the one place that decides it for every interval
 * of the tool.
 *
 * <ul>
 *   <li>{@link #fixed}: Student's t with n - 1 degrees of freedom, for an n fixed before any figure
 *       is seen. Its promise breaks when n is chosen by looking at the figures: stopping when the
 *       interval looks narrow enough picks the rounds whose spread happened to be small.
 *   <li>{@link #anytime}: a confidence sequence, whose promise holds at every n at once, and so at
 *       whatever n a run stopped, however it chose to: Lai's (1976) scale-invariant mixture for a
 *       normal mean of unknown variance. For a candidate mean mu, with S the sum of squared
 *       deviations from the sample mean and d the sample mean less mu,
 *       {@code M_n = sqrt(c / (n + c)) * (1 - n^2 d^2 / ((n + c)(S + n d^2)))^(-n/2)} is the
 *       likelihood ratio of the observations' shape (their deviations from mu, up to a common scale,
 *       which is all that carries no unknown variance), mixed over a standardized effect with a
 *       normal prior of variance 1 / c; under mu it is a martingale that starts at 1, and by Ville's
 *       inequality it ever reaches 1 / alpha with chance at most alpha. The interval is the mu it
 *       never sends there: closed form, below. {@link #MIXTURE_PRECISION} tunes c.
 * </ul>
 *
 * @param alpha the chance of missing the mean (for a family of k intervals at once, 0.001 / k)
 * @param anytime whether the interval holds at every n at once
 */
public record Confidence(double alpha, boolean anytime) {

    /**
     * The prior precision c of the anytime interval's mixture: 0.1 makes it narrowest from about 10 to
     * 30 observations at the alphas used here (0.001 shared by 1 to 20 intervals), where runs stop,
     * and finite from 6 or 7 observations on. (1 would be narrower past 30 and infinite up to 9.)
     */
    static final double MIXTURE_PRECISION = 0.1;

    private static final Map<List<Double>, Double> STUDENT = new ConcurrentHashMap<>();

    public Confidence {
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be between 0 and 1, was " + alpha);
        }
    }

    /** Student's t for an n fixed in advance. */
    public static Confidence fixed(double alpha) {
        return new Confidence(alpha, false);
    }

    /** A confidence sequence: holds at every n at once. */
    public static Confidence anytime(double alpha) {
        return new Confidence(alpha, true);
    }

    /** {@code level} (0.95) shared by a family of {@code intervals} at once (Bonferroni). */
    public static Confidence ofFamily(double level, int intervals, boolean anytime) {
        double alpha = (1 - level) / Math.max(1, intervals);
        return new Confidence(alpha, anytime);
    }

    /** The level in words: "99.9%", "99.975%". */
    public String level() {
        return Statistics.percent(1 - alpha);
    }

    /**
     * Half-width of the interval of the mean of {@code n} observations whose sample standard
     * deviation is {@code sd}; NaN below two observations, infinite where the interval has no end yet.
     */
    public double halfWidth(int n, double sd) {
        if (n < 2 || !Double.isFinite(sd)) {
            return Double.NaN;
        }
        return multiplier(n) * sd;
    }

    /** The half-width in standard deviations of one observation: t / sqrt(n), or the sequence's. */
    public double multiplier(int n) {
        if (n < 2) {
            return Double.NaN;
        }
        if (!anytime) {
            // The t quantile is a root-finding each time: kept per level and count, as rounds are few.
            return STUDENT.computeIfAbsent(List.of(alpha, (double) n),
                    key -> TDistribution.of(n - 1).inverseCumulativeProbability(1 - alpha / 2) / Math.sqrt(n));
        }
        // M_n < 1/alpha for |d| below the half-width h: with q = (alpha^2 c / (n + c))^(1/n) and
        // k = (1 - q)(n + c), h^2 = k S / (n (n - k)), S = (n - 1) sd^2; no end while k >= n.
        double c = MIXTURE_PRECISION;
        double q = Math.exp((2 * Math.log(alpha) + Math.log(c / (n + c))) / n);
        double k = (1 - q) * (n + c);
        if (k >= n) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.sqrt(k * (n - 1) / (n * (n - k)));
    }

    /**
     * The fewest observations, from {@code from} up to {@code most}, at which an interval of these
     * observations' spread would be no wider than {@code halfWidth}; -1 when none would be.
     */
    public int observationsFor(double halfWidth, double sd, int from, int most) {
        if (!(halfWidth > 0) || !Double.isFinite(sd)) {
            return -1;
        }
        for (int n = Math.max(2, from); n <= most; n++) {
            if (multiplier(n) * sd <= halfWidth) {
                return n;
            }
        }
        return -1;
    }
}
