package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.HeadToHeadPair;
import io.formatbench.results.JvmPair;
import io.formatbench.results.DefaultSetBack;
import io.formatbench.results.MajorVersionPair;
import io.formatbench.results.Operation;
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import io.formatbench.stats.Confidence;
import io.formatbench.stats.PairedRounds;
import io.formatbench.stats.Ratio;
import io.formatbench.stats.Statistics;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How many rounds a run makes: {@code minForks}, then, with a precision, more until every time
 * ratio the run watches is settled, or {@code maxForks} are made. Whatever the forks and the
 * precision, no round starts that would end after the time budget (the first always does): the run
 * ends on time on a slow machine, with fewer forks, and says so.
 *
 * <p>The watched ratios are a family, {@link #watched}: each head-to-head time ratio (each format's
 * representative codec of a style against the default baseline's, {@link Defaults#BASELINE}, per
 * operation, on the first JVM), each benchmark's time on another JVM against the first JVM's
 * ({@link JvmPair}), each benchmark's time against its A/A twin ({@link Variant#TWIN}), each codec on a
 * library's newer major version against the same codec on the older ({@link MajorVersionPair}), and each
 * codec on its library's defaults against its twin with one default set back ({@link DefaultSetBack}). A ratio is
 * settled by its verdict: its interval excludes 1 (a winner) or lies within the equivalence margin
 * (about the same); or, where the user asked for a bound, lies within it (no winner, and no more apart
 * than that). The precision settles no pair: an interval narrow enough can still straddle 1 and the
 * margin's edge, and a rule that stopped there would rarely reach "about the same" (a true tie ended
 * "not resolved" in 73% of simulated runs). It settles a benchmark alone (one format, no pair). Looking
 * after every round and stopping on what is seen would break a fixed-n interval's promise, so the
 * rounds look through intervals that keep it however many rounds are looked at: confidence sequences
 * ({@link Confidence#anytime}), at the run's confidence shared by the family (Bonferroni), so that
 * every verdict of the family holds at once at that level (95% by default), wherever the run stopped
 * and whatever it stopped on. With no precision the rounds are a fixed number, and the family's
 * intervals are Student's t at the same shared level.
 *
 * <p>Rounds stay alike: every benchmark is measured in every round until the rounds end, its ratios
 * settled or not, so that an open ratio's rounds keep the company (the other forks, their files, their
 * writes' dirty pages) they started with. Replayed on the day's recorded runs, the open reads' ratios
 * moved 9-29% the same way once settled benchmarks stopped ({@code RoundsAlike}), none of them beyond
 * its own noise but all in one direction. A settled ratio goes on gathering rounds, and is judged at
 * the end on all of them: a confidence sequence holds at whatever round a run stops, so a verdict that
 * a later round unsettles is simply open again, and the run goes on.
 *
 * @param minForks rounds made unless the time budget ends them first; {@link Statistics#FEWEST_FOR_A_VERDICT} at least
 *     before any ratio counts
 * @param maxForks the most rounds made
 * @param precision whether the rounds go on until the verdicts (above 0) or are a fixed {@code minForks},
 *     looked at only at the end (0); a benchmark alone (one format) is settled by an interval within
 *     this fraction of its mean
 * @param margin the equivalence margin: an interval within [1 / (1 + margin), 1 + margin] is "about the same"
 * @param bound a pair's interval within [1 / (1 + bound), 1 + bound] settles it too, without a verdict: the
 *     user will take "no winner, within ±bound" for an answer; 0 for none
 * @param confidence the level every verdict of the family holds at together, e.g. 0.95
 * @param timeBudget no round after the first starts that would end after this long from the first fork, were
 *     it as long as the slowest round so far, counting the forks of the benchmarks it measures only; zero
 *     for none
 */
public record RoundPolicy(int minForks, int maxForks, double precision, double margin, double bound,
                          double confidence, Duration timeBudget) {

    public RoundPolicy {
        if (minForks < 1 || maxForks < minForks) {
            throw new IllegalArgumentException("forks: at least 1 and at most max-forks (" + maxForks + "), was "
                    + minForks);
        }
        if (!(precision >= 0) || precision >= 1) {
            throw new IllegalArgumentException("precision must be at least 0 and below 1, was " + precision);
        }
        if (!(margin >= 0) || margin >= 1) {
            throw new IllegalArgumentException("margin must be at least 0 and below 1, was " + margin);
        }
        if (!(bound >= 0) || bound >= 1) {
            throw new IllegalArgumentException("bound must be at least 0 and below 1, was " + bound);
        }
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be above 0 and below 1, was " + confidence);
        }
        if (timeBudget.isNegative()) {
            throw new IllegalArgumentException("time budget must not be negative, was " + timeBudget);
        }
    }

    /** With no bound, at the default confidence. */
    public RoundPolicy(int minForks, int maxForks, double precision, double margin, Duration timeBudget) {
        this(minForks, maxForks, precision, margin, 0, Defaults.CONFIDENCE, timeBudget);
    }

    /** With the default equivalence margin. */
    public RoundPolicy(int minForks, int maxForks, double precision, Duration timeBudget) {
        this(minForks, maxForks, precision, Defaults.MARGIN, timeBudget);
    }

    /** A fixed number of rounds. */
    public static RoundPolicy fixed(int forks) {
        return new RoundPolicy(forks, forks, 0, Duration.ZERO);
    }

    /** Whether the rounds look at the figures after each round to decide whether to go on. */
    public boolean sequential() {
        return precision > 0;
    }

    /** The intervals of a family of {@code ratios} watched by this policy: anytime-valid when it looks after every round. */
    public Confidence confidence(int ratios) {
        return Confidence.ofFamily(confidence, ratios, sequential());
    }

    /**
     * Why the rounds end after those made so far, or empty to make another.
     *
     * @param timePerFork each benchmark's fork times so far (its median pass per round, in round order)
     * @param elapsed time from the first fork to now
     * @param nextRound what the next round may take: the slowest round so far
     */
    public Optional<StopRule> stopAfter(int rounds, List<PlannedBenchmark> benchmarks,
                                        Map<BenchmarkKey, List<Double>> timePerFork, Duration elapsed,
                                        Duration nextRound) {
        if (rounds >= minForks && (precision == 0 || open(benchmarks, timePerFork).isEmpty())) {
            return Optional.of(precision == 0 ? StopRule.FORKS : StopRule.VERDICTS);
        }
        if (rounds >= maxForks) {
            return Optional.of(StopRule.MAX_FORKS);
        }
        // The budget binds the fewest forks too: a run ends on time on a slow machine, and says how few
        // forks it made (fewer than three give no verdict).
        if (!timeBudget.isZero() && elapsed.plus(nextRound).compareTo(timeBudget) > 0) {
            return Optional.of(StopRule.TIME_BUDGET);
        }
        if (rounds >= minForks && precision > 0 && outOfReach(rounds, benchmarks, timePerFork, elapsed, nextRound)) {
            return Optional.of(StopRule.OUT_OF_REACH);
        }
        return Optional.empty();
    }

    /**
     * Whether every open ratio would need, at its spread so far, more than {@link #OUT_OF_REACH_FACTOR}
     * times the rounds the run may still make (by {@code maxForks}, and by the budget at the next
     * round's pace): then more rounds would end the same way, later. Judged only once the intervals
     * can have an end ({@link #FEWEST_TO_FORESEE} rounds), since a spread from fewer says little. The
     * intervals hold at any round, so ending early takes nothing from the verdicts given.
     */
    private boolean outOfReach(int rounds, List<PlannedBenchmark> benchmarks,
                               Map<BenchmarkKey, List<Double>> timePerFork, Duration elapsed, Duration nextRound) {
        if (rounds < FEWEST_TO_FORESEE) {
            return false;
        }
        int left = maxForks - rounds;
        if (!timeBudget.isZero() && !nextRound.isZero()) {
            left = (int) Math.min(left, timeBudget.minus(elapsed).toNanos() / nextRound.toNanos());
        }
        int reach = rounds + OUT_OF_REACH_FACTOR * Math.max(0, left);
        List<Watched> open = open(benchmarks, timePerFork);
        Confidence confidence = confidence(watched(benchmarks, timePerFork).size());
        for (Watched ratio : open) {
            int needed = ratio.roundsToSettle(confidence, precision, margin, bound, reach);
            if (needed > 0 && needed <= reach) {
                return false;
            }
        }
        return !open.isEmpty();
    }

    /** The fewest rounds from which an open ratio's rounds to come are foreseen: where the intervals first have an end. */
    static final int FEWEST_TO_FORESEE = 6;

    /** How far past what the run may still make an open ratio's foreseen rounds must be to give it up. */
    static final int OUT_OF_REACH_FACTOR = 2;

    /** The watched ratios not yet settled; every one of them below {@link Statistics#FEWEST_FOR_A_VERDICT} rounds. */
    public List<Watched> open(List<PlannedBenchmark> benchmarks, Map<BenchmarkKey, List<Double>> timePerFork) {
        return openOf(watched(benchmarks, timePerFork));
    }

    /** Those of the family {@code watched} not yet settled, at the family's shared confidence. */
    private List<Watched> openOf(List<Watched> watched) {
        Confidence confidence = confidence(watched.size());
        return watched.stream().filter(ratio -> !ratio.settled(confidence, precision, margin, bound)).toList();
    }

    /**
     * The widest of the watched intervals still open, or of all of them once none is, as a fraction of
     * its ratio ({@link Ratio#width()}); infinite below {@link Statistics#FEWEST_FOR_A_VERDICT} rounds or
     * where there is no interval yet. A ratio settled by the bound or by a clear winner may be wide:
     * counted beside the open ones, it would stand as "the widest" while the rounds narrow what they go
     * on for.
     */
    public double widest(List<PlannedBenchmark> benchmarks, Map<BenchmarkKey, List<Double>> timePerFork) {
        List<Watched> watched = watched(benchmarks, timePerFork);
        Confidence confidence = confidence(watched.size());
        List<Watched> open = openOf(watched);
        double widest = 0;
        for (Watched ratio : open.isEmpty() ? watched : open) {
            widest = Math.max(widest, ratio.rounds().rounds() < Statistics.FEWEST_FOR_A_VERDICT
                    ? Double.POSITIVE_INFINITY : ratio.rounds().ratio(confidence).width());
        }
        return widest;
    }

    /**
     * One ratio the rounds watch: the benchmark {@code other}'s times over {@code baseline}'s, paired by
     * round; with one format measured, each benchmark's times against their own mean ({@code other}
     * null), which only the precision can settle.
     */
    public record Watched(BenchmarkKey baseline, BenchmarkKey other, PairedRounds rounds) {

        /**
         * Whether the rounds have settled it: a pair by its verdict (a winner, about the same) or by an
         * interval within the {@code bound} the user asked for; a benchmark alone by an interval within
         * the precision. Never a pair by the precision: see the class's comment.
         */
        boolean settled(Confidence confidence, double precision, double margin, double bound) {
            if (rounds.rounds() < Statistics.FEWEST_FOR_A_VERDICT) {
                return false;
            }
            Ratio ratio = rounds.ratio(confidence);
            if (other == null) {
                return precision > 0 && ratio.width() <= precision;
            }
            Ratio.Verdict verdict = ratio.verdict(margin);
            return verdict == Ratio.Verdict.HIGHER || verdict == Ratio.Verdict.LOWER
                    || verdict == Ratio.Verdict.WITHIN_MARGIN || (bound > 0 && ratio.apart() <= bound);
        }

        /**
         * About how many rounds in all would settle it at its spread so far ({@link #settled}); -1 when
         * none up to {@code most} would. What the stop rule foresees.
         */
        int roundsToSettle(Confidence confidence, double precision, double margin, double bound, int most) {
            return other == null ? roundsToPrecision(confidence, precision, most)
                    : rounds.roundsToDecide(confidence, Math.max(margin, bound), most);
        }

        /**
         * About how many rounds in all would give it its verdict at its spread so far: for a pair, the
         * fewest that would decide it, as the report's open row counts them (a narrow interval that still
         * straddles 1 and the margin's edge is no verdict); for a benchmark alone, which only the
         * precision settles, the fewest that would bring its interval within it. -1 when none up to
         * {@code most} would. What a run cut short tells of each ratio it left open, so that the console
         * and the report give one count.
         */
        int roundsToVerdict(Confidence confidence, double precision, double margin, int most) {
            return other == null ? roundsToPrecision(confidence, precision, most)
                    : roundsToDecide(confidence, margin, most);
        }

        private int roundsToDecide(Confidence confidence, double margin, int most) {
            return other == null ? -1 : rounds.roundsToDecide(confidence, margin, most);
        }

        private int roundsToPrecision(Confidence confidence, double precision, int most) {
            return precision > 0 && Double.isFinite(rounds.spreadLog())
                    ? confidence.observationsFor(Math.log1p(precision), rounds.spreadLog(), Math.max(2, rounds.rounds()),
                            most)
                    : -1;
        }

        /** Whether this ratio is of the benchmark {@code key}'s times. */
        boolean involves(BenchmarkKey key) {
            return key.equals(baseline) || key.equals(other);
        }

        /** "protobuf protobuf-coded write vs json jackson-streaming write". */
        public String label() {
            return other == null ? baseline.label() + " (its own interval)" : other.label() + " vs " + baseline.label();
        }
    }

    /**
     * The family the rounds watch: per operation, the head-to-head pairs with the default baseline (on
     * the baseline JVM); each benchmark on another JVM against the same on the baseline JVM
     * ({@link JvmPair}); each benchmark against its twin; each codec on a library's newer major version
     * against the same codec on the older, on each JVM ({@link MajorVersionPair}); each codec on its library's
     * defaults against its twin with one set back ({@link DefaultSetBack}); each benchmark alone
     * when none of these gives a pair (one format, one JVM).
     */
    static List<Watched> watched(List<PlannedBenchmark> benchmarks, Map<BenchmarkKey, List<Double>> timePerFork) {
        List<Watched> ratios = new ArrayList<>();
        for (Operation operation : Operation.values()) {
            List<PlannedBenchmark> ofOperation = benchmarks.stream()
                    .filter(benchmark -> benchmark.key().operation() == operation).toList();
            for (HeadToHeadPair<PlannedBenchmark> pair
                    : HeadToHeadPair.of(ofOperation, PlannedBenchmark::key, PlannedBenchmark::style,
                            Defaults.BASELINE)) {
                ratios.add(pair(pair.baseline().key(), pair.other().key(), timePerFork));
            }
        }
        for (JvmPair<PlannedBenchmark> pair : JvmPair.of(benchmarks, PlannedBenchmark::key)) {
            ratios.add(pair(pair.baseline().key(), pair.other().key(), timePerFork));
        }
        for (PlannedBenchmark benchmark : benchmarks) {
            if (benchmark.key().variant() == Variant.TWIN) {
                BenchmarkKey library = benchmark.key().withVariant(Variant.LIBRARY);
                if (timePerFork.containsKey(library)) {
                    ratios.add(pair(library, benchmark.key(), timePerFork));
                }
            }
        }
        for (PlannedBenchmark benchmark : benchmarks) {
            MajorVersionPair.ofNewer(benchmark.key().codec())
                    .map(versions -> versions.olderOf(benchmark.key()))
                    .filter(timePerFork::containsKey)
                    .ifPresent(older -> ratios.add(pair(older, benchmark.key(), timePerFork)));
        }
        for (PlannedBenchmark benchmark : benchmarks) {
            DefaultSetBack.ofSetBack(benchmark.key().codec())
                    .map(setBack -> setBack.keepsOf(benchmark.key()))
                    .filter(timePerFork::containsKey)
                    .ifPresent(keeps -> ratios.add(pair(benchmark.key(), keeps, timePerFork)));
        }
        if (ratios.isEmpty()) {
            // One format only: each benchmark's time against its own mean, its interval as a fraction of it.
            for (PlannedBenchmark benchmark : benchmarks) {
                List<Double> times = timePerFork.getOrDefault(benchmark.key(), List.of());
                double mean = Statistics.mean(times);
                ratios.add(new Watched(benchmark.key(), null,
                        PairedRounds.of(times.stream().map(time -> mean).toList(), times)));
            }
        }
        return ratios;
    }

    private static Watched pair(BenchmarkKey baseline, BenchmarkKey other, Map<BenchmarkKey, List<Double>> times) {
        List<Double> a = times.getOrDefault(baseline, List.of());
        List<Double> b = times.getOrDefault(other, List.of());
        int rounds = Math.min(a.size(), b.size());
        return new Watched(baseline, other, PairedRounds.of(a.subList(0, rounds), b.subList(0, rounds)));
    }
}
