package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.codec.UnknownFields;
import io.formatbench.measure.MachineLoad;
import io.formatbench.report.ReportDocument.Alert;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Charts;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ForkResult;
import io.formatbench.results.Latency;
import io.formatbench.results.Operation;
import io.formatbench.results.RunResult;
import io.formatbench.results.Variant;
import io.formatbench.stats.Statistics;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/** Decides what a run's report says and in which order; the writers only decide how it looks. */
public final class ReportContent {

    /**
     * A write holds its generated records on the heap (all of them, or a chunk: a quarter of the heap at
     * most, see bench.ForkMain.chunkRecords) while the codec writes them: its peak counts them, not the codec
     * alone.
     */
    static final String PEAK_HEAP = "Peak heap used (a write's includes the generated records it holds)";

    private ReportContent() {}

    public static ReportDocument of(RunResults run) {
        List<Block> blocks = new ArrayList<>();
        if (!run.hasFiles() && run.messages() == null) {
            blocks.addAll(EngineSection.of(run.engine(), null));
            return new ReportDocument("formatbench report: run " + run.runId() + " inside Spark", List.copyOf(blocks));
        }
        if (!run.hasFiles()) {
            blocks.add(new Paragraph("This run measured single messages in memory only: it has no file results"
                    + " (files.json). The file benchmark's figures come from scripts/run-all.sh, or mvn"
                    + " -Pjson-benchmark exec:java and mvn -Pprotobuf-benchmark exec:java."));
            blocks.addAll(MessageSection.of(run.messages(), run.baseline()));
            if (run.engine() != null) {
                blocks.addAll(EngineSection.of(run.engine(), null));
            }
            return new ReportDocument("formatbench report: run " + run.runId(), List.copyOf(blocks));
        }
        blocks.add(new Paragraph(summary(run)));
        blocks.add(new Paragraph(machine(run)));
        blocks.addAll(alerts(run));
        blocks.addAll(HeadToHeadSection.of(run));
        blocks.addAll(TwinSection.of(run));
        blocks.addAll(JsonCeiling.of(run));
        blocks.addAll(IoFloors.of(run));
        yardsticks(run, blocks);
        newerData(run, blocks);
        threads(run, blocks);
        if (run.engine() != null) {
            blocks.addAll(EngineSection.of(run.engine(), run));
        }
        compression(run, blocks);
        blocks.add(new Heading(2, "Charts"));
        blocks.add(new Charts());
        if (run.messages() != null) {
            blocks.addAll(MessageSection.of(run.messages(), run.baseline()));
        }
        perCodec(run, blocks);
        blocks.addAll(SpreadSection.of(run));
        environment(run, blocks);
        return new ReportDocument(title(run), List.copyOf(blocks));
    }

    private static String title(RunResults run) {
        if (!run.separateSittings()) {
            return "formatbench report: run " + run.runId();
        }
        return "formatbench report: runs "
                + run.sittings().stream().map(RunResult::runId).collect(Collectors.joining(" + "));
    }

    private static String summary(RunResults run) {
        RunResult first = run.primary();
        StringBuilder text = new StringBuilder(formats(run) + ": ");
        if (first.dataset() != null) {
            text.append(Units.count(first.dataset().records())).append(' ').append(first.dataset().schema())
                    .append(" records");
        } else {
            text.append("the dataset's records");
        }
        text.append(" written to and read from files, each benchmark in JVMs of its own");
        RunResult.Settings settings = first.settings();
        if (settings != null) {
            String passes = first.resultVersion() < RunResult.CURRENT_VERSION
                    ? String.format(Locale.ROOT, "Each fork warms up until its last %d passes agree within %s (at least"
                            + " %d, at most %d passes), then times %s; its figure is their median",
                            settings.warmupWindow(), Math.round(settings.warmupTolerance() * 100) + "%",
                            settings.warmups(), settings.maxWarmups(), Phrases.plural(settings.iterations(), "pass"))
                    : String.format(Locale.ROOT, "Each fork runs at least %d warm-up passes (at most %d), and its"
                            + " measured passes are then its first %d in a row that agree within %s; its figure is their"
                            + " median", settings.warmups(), settings.maxWarmups(), settings.iterations(),
                            Math.round(settings.warmupTolerance() * 100) + "%");
            text.append(String.format(Locale.ROOT, " (heap %s). %s, in rounds: each round forks one JVM per benchmark,"
                            + " in an order shuffled per round (seed %d). %s. A figure here is the mean over the forks,"
                            + " with its 99.9%% confidence interval over the forks",
                    settings.heap(), (settings.precision() > 0 ? "At least " + Phrases.plural(settings.forks(), "fork")
                            : Phrases.capitalized(Phrases.plural(settings.forks(), "fork"))) + " per benchmark",
                    settings.shuffleSeed(), passes));
        }
        String confidence = RoundsEnded.confidence(first, run.margin());
        if (confidence != null) {
            text.append(". ").append(confidence);
        }
        for (String sentence : new String[] {RoundsEnded.sentence(first), RoundsEnded.codecsLeftOut(run)}) {
            if (sentence != null) {
                text.append(". ").append(sentence);
            }
        }
        return text.append('.').toString();
    }

    /** "The baseline json against protobuf and cbor": the formats of the run, the baseline first. */
    private static String formats(RunResults run) {
        List<String> others = run.formats().stream().filter(format -> format != run.baseline())
                .map(Format::id).toList();
        if (others.isEmpty()) {
            return run.baseline() + " only";
        }
        String list = others.size() == 1 ? others.get(0)
                : String.join(", ", others.subList(0, others.size() - 1)) + " and " + others.get(others.size() - 1);
        return run.formats().contains(run.baseline()) ? "The baseline " + run.baseline() + " against " + list
                : Phrases.capitalized(list) + ", without the baseline " + run.baseline();
    }

    /** Where the figures were measured, in one line; the Environment section has the rest. */
    private static String machine(RunResults run) {
        RunResult first = run.primary();
        RunResult.Env env = first.env();
        StringBuilder text = new StringBuilder("Measured on ");
        if (env == null) {
            text.append("an unrecorded machine");
        } else {
            text.append(env.cpuModel()).append(" (").append(env.cores())
                    .append(env.cores() == 1 ? " core), " : " cores), ")
                    .append(env.os()).append(", JDK ").append(env.jdkVendor()).append(' ').append(env.jdkVersion());
            if (env.jvmArgs() != null && !env.jvmArgs().isEmpty()) {
                text.append(", flags ").append(String.join(" ", env.jvmArgs()));
            }
        }
        if (first.tool() != null) {
            text.append("; ").append(first.tool().name()).append(' ')
                    .append(first.tool().version()).append(" at commit ")
                    .append(abbreviated(first.tool().commit()));
        }
        if (first.machine() != null && Double.isFinite(first.machine().otherCpuCoresBefore())) {
            text.append(String.format(Locale.ROOT,
                    ". Other processes used %.2f cores in the second before the first fork",
                    Math.max(0, first.machine().otherCpuCoresBefore())));
        }
        String speed = MachineSpeed.sentence(first, run.unsteady().size());
        if (speed != null) {
            text.append(". ").append(speed);
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
                lines.add(benchmark.key().label() + ": " + benchmark.failure() + ".");
            }
            lines.add("Their figures are shown below, marked, but measure something other than a correct "
                    + (unverified.size() == 1 ? "run" : "runs") + " and must not be trusted or compared.");
            alerts.add(new Alert("FAILED VERIFICATION", lines));
        }
        List<BenchmarkResult> busy = run.busy();
        if (!busy.isEmpty()) {
            List<String> lines = new ArrayList<>();
            for (BenchmarkResult benchmark : busy) {
                lines.add(benchmark.key().label() + ": other processes' cores over a fork's life: "
                        + OtherProcesses.figures(benchmark, run.sittingOf(benchmark)) + ".");
            }
            lines.add(String.format(Locale.ROOT, "Above %.2f cores the machine counts as busy. %s",
                    run.primary().settings() == null ? Double.NaN : run.primary().settings().busyCores(),
                    MachineLoad.WHY_BUSY_MATTERS));
            alerts.add(new Alert(MachineMarks.BUSY, lines));
        }
        List<BenchmarkResult> unsteady = run.unsteady();
        if (!unsteady.isEmpty()) {
            List<String> lines = new ArrayList<>();
            for (BenchmarkResult benchmark : unsteady) {
                lines.add(benchmark.key().label() + ": the speed canary varied by " + MachineSpeed.percent(
                        benchmark.canaryCv()) + (run.sittingOf(benchmark).resultVersion() < RunResult.CURRENT_VERSION
                        ? " over its passes" : " over its measured passes") + " (mean " + Units.ms(benchmark.canaryMeanMs())
                        + ").");
            }
            double threshold = run.primary().settings() == null ? Double.NaN : run.primary().settings().unsteadyCv();
            lines.add("Above " + MachineSpeed.percent(threshold) + " the machine counts as unsteady. "
                    + MachineSpeed.WHY_UNSTEADY_MATTERS);
            alerts.add(new Alert(MachineMarks.UNSTEADY, lines));
        }
        List<String> falseWinners = TwinSection.rows(run).stream().filter(TwinSection.Row::falseWinner)
                .map(row -> row.library().key().label() + ": " + row.verdict() + ", "
                        + VariantRatios.factor(row.ratio()) + ".").toList();
        if (!falseWinners.isEmpty()) {
            List<String> lines = new ArrayList<>(falseWinners);
            lines.add("A benchmark and its twin are the same code on the same file: a winner between them is a false"
                    + " verdict, and every verdict of this run is suspect. Measure again.");
            alerts.add(new Alert("A/A CONTROL FAILED", lines));
        }
        List<BenchmarkResult> slow = run.benchmarks().stream().filter(BenchmarkResult::machineSlow).toList();
        if (!slow.isEmpty()) {
            List<String> lines = new ArrayList<>();
            for (BenchmarkResult benchmark : slow) {
                lines.add(benchmark.key().label() + ": the speed canary was " + Math.round(benchmark.canarySlower() * 100)
                        + "% slower than over the whole run.");
            }
            lines.add("The machine ran slower while these benchmarks' forks ran: a slow stretch of the run. A ratio"
                    + " paired round by round cancels what hit both of its forks alike; their own times are slower"
                    + " than the machine's usual.");
            alerts.add(new Alert("SLOW STRETCH", lines));
        }
        String incomplete = run.incomplete();
        if (incomplete != null) {
            alerts.add(new Alert("INCOMPLETE RUN: " + incomplete, List.of(
                    "The head-to-head sets every format against the baseline, " + run.baseline() + ", and this run"
                            + " measured " + run.formats().stream().map(Format::id).collect(Collectors.joining(", "))
                            + ", so nothing here compares formats.",
                    "Measure the baseline and another format in one run: java -jar target/formatbench.jar bench"
                            + " --format json,protobuf (what scripts/run-all.sh does), or run mvn -Pjson-benchmark"
                            + " and -Pprotobuf-benchmark exec:java on the same dataset and then mvn -Preport exec:java"
                            + " without -Drun, which joins the newest results of each; or choose a measured format as"
                            + " the baseline: report --baseline FORMAT.")));
        }
        if (run.separateSittings()) {
            List<String> lines = new ArrayList<>();
            for (RunResult sitting : run.sittings()) {
                String formats = sitting.benchmarks().stream().map(b -> b.key().format().id()).distinct()
                        .collect(Collectors.joining(", "));
                lines.add("run " + sitting.runId() + " (" + sitting.created() + ", commit "
                        + abbreviated(sitting.tool() == null ? null : sitting.tool().commit()) + "): " + formats);
            }
            lines.add("The formats were measured in separate sittings, so their ratios are unpaired (Welch's interval"
                    + " over the forks of each) and carry any change of the machine between the sittings. For paired"
                    + " figures,"
                    + " measure both formats in one run. The rule for joining: " + Sittings.RULE + ".");
            alerts.add(new Alert("SEPARATE SITTINGS", lines));
        }
        if (incomplete == null) {
            for (Style style : HeadToHead.unpairedStyles(run)) {
                alerts.add(new Alert("NO " + style.label().toUpperCase(Locale.ROOT) + " PAIR", List.of(
                        "The run has no " + style + " codec of " + run.baseline() + " and another format both, so"
                                + " its " + style + " codecs are not compared head to head.")));
            }
        }
        return alerts;
    }

    /** Each codec against its bare loop and its strict reader, where the run measured them. */
    private static void yardsticks(RunResults run, List<Block> blocks) {
        List<VariantRatios.Row> bare = VariantRatios.of(run, Variant.BARE_LOOP);
        List<VariantRatios.Row> strict = VariantRatios.of(run, Variant.STRICT);
        if (bare.isEmpty() && strict.isEmpty()) {
            return;
        }
        blocks.add(new Heading(2, "Codecs against their yardsticks"));
        List<List<String>> rows = new ArrayList<>();
        for (VariantRatios.Row row : bare) {
            rows.add(yardstickRow(row, "bare loop"));
        }
        for (VariantRatios.Row row : strict) {
            rows.add(yardstickRow(row, "strict reader"));
        }
        blocks.add(new Table(List.of("Codec", "Operation", "Codec (library)", "Against", "Its time",
                "Codec / it (99.9% interval)"),
                rows, List.of(false, false, true, false, true, false)));
        blocks.add(new Bullets(List.of(
                "A bare loop is the same library calls written by hand in a main method, with the libraries' defaults"
                        + " and none of the tool's abstractions: a codec close to 1.00x adds nothing of its own to the"
                        + " time.",
                "A strict reader adds the checks its library lacks (strict UTF-8, duplicate keys, exact frames): its"
                        + " ratio below 1 is what the tool's bad-input policy costs on a file that was not checked"
                        + " first.")));
    }

    /** Only where the run read newer data: each codec's read of it against its read of the dataset. */
    private static void newerData(RunResults run, List<Block> blocks) {
        List<NewerData.Row> newer = NewerData.of(run);
        if (newer.isEmpty()) {
            return;
        }
        blocks.add(new Heading(2, "Reading newer data"));
        List<List<String>> rows = new ArrayList<>();
        for (NewerData.Row row : newer) {
            BenchmarkResult older = row.older();
            BenchmarkResult newerRead = row.newer();
            long records = run.records(newerRead);
            rows.add(List.of(newerRead.key().codecLabel(), newerRead.key().format().id(),
                    older == null ? "not measured" : Units.ms(older.timeMs().mean()),
                            Units.ms(newerRead.timeMs().mean()),
                    VariantRatios.factor(row.time()),
                    (older == null ? "not measured" : Units.bytes(older.allocBytesPerRecord().mean())) + " / "
                            + Units.bytes(newerRead.allocBytesPerRecord().mean()),
                    VariantRatios.factor(row.allocation()),
                    (older == null ? "not measured" : perRecord(older.fileBytes(), records)) + " / "
                            + perRecord(newerRead.fileBytes(), records),
                    records > 0 ? String.format(Locale.ROOT, "%.2f", (double) newerRead.skippedFields() / records)
                            : Units.NOT_AVAILABLE));
        }
        blocks.add(new Table(List.of("Codec", "Format", "Read: dataset", "Read: newer data",
                "Newer / dataset (99.9% interval)", "Allocation per record", "Newer / dataset (99.9% interval)",
                "File bytes per record", "Skipped fields per record"), rows,
                List.of(false, false, true, true, false, true, false, true, true)));
        blocks.add(new Bullets(List.of(
                "Newer data is the dataset's twin written by the next version of its schema: the same records, each"
                        + " followed by the two fields that version adds (revision, an int64, and provenance, a nested"
                        + " message: proto/evolution.proto; in JSON two more properties). Its readers are the library"
                        + " readers of the dataset, told to skip fields they do not know: Jackson skips the unknown"
                        + " properties, protobuf-java keeps them as the message's unknown fields, as protobuf"
                        + " specifies.",
                "A ratio above 1.00x is what reading newer data costs the codec: more bytes to read, and fields to"
                        + " parse and set aside. Allocation and file bytes read dataset / newer data.",
                "Each reader counts the fields it skipped, at the record's own level, and every pass's count was"
                        + " checked against the manifest's; counting is part of the time (for protobuf-java, a copy of"
                        + " the unknown-field map per record).")));
    }

    private static String perRecord(long bytes, long records) {
        return records > 0 ? Units.bytes((double) bytes / records) : Units.NOT_AVAILABLE;
    }

    private static void threads(RunResults run, List<Block> blocks) {
        List<ThreadScaling.Row> scaling = ThreadScaling.of(run);
        if (scaling.isEmpty()) {
            return;
        }
        blocks.add(new Heading(2, "Threads"));
        List<List<String>> rows = new ArrayList<>();
        for (ThreadScaling.Row row : scaling) {
            BenchmarkResult benchmark = row.benchmark();
            rows.add(List.of(benchmark.key().codecLabel(), benchmark.key().operation().id(),
                    Integer.toString(row.threads()),
                    Units.ms(benchmark.timeMs().mean()), Units.recordsPerS(benchmark.recordsPerS().mean()),
                    row.threads() == 1 ? "1 thread" : VariantRatios.factor(row.speedUp()),
                    row.threads() == 1 ? "" : String.format(Locale.ROOT, "%.2f", row.efficiency().value())));
        }
        blocks.add(new Table(List.of("Codec", "Operation", "Threads", "Time", "Records/s", "Speed-up (99.9% interval)",
                "Efficiency"), rows, List.of(false, false, true, true, true, false, true)));
        RunResult.Env env = run.primary().env();
        blocks.add(new Bullets(List.of(
                "N threads in one fork each write or read shards of their own (the dataset has at least N), side by"
                        + " side; a pass ends when the last thread does. Speed-up is one thread's time over N threads',"
                        + " paired by round; efficiency is the speed-up over N: 1.00 when N threads are N times as"
                        + " fast.",
                "A write's threads stop the clock together while each generates its next chunk of records, so that no"
                        + " thread's generating overlaps another's writing.",
                "This machine has " + (env == null ? Units.NOT_AVAILABLE : Integer.toString(env.cores())) + " cores;"
                        + " threads beyond the cores share them, and the JIT and the GC share them too.")));
    }

    /**
     * What compression costs and saves, per schema: each codec of a file the tool compressed, raw and
     * compressed, and Avro's files whose blocks Avro compressed. Only in a run that compressed.
     */
    private static void compression(RunResults run, List<Block> blocks) {
        List<CodecResults> compressed = run.codecs().stream()
                .filter(codec -> codec.compression().compressed())
                .toList();
        List<CodecResults> avroBlocks = run.codecs().stream()
                .filter(codec -> codec.key().avroBlocks().compressed())
                .toList();
        if (compressed.isEmpty() && avroBlocks.isEmpty()) {
            return;
        }
        blocks.add(new Heading(2, "Compression"));
        if (!compressed.isEmpty()) {
            toolCompression(run, compressed, blocks);
        }
        if (!avroBlocks.isEmpty()) {
            avroBlockCompression(avroBlocks, blocks);
        }
    }

    private static void toolCompression(RunResults run, List<CodecResults> compressed, List<Block> blocks) {
        blocks.add(new Paragraph("Compressed with " + compressed.stream()
                .map(codec -> codec.compression().description())
                .distinct().collect(Collectors.joining("; ")) + ". Every codec writes and reads its file through the"
                + " same compressing stream, between buffers of " + Units.count(run.primary().settings() == null
                        ? io.formatbench.codec.IoStack.BUFFER_BYTES : run.primary().settings().ioBufferBytes())
                + " bytes, and the compression is inside every timed write and read."));
        bySchema(compressed, blocks, List.of("Codec", "Raw size", "Compressed size", "Raw / compressed",
                "Write: compress (MB/s raw)", "Read: decompress (MB/s raw)"), codec -> {
            BenchmarkResult size = codec.sizeSource();
            return List.of(codec.label() + (codec.failedVerification() ? ": FAILED VERIFICATION" : ""),
                    Units.bytesExact(size.rawFileBytes()), Units.bytesExact(size.fileBytes()),
                    size.rawFileBytes() > 0 && size.fileBytes() > 0
                            ? String.format(Locale.ROOT, "%.2f", (double) size.rawFileBytes() / size.fileBytes())
                            : Units.NOT_AVAILABLE,
                    cellOf(codec.write(), b -> Units.estimate(b.rawMbPerS(), Units::mbPerS)),
                    cellOf(codec.read(), b -> Units.estimate(b.rawMbPerS(), Units::mbPerS)));
        });
        blocks.add(new Bullets(List.of(
                "Raw size is the file as the format writes it, uncompressed; compressed size is the file on disk, which"
                        + " the opening tables' \"File size\" is too (their gzip -6 row is the raw file with gzip).",
                "Compress and decompress throughput are megabytes of the raw file per second of the timed write or"
                        + " read: encoding and compressing (decompressing and decoding) together, through the file, not"
                        + " the compressor alone. The same codec's figures of an uncompressed run are its cost without"
                        + " compression.")));
    }

    /**
     * Avro's block codec compresses inside the file, where no stream of the tool sees the uncompressed
     * bytes: the table gives the file as it is and its records' pace; the cost and the saving are the
     * same codec's figures set against a run of the null codec, which {@code report --compare} pairs.
     */
    private static void avroBlockCompression(List<CodecResults> avro, List<Block> blocks) {
        blocks.add(new Paragraph("Avro files with compressed blocks: " + avro.stream()
                .map(codec -> codec.key().avroBlocks().description()).distinct().collect(Collectors.joining("; "))
                + ". Avro compresses each block of records inside the file (a block is about 64 kB of records"
                + " before compression), and the file stays splittable at its sync markers; the block codec is inside"
                + " every timed write and read."));
        bySchema(avro, blocks, List.of("Codec", "File size", "Bytes per record", "File with gzip -6",
                "Write (records/s)", "Read (records/s)"), codec -> {
            BenchmarkResult size = codec.sizeSource();
            long records = codec.records();
            return List.of(codec.label() + (codec.failedVerification() ? ": FAILED VERIFICATION" : ""),
                    Units.bytesExact(size.fileBytes()),
                    records > 0 ? Units.bytes((double) size.fileBytes() / records) : Units.NOT_AVAILABLE,
                    Units.bytesExact(size.gzipBytes()),
                    cellOf(codec.write(), b -> Units.estimate(b.recordsPerS(), Units::recordsPerS)),
                    cellOf(codec.read(), b -> Units.estimate(b.recordsPerS(), Units::recordsPerS)));
        });
        blocks.add(new Bullets(List.of(
                "What the block codec saves and costs is this run set against a run of the same records generated with"
                        + " `--avro-codec null`: `report --compare` pairs each codec of the two runs as a change of"
                        + " compression.",
                "\"File with gzip -6\" is the whole file through gzip: what compressing the file whole would make of it"
                        + " (little, once its blocks are compressed).")));
    }

    /**
     * One table per schema (headed when the run has several) of the rows {@code row} makes of each
     * codec: the first column text, the others figures.
     */
    private static void bySchema(List<CodecResults> codecs, List<Block> blocks, List<String> header,
                                 Function<CodecResults, List<String>> row) {
        List<Boolean> numeric = header.stream().map(column -> column != header.get(0)).toList();
        List<SchemaName> schemas = codecs.stream().map(codec -> codec.key().schema()).distinct().toList();
        for (SchemaName schema : schemas) {
            if (schemas.size() > 1) {
                blocks.add(new Heading(3, "Schema " + schema));
            }
            List<List<String>> rows = codecs.stream().filter(codec -> codec.key().schema().equals(schema))
                    .map(row).toList();
            blocks.add(new Table(header, rows, numeric));
        }
    }

    private static List<String> yardstickRow(VariantRatios.Row row, String against) {
        return List.of(row.library().key().codecLabel(), row.library().key().operation().id(),
                Units.ms(row.library().timeMs().mean()), against, Units.ms(row.other().timeMs().mean()),
                VariantRatios.factor(row.ratio()));
    }

    private static void perCodec(RunResults run, List<Block> blocks) {
        blocks.add(new Heading(2, "Per codec"));
        for (CodecResults codec : run.codecs()) {
            String marks = (codec.failedVerification() ? ": FAILED VERIFICATION" : "")
                    + MachineMarks.suffix(codec.write(), codec.read());
            blocks.add(new Heading(3, codec.label() + marks));
            long records = codec.records();
            List<List<String>> rows = new ArrayList<>();
            // A write is its file, byte for byte, or read back (a codec of other bytes); a read, count and digest.
            row(rows, codec, "Verified", b -> !b.verified() ? "NO: FAILED VERIFICATION"
                    : b.key().operation() == Operation.READ ? "yes: count and digest"
                    : b.verifiedByReadingBack() ? "yes: read back (other bytes than the dataset)" : "yes: byte for byte");
            row(rows, codec, "Forks x (warm-ups + passes)", b -> String.format(Locale.ROOT, "%d x (%s + %d)",
                    b.forks().size(), b.warmupsMin() == b.warmupsMax() ? Integer.toString(b.warmupsMin())
                            : b.warmupsMin() + "-" + b.warmupsMax(), b.iterations()));
            row(rows, codec, "Forks whose warm-up did not settle", b -> Long.toString(
                    b.forks().stream().filter(fork -> !fork.steady()).count()));
            row(rows, codec, "Time (± 99.9% CI over forks)", b -> Units.estimate(b.timeMs(), Units::ms));
            row(rows, codec, "Each fork's median pass, by round", b -> b.forks().stream()
                    .map(fork -> Units.threeDigits(fork.medianMs())).collect(Collectors.joining(", ")));
            row(rows, codec, "Fastest / slowest pass", b -> Units.ms(b.minMs()) + " / " + Units.ms(b.maxMs()));
            row(rows, codec, "Throughput (records/s)", b -> Units.estimate(b.recordsPerS(), Units::recordsPerS));
            row(rows, codec, "Throughput (MB/s)", b -> Units.estimate(b.mbPerS(), Units::mbPerS));
            row(rows, codec, "Latency p50, " + ClockOverhead.LESS, b -> latency(b, Latency::p50));
            row(rows, codec, "Latency p90, " + ClockOverhead.LESS, b -> latency(b, Latency::p90));
            row(rows, codec, "Latency p99 (all forks), " + ClockOverhead.LESS, b -> latency(b, Latency::p99));
            row(rows, codec, "Latency p99 (± CI over forks), " + ClockOverhead.LESS, b -> Units.estimate(
                    Statistics.overForks(List.copyOf(ForkFigures.byRound(b, HeadToHeadMetric::p99).values())),
                    Units::ns));
            row(rows, codec, "Latency p99.9, " + ClockOverhead.LESS, b -> latency(b, Latency::p999));
            row(rows, codec, "Latency max (measured)", b -> b.latencyNs() == null ? Units.NOT_AVAILABLE
                    : Units.ns(b.latencyNs().max()));
            row(rows, codec, "Latency timing overhead (per record)", b -> Units.ns(ClockOverhead.of(b)));
            row(rows, codec, "Allocation per record", b -> Units.estimate(b.allocBytesPerRecord(), Units::bytes));
            row(rows, codec, PEAK_HEAP, b -> Units.estimate(b.peakHeapBytes(), Units::bytes));
            row(rows, codec, "Live heap after full GC", b -> Units.estimate(b.liveHeapAfterBytes(), Units::bytes));
            row(rows, codec, "GC count, time (all measured passes)",
                    b -> Units.count(b.gcCount()) + ", " + Units.ms(b.gcMs()));
            row(rows, codec, "Fork CPU while the clock ran, per pass time (cores)", ReportContent::cpuPerWall);
            row(rows, codec, "Other processes' CPU (cores over a fork's life)", b -> OtherProcesses.figures(b,
                    run.sittingOf(b)) + (b.machineBusy() ? ": " + MachineMarks.BUSY : ""));
            row(rows, codec, "Speed canary (mean, variation)", b -> MachineSpeed.figures(b.canaryMeanMs(), b.canaryCv())
                    + (b.machineUnsteady() ? ": " + MachineMarks.UNSTEADY : ""));
            row(rows, codec, "File size", b -> Units.bytesExact(b.fileBytes()));
            if (codec.key().avroBlocks().compressed()) {
                // Inside the file, apart from the tool's compression: the file size above is with it.
                row(rows, codec, "Avro block codec", b -> codec.key().avroBlocks().description());
            }
            if (codec.compression().compressed()) {
                row(rows, codec, "File size uncompressed", b -> Units.bytesExact(b.rawFileBytes()));
                row(rows, codec, "Throughput (MB/s uncompressed)", b -> Units.estimate(b.rawMbPerS(), Units::mbPerS));
            }
            row(rows, codec, "Bytes per record", b -> records > 0 ? Units.bytes((double) b.fileBytes() / records)
                    : Units.NOT_AVAILABLE);
            row(rows, codec, "Gzip size (-6)", b -> Units.bytesExact(b.gzipBytes()));
            if (run.benchmarks().stream().anyMatch(b -> b.skippedFields() > 0)) {
                row(rows, codec, "Unknown fields skipped (per pass)", b -> Units.count(b.skippedFields()));
            }
            blocks.add(new Table(List.of("Metric", "write", "read"), rows, List.of(false, true, true)));
        }
    }

    /**
     * The fork's CPU time while a pass's clock ran (every thread: a write's chunk generation, with the
     * clock stopped, is not in it) over the pass's time: above 1 when the JIT or the GC ran beside the
     * benchmark thread.
     */
    private static String cpuPerWall(BenchmarkResult benchmark) {
        List<Double> ratios = new ArrayList<>();
        for (ForkResult fork : benchmark.forks()) {
            for (int i = 0; i < fork.cpuMs().size() && i < fork.iterationMs().size(); i++) {
                ratios.add(fork.cpuMs().get(i) / fork.iterationMs().get(i));
            }
        }
        return ratios.isEmpty() ? Units.NOT_AVAILABLE : String.format(Locale.ROOT, "%.2f", Statistics.mean(ratios));
    }

    private static void row(List<List<String>> rows, CodecResults codec, String metric,
            Function<BenchmarkResult, String> cell) {
        rows.add(List.of(metric, cellOf(codec.write(), cell), cellOf(codec.read(), cell)));
    }

    private static String cellOf(BenchmarkResult benchmark, Function<BenchmarkResult, String> cell) {
        return benchmark == null ? "not measured" : cell.apply(benchmark);
    }

    /** A percentile less the clock's overhead, with what was measured beside it. */
    private static String latency(BenchmarkResult benchmark, ToLongFunction<Latency> pick) {
        return benchmark.latencyNs() == null ? Units.NOT_AVAILABLE
                : ClockOverhead.withMeasured(benchmark, pick.applyAsLong(benchmark.latencyNs()));
    }

    private static void environment(RunResults run, List<Block> blocks) {
        blocks.add(new Heading(2, "Environment"));
        List<RunResult> sittings = run.sittings();
        List<String> header = new ArrayList<>();
        header.add("Property");
        sittings.forEach(sitting -> header.add(sittings.size() == 1 ? "Value" : "run " + sitting.runId()));
        List<List<String>> rows = new ArrayList<>();
        env(rows, sittings, "Run id, created", r -> r.runId() + ", " + text(r.created()));
        env(rows, sittings, "Tool",
                r -> r.tool() == null ? Units.NOT_AVAILABLE : r.tool().name() + " " + r.tool().version());
        env(rows, sittings, "Commit", r -> r.tool() == null ? Units.NOT_AVAILABLE : text(r.tool().commit()));
        env(rows, sittings, "JDK",
                r -> r.env() == null ? Units.NOT_AVAILABLE : r.env().jdkVendor() + " " + r.env().jdkVersion());
        env(rows, sittings, "JVM", r -> r.env() == null ? Units.NOT_AVAILABLE : text(r.env().jvmPath()));
        env(rows, sittings, "JVM flags", r -> r.env() == null || r.env().jvmArgs() == null ? Units.NOT_AVAILABLE
                : String.join(" ", r.env().jvmArgs()));
        env(rows, sittings, "OS", r -> r.env() == null ? Units.NOT_AVAILABLE : text(r.env().os()));
        env(rows, sittings, "CPU", r -> r.env() == null ? Units.NOT_AVAILABLE : text(r.env().cpuModel()));
        env(rows, sittings, "Cores", r -> r.env() == null ? Units.NOT_AVAILABLE : Integer.toString(r.env().cores()));
        env(rows, sittings, "Memory", r -> r.env() == null ? Units.NOT_AVAILABLE : Units.bytes(r.env().memoryBytes()));
        env(rows, sittings, "Dataset", r -> r.dataset() == null ? Units.NOT_AVAILABLE : String.format(Locale.ROOT,
                "%s, %s records, seed %d%s", r.dataset().schema(), Units.count(r.dataset().records()),
                r.dataset().seed(),
                Phrases.compressed(r.dataset().compression())));
        env(rows, sittings, "Dataset digest",
                r -> r.dataset() == null ? Units.NOT_AVAILABLE : text(r.dataset().digest()));
        env(rows, sittings, "Dataset files", r -> r.dataset() == null || r.dataset().fileBytes() == null
                ? Units.NOT_AVAILABLE
                : new TreeMap<>(r.dataset().fileBytes()).entrySet().stream()
                        .map(entry -> entry.getKey() + " " + Units.bytesExact(entry.getValue()))
                        .collect(Collectors.joining("; ")));
        env(rows, sittings, "Formats, codecs, variants, operations", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : join(r.settings().formats()) + "; " + join(r.settings().codecs())
                        + "; " + join(r.settings().variants()) + "; " + join(r.settings().operations())
                        + (r.settings().unknownFields() == UnknownFields.SKIP ? "; unknown fields skipped" : ""));
        env(rows, sittings, "Forks, shuffle seed", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%d, %d", r.settings().forks(), r.settings().shuffleSeed()));
        env(rows, sittings, "Warm-ups (least-most, agreement), passes", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%d-%d (last %d within %d%%), %d", r.settings().warmups(),
                        r.settings().maxWarmups(), r.settings().warmupWindow(),
                        Math.round(r.settings().warmupTolerance() * 100), r.settings().iterations()));
        env(rows, sittings, "Heap, fsync, I/O buffer", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%s, %s, %s", r.settings().heap(),
                        r.settings().fsync() ? "fsync" : "no fsync",
                        Units.count(r.settings().ioBufferBytes()) + " B I/O buffer"));
        env(rows, sittings, "Busy above (other processes' cores)", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%.2f", r.settings().busyCores()));
        List<Boolean> numeric = new ArrayList<>(Collections.nCopies(header.size(), false));
        blocks.add(new Table(header, rows, numeric));
    }


    private static void env(List<List<String>> rows, List<RunResult> sittings, String property,
            Function<RunResult, String> cell) {
        List<String> row = new ArrayList<>();
        row.add(property);
        sittings.forEach(sitting -> row.add(cell.apply(sitting)));
        rows.add(row);
    }

    private static String join(List<?> values) {
        return values == null ? Units.NOT_AVAILABLE
                : values.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }



    private static String text(String value) {
        return Objects.requireNonNullElse(value, Units.NOT_AVAILABLE);
    }
}
