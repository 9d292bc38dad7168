package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import io.formatbench.metric.BetterWhen;
import io.formatbench.metric.Wording;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Estimate;
import io.formatbench.results.HeadToHeadPair;
import io.formatbench.results.RunResult;
import io.formatbench.Defaults;
import io.formatbench.stats.Confidence;
import io.formatbench.stats.PairedRounds;
import io.formatbench.stats.Ratio;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * One comparison of the report's opening tables: a codec of one format against the baseline
 * format's codec of the same style (idiomatic against idiomatic, tuned against tuned), each in its
 * library variant, metric by metric. Every ratio is the other codec's figure over the baseline's,
 * paired round by round when both were measured in one sitting. Which codecs are compared is
 * {@link HeadToHeadPair}'s decision.
 *
 * @param metrics its rows, in order: those of the run's metrics ({@link RunResults#metrics()})
 */
public record HeadToHead(Style style, CodecResults baseline, CodecResults other, boolean paired,
                         RunResult.Stopping stopping, double margin, List<HeadToHeadMetric> metrics) {

    /** One metric of the comparison, formatted. */
    public record Row(HeadToHeadMetric metric, String baseline, String other, String otherVsBaseline,
                      String interval, String winner) {}

    /** Exact figures (sizes) closer than this are called "about the same". */
    static final double SAME_SIZE = 0.01;

    /**
     * The fewest forks a verdict is given on: with two, the 99.9% interval's t is 636 and says
     * nothing ({@link RatioWords#TOO_WIDE}); the harness makes at least as many rounds.
     */
    static final int FEWEST_FORKS = Statistics.FEWEST_FOR_A_VERDICT;

    /** A pairing whose rounds' stopping is not known: none of its rows is said to be cut short. */
    public HeadToHead(Style style, CodecResults baseline, CodecResults other, boolean paired) {
        this(style, baseline, other, paired, null, Defaults.MARGIN, HeadToHeadMetric.values());
    }

    public HeadToHead {
        metrics = List.copyOf(metrics);
    }

    /** Every comparison of the run: for each style, each other format's codec against the run's baseline's. */
    public static List<HeadToHead> of(RunResults run) {
        List<HeadToHeadMetric> rows = HeadToHeadMetric.rowsOf(run.metrics());
        return HeadToHeadPair.of(run.codecs(), CodecResults::key, CodecResults::style, run.baseline()).stream()
                .map(pair -> new HeadToHead(pair.style(), pair.baseline(), pair.other(),
                        oneSitting(run, pair.baseline(), pair.other()), stopping(run, pair.baseline(), pair.other()),
                        run.margin(), rows))
                .toList();
    }

    /**
     * Any two codecs of the run set side by side as the head-to-head's pairs are, on the rows given:
     * {@code other}'s figures over {@code baseline}'s, paired round by round when they ran in one sitting.
     */
    static HeadToHead between(RunResults run, Style style, CodecResults baseline, CodecResults other,
                              List<HeadToHeadMetric> rows) {
        return new HeadToHead(style, baseline, other, oneSitting(run, baseline, other),
                stopping(run, baseline, other), run.margin(), rows);
    }

    /** How the rounds of the pair's sittings ended: one that stopped short of its precision, if any. */
    private static RunResult.Stopping stopping(RunResults run, CodecResults baseline, CodecResults other) {
        List<RunResult.Stopping> all = Stream.of(baseline.write(), baseline.read(), other.write(), other.read())
                .filter(Objects::nonNull).map(run::sittingOf).filter(Objects::nonNull).map(RunResult::stopping)
                .filter(Objects::nonNull).distinct().toList();
        return all.stream().filter(s -> s.rule() != null && s.rule().cutShort()).findFirst()
                .orElse(all.isEmpty() ? null : all.get(0));
    }

    /** Forks pair round by round only when every benchmark of both codecs ran in the same sitting. */
    private static boolean oneSitting(RunResults run, CodecResults baseline, CodecResults other) {
        List<BenchmarkResult> all = Stream.of(baseline.write(), baseline.read(), other.write(), other.read())
                .filter(Objects::nonNull).toList();
        return all.stream().allMatch(benchmark -> run.sameSitting(benchmark, all.get(0)));
    }

    /** The styles that no comparison covers: all their codecs are of the baseline format, or none is. */
    public static List<Style> unpairedStyles(RunResults run) {
        return HeadToHeadPair.unpairedStyles(run.codecs(), CodecResults::key, CodecResults::style, run.baseline());
    }

    /** The format set against the baseline. */
    public Format format() {
        return other.format();
    }

    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (HeadToHeadMetric metric : metrics) {
            rows.add(row(metric));
        }
        return rows;
    }

    /**
     * The other codec's figure over the baseline's, with its interval: a time row of one sitting at the
     * confidence its rounds stopped by ({@link #timeConfidence}), any other at the tool's.
     */
    public Ratio ratio(HeadToHeadMetric metric) {
        if (metric.isExact()) {
            return Ratio.exact(metric.exact(baseline), metric.exact(other));
        }
        if (paired && metric.isTime()) {
            return ForkFigures.compare(metric.byRound(baseline), metric.byRound(other), true, timeConfidence());
        }
        return ForkFigures.compare(metric.byRound(baseline), metric.byRound(other), paired);
    }

    /**
     * How a time ratio's interval is computed: at the run's confidence shared by the family of ratios
     * the rounds watched, a confidence sequence when they looked after each round (the verdicts then
     * hold however many rounds were looked at, and all at once); Student's t at the tool's confidence
     * for a run from before families.
     */
    public Confidence timeConfidence() {
        return timeConfidence(stopping);
    }

    /** The confidence of a time ratio of a sitting whose rounds ended as {@code stopping} says. */
    static Confidence timeConfidence(RunResult.Stopping stopping) {
        if (stopping == null || stopping.family() < 1) {
            return Confidence.fixed(1 - Statistics.CONFIDENCE);
        }
        return Confidence.ofFamily(stopping.confidence(), stopping.family(), stopping.sequential());
    }

    private Row row(HeadToHeadMetric metric) {
        PerRecordDifference difference = metric.isPerRecordAmount()
                ? PerRecordDifference.ifNearZero(metric.byRound(baseline), metric.byRound(other), paired) : null;
        if (difference != null) {
            return new Row(metric, figure(metric, baseline), figure(metric, other), difference.relative(metric),
                    difference.interval(metric), winner(metric, difference.asRatio()));
        }
        Ratio ratio = ratio(metric);
        return new Row(metric, figure(metric, baseline), figure(metric, other), RatioWords.relative(metric, ratio),
                metric.isExact() ? "exact" : RatioWords.interval(metric, ratio), winner(metric, ratio));
    }

    /** What a codec's cell shows: the mean over its forks, the same samples the verdict uses. */
    static String figure(HeadToHeadMetric metric, CodecResults codec) {
        if (metric.isExact()) {
            return metric.format(metric.exact(codec));
        }
        Estimate estimate = Statistics.overForks(List.copyOf(metric.byRound(codec).values()));
        return metric.format(estimate.mean());
    }

    private String winner(HeadToHeadMetric metric, Ratio ratio) {
        List<String> failed = new ArrayList<>();
        for (CodecResults codec : List.of(baseline, other)) {
            if (codec.failedVerification()) {
                failed.add(codec.codecLabel());
            }
        }
        if (!failed.isEmpty()) {
            return "none: " + String.join(" and ", failed) + " FAILED VERIFICATION";
        }
        if (!ratio.isPresent()) {
            return Units.NOT_AVAILABLE;
        }
        if (metric.wording() == Wording.RATE) {
            // MB/s of two different files: a smaller file moves fewer MB for the same records.
            return "none (compare records/s)";
        }
        if (ratio.kind() == Ratio.Kind.EXACT) {
            if (underSameSize(ratio)) {
                return "about the same";
            }
            return (metric.betterWhen().prefers(ratio.value(), 1) ? other : baseline).codecLabel();
        }
        int forks = forksCompared(metric);
        if (forks < FEWEST_FORKS) {
            return "no verdict (" + Phrases.plural(forks, "fork") + "; at least " + FEWEST_FORKS + ")";
        }
        // Figures taken on a busy machine (or unsteady, where not paired by round) name no winner, whatever
        // their interval says.
        String machine = machine(metric);
        // Only time rows decide when rounds stop: theirs are the verdicts a short stop leaves open.
        String cutShort = metric.wording() == Wording.SPEED ? RoundsEnded.reason(stopping) : null;
        Ratio.Verdict verdict = ratio.verdict(margin);
        return switch (verdict) {
            case NO_INTERVAL -> "no verdict (no interval)";
            case WITHIN_MARGIN -> machine != null ? "none (" + machine + ")" : "about the same";
            case LOWER, HIGHER -> machine != null ? "none (" + machine + ")" : winnerOf(metric, verdict);
            case NOT_RESOLVED, SAME -> noWinner(ratio) + open(metric, machine != null ? machine : cutShort);
        };
    }

    /**
     * An open verdict in words, with what its interval already shows: "no winner; within ±7.2%" (no more
     * apart than that either way, {@link Ratio#apart}), an answer a reader can act on; "not resolved" while the
     * interval has no end yet.
     */
    static String noWinner(Ratio ratio) {
        double apart = ratio.apart();
        return Double.isFinite(apart) ? String.format(Locale.ROOT, "no winner; within ±%.1f%%", apart * 100)
                : "not resolved";
    }

    /**
     * Why an open verdict is open, and about how many more rounds its spread would need to decide it
     * (a winner, or about the same): " (time budget spent after 7 rounds; about 6 more rounds, 2 min)".
     */
    private String open(HeadToHeadMetric metric, String why) {
        List<String> parts = new ArrayList<>();
        if (why != null) {
            parts.add(why);
        }
        String more = roundsToDecide(metric);
        if (more != null) {
            parts.add(more);
        }
        return parts.isEmpty() ? "" : " (" + String.join("; ", parts) + ")";
    }

    /**
     * "about 6 more rounds, 2 min", or null where the row is not paired by round, or where more rounds
     * would add nothing to it: the latency pass runs in the first rounds' forks only
     * ({@link io.formatbench.Defaults#LATENCY_ROUNDS}).
     */
    String roundsToDecide(HeadToHeadMetric metric) {
        if (!paired || metric.isExact() || metric.isPerRecordAmount() || metric.metric() == Metric.LATENCY_P99) {
            return null;
        }
        List<List<Double>> pairs = ForkFigures.pairs(metric.byRound(baseline), metric.byRound(other));
        if (pairs.get(0).size() < 2 || pairs.get(0).stream().anyMatch(v -> !(v > 0))
                || pairs.get(1).stream().anyMatch(v -> !(v > 0))) {
            return null;
        }
        PairedRounds rounds = PairedRounds.of(pairs.get(0), pairs.get(1));
        Confidence confidence = metric.isTime() ? timeConfidence() : Confidence.fixed(1 - Statistics.CONFIDENCE);
        int needed = rounds.roundsToDecide(confidence, margin, PairedRounds.MOST_ROUNDS_FORESEEN);
        if (needed < 0) {
            return "more than " + PairedRounds.MOST_ROUNDS_FORESEEN + " rounds at its spread";
        }
        int more = rounds.moreThanThese(needed);
        double seconds = stopping == null ? Double.NaN : stopping.secondsPerRoundMore() * more;
        return "about " + Phrases.plural(more, "more round")
                + (Double.isFinite(seconds) ? ", " + Units.duration(seconds) : "");
    }

    /**
     * Why the machine allows no winner on the row: its benchmarks' busy machine, or their unsteady one
     * where the row is not paired by round; null when none.
     */
    private String machine(HeadToHeadMetric metric) {
        List<BenchmarkResult> measured = new ArrayList<>();
        for (var operation : metric.operations()) {
            measured.add(baseline.operation(operation));
            measured.add(other.operation(operation));
        }
        BenchmarkResult[] benchmarks = measured.toArray(new BenchmarkResult[0]);
        return paired ? MachineMarks.pairedRefusal(benchmarks) : MachineMarks.refusal(benchmarks);
    }

    /** The forks a measured row's verdict stands on: the rounds both sides ran, or the fewer side's forks. */
    int forksCompared(HeadToHeadMetric metric) {
        Map<Integer, Double> a = metric.byRound(baseline);
        Map<Integer, Double> b = metric.byRound(other);
        if (!paired) {
            return Math.min(a.size(), b.size());
        }
        return (int) a.keySet().stream().filter(b::containsKey).count();
    }

    private String winnerOf(HeadToHeadMetric metric, Ratio.Verdict verdict) {
        BetterWhen otherWinsWhen = verdict == Ratio.Verdict.LOWER ? BetterWhen.LOWER : BetterWhen.HIGHER;
        return (metric.betterWhen() == otherWinsWhen ? other : baseline).codecLabel();
    }

    /**
     * The answer in one sentence: "protobuf-coded writes 1.45x faster and reads 3.2x faster than
     * jackson-streaming; its file is 47% smaller (1% smaller with gzip)."
     */
    public String headline() {
        String file = "; its file is "
                + RatioWords.relative(HeadToHeadMetric.FILE_SIZE, ratio(HeadToHeadMetric.FILE_SIZE))
                + " (" + RatioWords.relative(HeadToHeadMetric.GZIP_SIZE,
                ratio(HeadToHeadMetric.GZIP_SIZE)) + " with gzip).";
        return speeds() + file;
    }

    /** "protobuf-coded writes 1.45x faster and reads 3.2x faster than jackson-streaming": its times only. */
    public String speeds() {
        String write = phrase(HeadToHeadMetric.WRITE_TIME);
        String read = phrase(HeadToHeadMetric.READ_TIME);
        String base = baseline.codecLabel();
        // A run of one operation (--operations read) has nothing to say of the other.
        boolean wrote = ratio(HeadToHeadMetric.WRITE_TIME).isPresent();
        boolean readIt = ratio(HeadToHeadMetric.READ_TIME).isPresent();
        if (wrote != readIt) {
            String only = wrote ? write : read;
            String verb = wrote ? "writes " : "reads ";
            return other.codecLabel() + " " + verb + (only.equals(ABOUT_AS_FAST) ? ABOUT_AS_FAST + " as " + base
                    : only + " than " + base);
        }
        // "About the same" takes "as", a difference "than": the sentence is built around whichever it has.
        boolean writeSame = write.equals(ABOUT_AS_FAST);
        boolean readSame = read.equals(ABOUT_AS_FAST);
        String speeds = writeSame && readSame ? "writes and reads " + ABOUT_AS_FAST + " as " + base
                : writeSame ? "writes " + ABOUT_AS_FAST + " as " + base + " and reads " + read
                : readSame ? "writes " + write + " than " + base + " and reads " + ABOUT_AS_FAST
                : "writes " + write + " and reads " + read + " than " + base;
        return other.codecLabel() + " " + speeds;
    }

    /** What the headline says of a time within the margin. */
    private static final String ABOUT_AS_FAST = "about as fast";

    private String phrase(HeadToHeadMetric metric) {
        Ratio ratio = ratio(metric);
        String text = RatioWords.relative(metric, ratio);
        int forks = forksCompared(metric);
        if (ratio.isPresent() && forks < FEWEST_FORKS) {
            return text + " (no verdict: " + Phrases.plural(forks, "fork") + ")";
        }
        String machine = machine(metric);
        if (ratio.isPresent() && machine != null) {
            // The row names no winner on this machine; the sentence must not suggest one.
            return text + " (" + machine + ")";
        }
        return switch (ratio.verdict(margin)) {
            case NOT_RESOLVED -> text + " (" + noWinner(ratio) + ")";
            case NO_INTERVAL -> text + " (no interval)";
            // The row calls them about the same; the sentence must not suggest a winner.
            case WITHIN_MARGIN -> ABOUT_AS_FAST;
            default -> text;
        };
    }

    /** Closer than {@link #SAME_SIZE}: no winner, whatever the interval says. */
    private static boolean underSameSize(Ratio ratio) {
        return Math.abs(ratio.value() - 1) < SAME_SIZE;
    }

    /** "protobuf-delimited vs jackson-databind": the codec, then the baseline it is set against. */
    public String title() {
        return other.codecLabel() + " vs " + baseline.codecLabel();
    }
}
