package io.formatbench.report;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.RunResult;
import io.formatbench.results.StopRule;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.Locale;
import java.util.Optional;

/**
 * How a run's measuring ended, for its method: after how many rounds and why (a fixed
 * number, the precision reached, the time budget spent, the most forks made), how wide the widest
 * head-to-head time interval was against the precision asked, and which of the schema's codecs
 * the run left out, with the command that measures them all.
 */
final class RoundsEnded {

    /** What measures every codec of a schema: the script's option, or the tool without one. */
    static final String ALL_CODECS = "scripts/run-all.sh --codecs all (or bench without --codecs)";

    private RoundsEnded() {}

    /**
     * "The rounds ended after 5 rounds (95 s): the fixed number of forks was reached." With a
     * precision, the widest interval at the end and what was asked; and when they stopped short, a
     * sentence of its own on what the rows left open say. None without stopping figures.
     */
    static List<String> sentences(RunResult run) {
        RunResult.Stopping stopping = run.stopping();
        if (stopping == null || stopping.rule() == null) {
            return List.of();
        }
        StringBuilder text = new StringBuilder("The rounds ended after ")
                .append(Phrases.plural(stopping.rounds(), "round"));
        if (Double.isFinite(stopping.elapsedS()) && stopping.elapsedS() > 0) {
            text.append(String.format(Locale.ROOT, " (%.0f s)", stopping.elapsedS()));
        }
        text.append(": ").append(stopping.rule().meaning());
        RunResult.Settings settings = run.settings();
        if (settings != null && settings.precision() > 0) {
            // With one format on one JVM there is no pair: the rounds watch each benchmark's own time.
            boolean oneJvm = run.env() == null || run.env().severalJvms().isEmpty();
            String watched = settings.formats() != null && settings.formats().size() == 1 && oneJvm
                    ? "benchmark's time interval" : stopping.family() > 0 ? "watched time interval"
                    : "head-to-head time interval";
            String of = watched.endsWith("benchmark's time interval") ? " of its mean" : " of its ratio";
            // Cut short, the widest is of the intervals still open (a settled one keeps the interval that settled it).
            String widest = (stopping.rule().cutShort() ? "widest open " : "widest ") + watched;
            text.append(Double.isFinite(stopping.widest())
                    ? "; the " + widest + " was " + plusMinus(stopping.widest()) + of
                    : "; no " + watched + " could be told");
            // A pair is settled by its verdict or the bound; a benchmark alone (one format) by the precision.
            boolean pairs = stopping.family() > 0 && !watched.startsWith("benchmark");
            text.append(pairs ? " (asked: a verdict" + (settings.bound() > 0 ? ", or within "
                    + plusMinus(settings.bound()) + " of 1" : "") : " (asked: within " + plusMinus(settings.precision()));
            if (settings.timeBudgetS() > 0) {
                text.append(String.format(Locale.ROOT, ", in at most %.0f s", settings.timeBudgetS()));
            }
            text.append(", at most ").append(Phrases.plural(settings.maxForks(), "fork")).append(')');
        }
        text.append(settledEarlier(run));
        if (!stopping.rule().cutShort()) {
            return List.of(text.toString());
        }
        return List.of(text.toString(), "Rows left open say what their interval shows: \"no winner; within ±N% ("
                + reason(stopping) + ")\"");
    }

    /**
     * "; once every ratio it was watched for had its verdict, a benchmark was measured no more: json
     * jackson-databind read and ... after 6 rounds", or "" when every benchmark ran every round.
     */
    private static String settledEarlier(RunResult run) {
        int rounds = run.stopping().rounds();
        Map<Integer, List<String>> byForks = new TreeMap<>();
        for (BenchmarkResult benchmark : run.benchmarks()) {
            int forks = benchmark.forks() == null ? rounds : benchmark.forks().size();
            if (forks < rounds) {
                byForks.computeIfAbsent(forks, k -> new ArrayList<>()).add(benchmark.key().label());
            }
        }
        if (!run.stopping().sequential() || byForks.isEmpty()) {
            return "";
        }
        return "; once every ratio it was watched for had its verdict, a benchmark was measured no more: "
                + byForks.entrySet().stream().map(entry -> String.join(", ", entry.getValue()) + " after "
                        + Phrases.plural(entry.getKey(), "round")).collect(Collectors.joining("; "));
    }

    /**
     * The level the time verdicts hold at, said once where they are: "Time verdicts hold at 95% for the 4
     * ratios together, however many rounds were looked at; the Method section says how."; null for results
     * from before families.
     */
    static String level(RunResult run) {
        RunResult.Stopping stopping = run.stopping();
        if (stopping == null || stopping.family() < 1) {
            return null;
        }
        return "Time verdicts hold at " + Statistics.percent(stopping.confidence()) + " for the "
                + Phrases.plural(stopping.family(), "ratio") + " together, "
                + (stopping.sequential() ? "however many rounds were looked at" : "at the rounds fixed in advance")
                + "; the Method section says how.";
    }

    /**
     * What confidence the time verdicts hold at, and how, a sentence each: "Every time verdict of the run
     * holds at 95%: ... for the 4 ratios the rounds watched, all at once (98.75% each), however many
     * rounds were looked at", how that can be, what holds outside the family, and "An interval within ±5%
     * of 1 is "about the same"". None for results from before families, whose rows are each at 99.9%.
     */
    static List<String> confidence(RunResult run, double margin) {
        RunResult.Stopping stopping = run.stopping();
        if (stopping == null || stopping.family() < 1) {
            return List.of();
        }
        var level = HeadToHead.timeConfidence(stopping);
        List<String> sentences = new ArrayList<>();
        sentences.add("Every time verdict of the run holds at " + Statistics.percent(stopping.confidence())
                + ": the time ratios' intervals (the head-to-head's time and throughput rows, and each benchmark"
                + " against its twin) hold at that level for the " + Phrases.plural(stopping.family(), "ratio")
                + " the rounds watched, all at once (" + level.level() + " each), "
                + (stopping.sequential() ? "however many rounds were looked at"
                        : "at the number of rounds fixed in advance (Student's t)"));
        if (stopping.sequential()) {
            sentences.add("The rounds looked after each one, so the intervals are a confidence sequence: it holds at"
                    + " whatever round a run stops, where Student's t holds only at a number of rounds fixed in"
                    + " advance");
        }
        sentences.add("Every other interval (allocation, sizes, latency, and the tables against a yardstick, a"
                + " ceiling or a floor) is outside that family, at 99.9% by itself");
        sentences.add("An interval within " + String.format(Locale.ROOT, "±%.0f%%", margin * 100)
                + " of 1 is \"about the same\"");
        return sentences;
    }

    /**
     * Why rounds that stopped short left a verdict open: "time budget spent after 7 rounds", "max
     * forks reached after 20 rounds"; null when they did not stop short.
     */
    static String reason(RunResult.Stopping stopping) {
        if (stopping == null || stopping.rule() == null || !stopping.rule().cutShort()) {
            return null;
        }
        String after = " after " + Phrases.plural(stopping.rounds(), "round");
        return switch (stopping.rule()) {
            case TIME_BUDGET -> "time budget spent";
            case OUT_OF_REACH -> "out of reach";
            default -> "max forks reached";
        } + after;
    }

    /**
     * "This run measured 4 of the user schema's 6 codecs (not jackson-json-schema, protobuf-json):
     * ... measures them all"; null when it measured them all or the schema is unknown here.
     */
    static String codecsLeftOut(RunResults run) {
        List<SchemaName> schemas = run.benchmarks().stream().map(b -> b.key().schema()).distinct().toList();
        if (schemas.size() != 1) {
            return null;
        }
        // The advice is to measure what the tool has today, so today's registry says what that is; results
        // of a schema it no longer has get none.
        Optional<DatasetSchema<?>> today = Schemas.find(schemas.get(0));
        if (today.isEmpty()) {
            return null;
        }
        DatasetSchema<?> schema = today.get();
        List<CodecName> measured = run.benchmarks().stream().map(BenchmarkResult::key).map(BenchmarkKey::codec)
                .distinct().toList();
        // Of the formats measured: a run of one format's codecs left none of the other's out.
        List<CodecName> all = run.benchmarks().stream().map(b -> b.key().format()).distinct()
                .flatMap(format -> schema.codecs(format).stream()).map(Codec::name).distinct().toList();
        List<String> missing = all.stream().filter(codec -> !measured.contains(codec)).map(CodecName::toString)
                .toList();
        if (missing.isEmpty()) {
            return null;
        }
        List<String> formats = run.benchmarks().stream().map(b -> b.key().format().id()).distinct().toList();
        String ofFormat = formats.size() == 1 ? formats.get(0) + " " : "";
        return "This run measured " + (all.size() - missing.size()) + " of the " + schema.name() + " schema's "
                + all.size() + " " + ofFormat + "codecs (not " + String.join(", ", missing) + "); " + ALL_CODECS
                + " measures them all";
    }

    private static String plusMinus(double fraction) {
        return String.format(Locale.ROOT, "±%.1f%%", fraction * 100);
    }
}
