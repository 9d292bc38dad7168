package io.formatbench.results;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.SchemaFiles;
import java.util.List;
import java.util.Map;

/**
 * One results file, results/&lt;run&gt;/files.json: every benchmark of one sitting (one invocation
 * of bench, its forks run in rounds), with the environment it ran in. The JSON keys are the
 * snake_case forms of the component names; the README documents each. Bump {@link #CURRENT_VERSION}
 * when a key changes meaning; a key added without one gets its value for files that lack it in
 * {@link ResultFiles}.
 */
public record RunResult(
        int resultVersion,
        String runId,
        String created,
        Tool tool,
        Env env,
        Dataset dataset,
        Settings settings,
        Machine machine,
        Stopping stopping,
        List<BenchmarkResult> benchmarks) {

    /**
     * 6 since a fork's measured passes are a fixed number after a warm-up that its own passes end (once
     * they stop getting faster), every one counted, and a fork's time is their mean ({@code mean_ms}, a key
     * of its own): {@code warmup_ms}, {@code steady}, {@code iteration_ms} and {@code warmup_window} changed
     * meaning. 5 since the canary's figures are over the measured passes only, each fork by its median, and time
     * ratios are judged at a confidence shared by the family the rounds watched. 4 since the speed
     * canary. 3 since benchmarks have a compression: it is part of every benchmark's key, so that a reader
     * that groups by the key of version 2 would mix compressed benchmarks with others. Version 2 files
     * are still read, as uncompressed (see {@link ResultFiles#read}). Within version 3 came a
     * benchmark's {@code skipped_fields} and the settings' {@code unknown_fields}: a file without them
     * reads as 0 and reject, which is what its reads did. Within version 5 came each benchmark's and each
     * fork's {@code latency_histogram} (the latency pass whole, {@link LatencyHistograms}): a file without
     * them reads as null, its percentiles all there is. Within version 6 came the tool's {@code schema_files}:
     * a file without it reads as null, not known.
     */
    public static final int CURRENT_VERSION = 6;

    /**
     * The version before every measured pass counted: its measured passes were a fork's first in a row
     * that agreed within the tolerance, and a fork's time their median. Still read, each fork's
     * {@code mean_ms} its median (see {@link ResultFiles#read}), as its figures were made.
     */
    public static final int BEFORE_EVERY_PASS_VERSION = 5;

    /**
     * The version before confidence sequences and measured passes that are the settled ones: its
     * canary figures counted every pass, warm-ups included, its rounds watched no family, and its
     * forks did not say where their seconds went. Still read (see {@link ResultFiles#read}).
     */
    public static final int BEFORE_FAMILIES_VERSION = 4;

    /**
     * The version before the speed canary and per-fork busy judgement: its other_cpu_cores is a mean
     * over the measured passes, and it knows nothing of the machine's speed. Still read (see
     * {@link ResultFiles#read}), its canary figures unknown.
     */
    public static final int BEFORE_CANARY_VERSION = 3;

    /** The version before compression, which {@link ResultFiles#read} still reads. */
    public static final int UNCOMPRESSED_VERSION = 2;

    /**
     * The tool that measured, as built.
     *
     * @param schemaFiles the .proto files the run's schema was built from; null in files from before
     *     and for a schema the build compiled no .proto for
     */
    public record Tool(String name, String version, String commit, SchemaFiles schemaFiles) {

        /** A tool whose schema files are not known. */
        public Tool(String name, String version, String commit) {
            this(name, version, commit, null);
        }
    }

    /**
     * Where the forked benchmark JVMs ran: the JDK and options of the first JVM (the baseline), and
     * every JVM of a run of several.
     *
     * @param jvms each JVM the forks ran on, the baseline first, as probed before the first fork; null in
     *     files from before several JVMs could be run, whose one JVM is the one above
     */
    public record Env(
            String jdkVendor,
            String jdkVersion,
            String jvmPath,
            List<String> jvmArgs,
            String os,
            String cpuModel,
            int cores,
            long memoryBytes,
            List<Jvm> jvms) {

        public Env {
            jvms = jvms == null ? null : List.copyOf(jvms);
        }

        /** Where the forks ran on one JVM, not listed apart. */
        public Env(String jdkVendor, String jdkVersion, String jvmPath, List<String> jvmArgs, String os,
                   String cpuModel, int cores, long memoryBytes) {
            this(jdkVendor, jdkVersion, jvmPath, jvmArgs, os, cpuModel, cores, memoryBytes, null);
        }

        /** The JVMs of a run of several, the baseline first; empty for a run of one. */
        public List<Jvm> severalJvms() {
            return jvms == null || jvms.size() < 2 ? List.of() : jvms;
        }
    }

    /**
     * One JVM a run's forks ran on.
     *
     * @param label its label, the {@code jvm} of its benchmarks' keys in a run of several JVMs
     * @param path its java executable
     * @param vendor {@code java.vendor}, as the JVM itself said before the first fork
     * @param version {@code java.runtime.version}, as the JVM itself said
     * @param args its own arguments, given with it; those for every JVM ({@code --jvm-arg}) are the
     *     environment's {@code jvm_args}
     */
    public record Jvm(String label, String path, String vendor, String version, List<String> args) {

        public Jvm {
            args = List.copyOf(args);
        }
    }

    /**
     * @param seed the seed the records were generated from; null for a user's own records
     * @param imported where a user's own records came from; null for generated records
     * @param compression how the dataset's files are compressed
     * @param fileBytes each data file of the dataset by name, with its size on disk
     */
    public record Dataset(SchemaName schema, long records, Long seed, Imported imported, String digest,
                          Compression compression, Map<String, Long> fileBytes) {

        /** A dataset of generated records. */
        public Dataset(SchemaName schema, long records, long seed, String digest, Compression compression,
                       Map<String, Long> fileBytes) {
            this(schema, records, seed, null, digest, compression, fileBytes);
        }
    }

    /**
     * A user's own records ({@code generate --from-json}): the file they were imported from, by its name,
     * and its SHA-256, as the dataset's manifest says.
     */
    public record Imported(String source, String sourceSha256) {}

    /**
     * The settings the run was asked for.
     *
     * @param forks the fewest forks per benchmark (one per round): all of them, without a precision
     * @param shuffleSeed the seed of each round's order, so that a run's order can be reproduced
     * @param warmups the fewest warm-up passes per fork
     * @param maxWarmups the most warm-up passes per fork
     * @param warmupWindow how many of the last warm-up passes must agree
     * @param warmupTolerance how closely they must agree: (slowest - fastest) / fastest at most this
     * @param iterations measured passes per fork
     * @param busyCores above this many cores used by other processes, a benchmark is marked busy
     * @param unsteadyCv above this coefficient of variation of the speed canary over the measured passes, a
     *     benchmark is marked unsteady
     * @param slowCanary above this fraction slower by the speed canary than the run as a whole, a
     *     benchmark is marked as run in a slow stretch
     * @param precision rounds go on after {@code forks} until every head-to-head time ratio's interval
     *     is within this fraction of it; 0 for a fixed number of rounds
     * @param timeBudgetS no round starts that would end after this many seconds of rounds; 0 for none
     * @param maxForks the most rounds a run with a precision makes
     * @param margin the equivalence margin: a ratio whose interval lies within [1 / (1 + margin), 1 + margin]
     *     is "about the same"; what the rounds stopped on and the report judges by unless told otherwise
     * @param latencyRounds the rounds whose forks ran the latency pass (with {@code latencyPass})
     * @param unknownFields what the reads of the dataset did with fields outside the schema (newer-data
     *     reads skip them whatever this says)
     * @param bound a time ratio whose interval lies within [1 / (1 + bound), 1 + bound] stopped the rounds
     *     as a verdict does ("no winner; within ±bound"); 0 for none, and in files from before the option
     */
    public record Settings(
            List<Format> formats,
            List<CodecName> codecs,
            List<String> variants,
            List<String> operations,
            int forks,
            long shuffleSeed,
            int warmups,
            int maxWarmups,
            int warmupWindow,
            double warmupTolerance,
            int iterations,
            String heap,
            boolean fsync,
            boolean latencyPass,
            int ioBufferBytes,
            double busyCores,
            double unsteadyCv,
            double slowCanary,
            double precision,
            double timeBudgetS,
            int maxForks,
            double margin,
            int latencyRounds,
            UnknownFields unknownFields,
            double bound) {}

    /**
     * The machine around the run.
     *
     * @param otherCpuCoresBefore cores used by other processes in the second before the first fork
     * @param busy whether any benchmark was marked busy
     * @param canaryMeanMs the speed canary's time over every fork of the run: each fork's median before its
     *     measured passes, their mean (version 4 and before: the mean over every pass)
     * @param canaryCv the canary's variation over the run's measured passes, as a benchmark's
     *     ({@link io.formatbench.measure.CanaryFigures}; version 4 and before: of every pass)
     * @param unsteady whether {@code canaryCv} is above the run's unsteady threshold
     */
    public record Machine(double otherCpuCoresBefore, boolean busy, double canaryMeanMs, double canaryCv,
                          boolean unsteady) {}

    /**
     * Why the run made the rounds it made.
     *
     * @param rule {@link StopRule#id()}: forks (a fixed number), precision (every head-to-head time ratio
     *     within it), time-budget (the next round would not have ended within the budget), max-forks
     * @param rounds rounds run
     * @param elapsedS seconds from the first fork to the end of the last
     * @param widest the widest interval at the end of the watched time ratios still open (of all of them
     *     when none is), as the larger of high / ratio - 1 and 1 - low / ratio; NaN before three rounds
     * @param family how many time ratios the rounds watched (the head-to-head's with the default
     *     baseline, and each benchmark against its twin): their intervals share the tool's confidence
     *     (Bonferroni), so that all of their verdicts hold at once; 0 in files from before families
     * @param sequential whether the rounds looked after each round to decide whether to go on: then every
     *     time ratio of the run is judged by an interval that holds however many rounds are looked at (a
     *     confidence sequence), not Student's t
     * @param nextRoundS what one more round would have taken: the slowest round, counting the forks of
     *     the benchmarks still measured only (those with a watched ratio still open, and those no ratio
     *     watches); NaN (or 0) in
     *     files from before benchmarks stopped once their verdicts were in
     * @param confidence the level the family's verdicts hold at together (0.95); what files from before the
     *     option give is the tool's level then, 0.999 ({@link #BEFORE_THE_OPTION})
     */
    public record Stopping(StopRule rule, int rounds, double elapsedS, double widest, int family,
                           boolean sequential, double nextRoundS, double confidence) {

        /** The level of every verdict of a run from before --confidence: 99.9%. */
        public static final double BEFORE_THE_OPTION = 0.999;

        public Stopping {
            if (!(confidence > 0 && confidence < 1)) {
                confidence = BEFORE_THE_OPTION;
            }
        }

        /** Without a confidence: what files from before the option give. */
        public Stopping(StopRule rule, int rounds, double elapsedS, double widest, int family, boolean sequential,
                        double nextRoundS) {
            this(rule, rounds, elapsedS, widest, family, sequential, nextRoundS, BEFORE_THE_OPTION);
        }

        /** Without a next round's estimate: what files from before it give. */
        public Stopping(StopRule rule, int rounds, double elapsedS, double widest, int family, boolean sequential) {
            this(rule, rounds, elapsedS, widest, family, sequential, Double.NaN);
        }

        /** The seconds a round took on average; NaN when not known. */
        public double secondsPerRound() {
            return rounds > 0 && elapsedS > 0 ? elapsedS / rounds : Double.NaN;
        }

        /**
         * What a round more would take: the next round's estimate where the run made one (its rounds
         * shorten as benchmarks stop), the average round's otherwise; NaN when not known.
         */
        public double secondsPerRoundMore() {
            return nextRoundS > 0 ? nextRoundS : secondsPerRound();
        }
    }
}
