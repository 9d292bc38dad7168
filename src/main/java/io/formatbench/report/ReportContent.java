package io.formatbench.report;

import io.formatbench.report.ReportDocument.Alert;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Charts;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.ToLongFunction;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Decides what a run's report says and in which order; the writers only decide how it looks. */
public final class ReportContent {

    private ReportContent() {}

    public static ReportDocument of(RunResults run) {
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Paragraph(summary(run)));
        blocks.add(new Paragraph(machine(run)));
        blocks.addAll(alerts(run));
        answer(run, blocks);
        blocks.add(new Heading(2, "Charts"));
        blocks.add(new Charts());
        perCodec(run, blocks);
        environment(run, blocks);
        return new ReportDocument("formatbench report: run " + run.runId(), List.copyOf(blocks));
    }

    private static String summary(RunResults run) {
        RunResult first = run.byFormat().values().iterator().next();
        StringBuilder text = new StringBuilder("JSON Lines (Jackson) versus length-delimited protobuf: ");
        if (first.dataset() != null) {
            text.append(Units.count(first.dataset().records())).append(' ').append(first.dataset().schema())
                    .append(" records");
        } else {
            text.append("the dataset's records");
        }
        text.append(" written to and read from files, each codec and operation in JVMs of its own");
        RunResult.Settings settings = first.settings();
        if (settings != null) {
            // Iterations are per fork; the medians pool the iterations of every fork.
            text.append(String.format(Locale.ROOT, " (heap %s, %s). Times are medians of %s (%s per fork, after %s)",
                    settings.heap(), plural(settings.forks(), "fork"),
                    plural(settings.forks() * settings.iterations(), "measured iteration"),
                    String.valueOf(settings.iterations()), plural(settings.warmups(), "warm-up")));
        }
        return text.append('.').toString();
    }

    /** Where the figures were measured, in one line; the Environment section has the rest. */
    private static String machine(RunResults run) {
        RunResult first = run.byFormat().values().iterator().next();
        RunResult.Env env = first.env();
        StringBuilder text = new StringBuilder("Measured on ");
        if (env == null) {
            text.append("an unrecorded machine");
        } else {
            text.append(env.cpuModel()).append(" (").append(env.cores()).append(env.cores() == 1 ? " core), " : " cores), ")
                    .append(env.os()).append(", JDK ").append(env.jdkVendor()).append(' ').append(env.jdkVersion());
            if (env.jvmArgs() != null && !env.jvmArgs().isEmpty()) {
                text.append(", flags ").append(String.join(" ", env.jvmArgs()));
            }
        }
        if (first.tool() != null) {
            text.append("; ").append(first.tool().name()).append(' ').append(first.tool().version()).append(" at commit ")
                    .append(abbreviated(first.tool().commit()));
        }
        return text.append('.').toString();
    }

    /** The first 12 hex digits, keeping a "+dirty" mark: enough to find the commit, short enough to read. */
    private static String abbreviated(String commit) {
        if (commit == null) {
            return Units.NOT_AVAILABLE;
        }
        int plus = commit.indexOf('+');
        String hash = plus < 0 ? commit : commit.substring(0, plus);
        return (hash.length() > 12 ? hash.substring(0, 12) : hash) + (plus < 0 ? "" : commit.substring(plus));
    }

    /** The things that change how far the figures can be trusted come first, never hidden. */
    private static List<Block> alerts(RunResults run) {
        List<Block> alerts = new ArrayList<>();
        List<BenchmarkResult> unverified = run.unverified();
        if (!unverified.isEmpty()) {
            List<String> lines = new ArrayList<>();
            for (BenchmarkResult benchmark : unverified) {
                lines.add(benchmark.codec() + " " + benchmark.operation() + " (" + benchmark.format()
                        + "): the records did not match the manifest's count and content digest.");
            }
            lines.add("Their figures are shown below, marked, but measure something other than a correct "
                    + benchmark(unverified.size()) + " and must not be trusted or compared.");
            alerts.add(new Alert("FAILED VERIFICATION", lines));
        }
        for (String missing : run.missingFormats()) {
            alerts.add(new Alert("INCOMPLETE RUN: no " + missing + " results", List.of(
                    "This run has no " + missing + ".json, so nothing here compares the two formats.",
                    "To add them to this run: mvn -P" + missing + "-benchmark exec:java -Drun=" + run.runId()
                            + " (or java -jar target/formatbench.jar bench --format " + missing + " --run "
                            + run.runId() + "), then the report again.")));
        }
        if (run.missingFormats().isEmpty()) {
            for (String style : HeadToHead.unpairedStyles(run)) {
                alerts.add(new Alert("NO " + style.toUpperCase(Locale.ROOT) + " PAIR", List.of(
                        "The run has " + style + " codecs of one format only, so they are not compared head to head.")));
            }
        }
        List<String> datasets = run.byFormat().values().stream()
                .map(result -> result.dataset() == null ? "?" : result.dataset().records() + "/" + result.dataset().digest())
                .distinct().toList();
        if (datasets.size() > 1) {
            alerts.add(new Alert("DIFFERENT DATASETS", List.of(
                    "The results files of this run were measured on different datasets (records/digest: "
                            + String.join(", ", datasets) + "); the formats cannot be compared fairly.")));
        }
        return alerts;
    }

    private static String benchmark(int count) {
        return count == 1 ? "run" : "runs";
    }

    private static void answer(RunResults run, List<Block> blocks) {
        List<HeadToHead> pairs = HeadToHead.of(run);
        if (pairs.isEmpty()) {
            return;
        }
        List<String> headlines = new ArrayList<>();
        for (HeadToHead pair : pairs) {
            String failed = pair.json().failedVerification() || pair.protobuf().failedVerification()
                    ? " (FAILED VERIFICATION, not to be trusted)" : "";
            headlines.add(capitalized(pair.style()) + failed + ": " + pair.headline());
        }
        blocks.add(new Bullets(headlines));
        for (HeadToHead pair : pairs) {
            blocks.add(new Heading(2, pair.title()));
            List<List<String>> rows = new ArrayList<>();
            for (HeadToHead.Row row : pair.rows()) {
                rows.add(List.of(row.metric().label(), row.json(), row.protobuf(), row.protobufVsJson(), row.winner()));
            }
            blocks.add(new Table(List.of("Metric", "JSON: " + pair.json().codec(), "Protobuf: " + pair.protobuf().codec(),
                    "Protobuf vs JSON", "Winner"), rows, List.of(false, true, true, false, false)));
        }
        blocks.add(new Bullets(List.of(
                "Times are medians of the measured iterations, each over the whole dataset; throughput is"
                        + " records, or megabytes of the codec's own file, per second at the median time.",
                "\"Protobuf vs JSON\" puts protobuf's figure against JSON's; the winner is the better of the two.",
                "\"Not resolved (within noise)\": " + Noise.RULE + ". Figures without an interval (latency"
                        + " percentiles, allocation, heap, sizes) name a winner only when they differ by at least "
                        + Math.round(HeadToHead.MIN_DIFFERENCE * 100) + "%; MB/s rows name none, since the two"
                        + " files differ in size.",
                "Latency per record comes from a separate pass, so timing each record never slows the throughput"
                        + " figures; allocation is what the benchmark thread allocated, per record.",
                "1 kB = 10^3 bytes, 1 MB = 10^6 bytes.")));
    }

    private static void perCodec(RunResults run, List<Block> blocks) {
        blocks.add(new Heading(2, "Per codec"));
        for (CodecResults codec : run.codecs()) {
            blocks.add(new Heading(3, codec.label() + (codec.failedVerification() ? ": FAILED VERIFICATION" : "")));
            long records = records(run, codec.format());
            List<List<String>> rows = new ArrayList<>();
            row(rows, codec, "Verified (count and digest)", b -> b.verified() ? "yes" : "NO: FAILED VERIFICATION");
            row(rows, codec, "Forks x (warm-ups + iterations)", b -> String.format(Locale.ROOT, "%d x (%d + %d)",
                    b.forks(), b.warmupIterations(), b.iterations()));
            row(rows, codec, "Median time", b -> Units.ms(b.medianMs()));
            row(rows, codec, "Mean ± 99.9% CI", b -> Units.msWithCi(b.meanMs(), b.ci999Ms()));
            row(rows, codec, "Min / max", b -> Units.ms(b.minMs()) + " / " + Units.ms(b.maxMs()));
            row(rows, codec, "Iterations (ms)", b -> b.iterationMs() == null ? Units.NOT_AVAILABLE
                    : b.iterationMs().stream().map(Units::threeDigits).collect(Collectors.joining(", ")));
            row(rows, codec, "Throughput (records/s)", b -> Units.recordsPerS(b.recordsPerS()));
            row(rows, codec, "Throughput (MB/s)", b -> Units.mbPerS(b.mbPerS()));
            row(rows, codec, "Latency p50", b -> latency(b, BenchmarkResult.Latency::p50));
            row(rows, codec, "Latency p90", b -> latency(b, BenchmarkResult.Latency::p90));
            row(rows, codec, "Latency p99", b -> latency(b, BenchmarkResult.Latency::p99));
            row(rows, codec, "Latency p99.9", b -> latency(b, BenchmarkResult.Latency::p999));
            row(rows, codec, "Latency max", b -> latency(b, BenchmarkResult.Latency::max));
            row(rows, codec, "Latency timing overhead (per record)", b -> Units.ns(b.latencyOverheadNs()));
            row(rows, codec, "Allocation per record", b -> Units.bytes(b.allocBytesPerRecord()));
            row(rows, codec, "Peak heap used", b -> Units.bytes(b.peakHeapBytes()));
            row(rows, codec, "Live heap after full GC", b -> Units.bytes(b.liveHeapAfterBytes()));
            row(rows, codec, "GC count", b -> Units.count(b.gcCount()));
            row(rows, codec, "GC time", b -> Units.ms(b.gcMs()));
            row(rows, codec, "File size", b -> Units.bytesExact(b.fileBytes()));
            row(rows, codec, "Bytes per record", b -> records > 0 ? Units.bytes((double) b.fileBytes() / records)
                    : Units.NOT_AVAILABLE);
            row(rows, codec, "Gzip size (-6)", b -> Units.bytesExact(b.gzipBytes()));
            blocks.add(new Table(List.of("Metric", "write", "read"), rows, List.of(false, true, true)));
        }
    }

    private static void row(List<List<String>> rows, CodecResults codec, String metric,
            Function<BenchmarkResult, String> cell) {
        rows.add(List.of(metric, cellOf(codec.write(), cell), cellOf(codec.read(), cell)));
    }

    private static String cellOf(BenchmarkResult benchmark, Function<BenchmarkResult, String> cell) {
        return benchmark == null ? "not run" : cell.apply(benchmark);
    }

    private static String latency(BenchmarkResult benchmark, ToLongFunction<BenchmarkResult.Latency> pick) {
        return benchmark.latencyNs() == null ? Units.NOT_AVAILABLE : Units.ns(pick.applyAsLong(benchmark.latencyNs()));
    }

    private static long records(RunResults run, String format) {
        return run.result(format).map(RunResult::dataset).map(RunResult.Dataset::records).orElse(0L);
    }

    private static void environment(RunResults run, List<Block> blocks) {
        blocks.add(new Heading(2, "Environment"));
        Map<String, RunResult> results = run.byFormat();
        List<String> header = new ArrayList<>();
        header.add("Property");
        results.keySet().forEach(format -> header.add(format + " run"));
        List<List<String>> rows = new ArrayList<>();
        env(rows, results, "Run id, created", r -> r.runId() + ", " + text(r.created()));
        env(rows, results, "Tool", r -> r.tool() == null ? Units.NOT_AVAILABLE : r.tool().name() + " " + r.tool().version());
        env(rows, results, "Commit", r -> r.tool() == null ? Units.NOT_AVAILABLE : text(r.tool().commit()));
        env(rows, results, "JDK", r -> r.env() == null ? Units.NOT_AVAILABLE : r.env().jdkVendor() + " " + r.env().jdkVersion());
        env(rows, results, "JVM", r -> r.env() == null ? Units.NOT_AVAILABLE : text(r.env().jvmPath()));
        env(rows, results, "JVM flags", r -> r.env() == null || r.env().jvmArgs() == null ? Units.NOT_AVAILABLE
                : String.join(" ", r.env().jvmArgs()));
        env(rows, results, "OS", r -> r.env() == null ? Units.NOT_AVAILABLE : text(r.env().os()));
        env(rows, results, "CPU", r -> r.env() == null ? Units.NOT_AVAILABLE : text(r.env().cpuModel()));
        env(rows, results, "Cores", r -> r.env() == null ? Units.NOT_AVAILABLE : Integer.toString(r.env().cores()));
        env(rows, results, "Memory", r -> r.env() == null ? Units.NOT_AVAILABLE : Units.bytes(r.env().memoryBytes()));
        env(rows, results, "Dataset", r -> r.dataset() == null ? Units.NOT_AVAILABLE : String.format(Locale.ROOT,
                "%s, %s records, seed %d", r.dataset().schema(), Units.count(r.dataset().records()), r.dataset().seed()));
        env(rows, results, "Dataset digest", r -> r.dataset() == null ? Units.NOT_AVAILABLE : text(r.dataset().digest()));
        env(rows, results, "Dataset files", r -> r.dataset() == null || r.dataset().fileBytes() == null
                ? Units.NOT_AVAILABLE
                : new TreeMap<>(r.dataset().fileBytes()).entrySet().stream()
                        .map(entry -> entry.getKey() + " " + Units.bytesExact(entry.getValue()))
                        .collect(Collectors.joining("; ")));
        env(rows, results, "Codecs, operations", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : join(r.settings().codecs()) + "; " + join(r.settings().operations()));
        env(rows, results, "Warm-ups, iterations, forks", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%d, %d, %d", r.settings().warmups(), r.settings().iterations(),
                        r.settings().forks()));
        env(rows, results, "Heap, fsync, I/O buffer", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%s, %s, %s", r.settings().heap(), r.settings().fsync() ? "fsync" : "no fsync",
                        Units.count(r.settings().ioBufferBytes()) + " B I/O buffer"));
        List<Boolean> numeric = new ArrayList<>(Collections.nCopies(header.size(), false));
        blocks.add(new Table(header, rows, numeric));
    }

    private static void env(List<List<String>> rows, Map<String, RunResult> results, String property,
            Function<RunResult, String> cell) {
        List<String> row = new ArrayList<>();
        row.add(property);
        results.values().forEach(result -> row.add(cell.apply(result)));
        rows.add(row);
    }

    private static String join(List<String> values) {
        return values == null ? Units.NOT_AVAILABLE : String.join(", ", values);
    }

    static String plural(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }

    static String capitalized(String text) {
        return text == null || text.isEmpty() ? "Unlabelled" : text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
    }

    private static String text(String value) {
        return Objects.requireNonNullElse(value, Units.NOT_AVAILABLE);
    }
}
