package io.formatbench.results;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Compression;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.json.JacksonWords;
import io.formatbench.dataset.FormatOptionsJson;
import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Reads and writes results files; an existing results file is never overwritten. A figure that does
 * not exist (an interval from one fork, a machine without /proc/stat) is written as null, which any
 * JSON reader understands, and read back as NaN.
 */
public final class ResultFiles {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT)
            // Newer versions may add keys; every key of this version must be there (null where undefined).
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .addModule(new SimpleModule("undefined-figures-as-null")
                    .addSerializer(Double.class, new NanAsNull())
                    .addSerializer(Double.TYPE, new NanAsNull())
                    .addDeserializer(Double.class, new NullAsNan())
                    .addDeserializer(Double.TYPE, new NullAsNan()))
            .build();

    private ResultFiles() {}

    /** The results file of a run and mode: results/RUN/files.json for {@link Mode#FILE}. */
    public static Path path(Path resultsDir, String runId, Mode mode) {
        return resultsDir.resolve(ResultsFolder.checkedRunId(runId)).resolve(mode.resultsFileName());
    }

    public static void write(RunResult result, Path file) throws IOException {
        writeNew(result, file);
    }

    /** Writes a run's message results: results/RUN/messages.json. */
    public static void write(MessageRun result, Path file) throws IOException {
        writeNew(result, file);
    }

    private static void writeNew(Object result, Path file) throws IOException {
        if (Files.exists(file)) {
            throw new FileAlreadyExistsException(file.toString(), null,
                    "results are never overwritten; choose another run id");
        }
        try (AtomicFile atomic = AtomicFile.create(file)) {
            atomic.write(temporary -> MAPPER.writeValue(temporary.toFile(), result));
            atomic.commit(false);
        }
    }

    /** Writes a scaling run's index, results/RUN/scaling.json, once its runs are written. */
    public static void writeScaling(ScalingIndex index, Path file) throws IOException {
        writeIndex(index, file);
    }

    /** Writes the index of a run over several schemas, results/RUN/schemas.json, once its runs are written. */
    public static void writeSchemas(SchemaIndex index, Path file) throws IOException {
        writeIndex(index, file);
    }

    private static void writeIndex(Object index, Path file) throws IOException {
        try (AtomicFile atomic = AtomicFile.create(file)) {
            atomic.write(temporary -> MAPPER.writeValue(temporary.toFile(), index));
            atomic.commit(false);
        }
    }

    public static ScalingIndex readScaling(Path file) throws IOException {
        ScalingIndex index = readVersioned(file, "scaling", "scaling_version",
                List.of(ScalingIndex.CURRENT_VERSION), ScalingIndex.class, null);
        if (index.runs() == null || index.runs().isEmpty()
                || index.runs().stream()
                        .anyMatch(entry -> entry == null || entry.run() == null || entry.records() < 1)) {
            throw new BadInputException(file.toString(), 0, 0, "not a complete scaling index: it needs at least one run"
                    + " and its record count");
        }
        return index;
    }

    public static SchemaIndex readSchemas(Path file) throws IOException {
        SchemaIndex index = readVersioned(file, "schemas", "schemas_version",
                List.of(SchemaIndex.CURRENT_VERSION), SchemaIndex.class, null);
        if (index.runs() == null || index.runs().isEmpty()
                || index.runs().stream()
                        .anyMatch(entry -> entry == null || entry.run() == null || entry.schema() == null)) {
            throw new BadInputException(file.toString(), 0, 0, "not a complete schemas index: it needs at least one run"
                    + " and its schema");
        }
        return index;
    }

    /**
     * Reads a results file and checks what the report relies on: every field present (a missing
     * "verified" must not read as false), every benchmark with its forks, each fork in its own round.
     * A file of version 2, from before compression, is read as what it measured: uncompressed files
     * (compression none, the raw size and MB/s the file's own); its result_version stays 2.
     */
    public static RunResult read(Path file) throws IOException {
        RunResult result = readVersioned(file, "results", "result_version",
                List.of(RunResult.CURRENT_VERSION, RunResult.BEFORE_EVERY_PASS_VERSION, RunResult.BEFORE_FAMILIES_VERSION,
                        RunResult.BEFORE_CANARY_VERSION, RunResult.UNCOMPRESSED_VERSION),
                RunResult.class, tree -> {
                    withAddedKeys(tree);
                    OlderVersions.upgrade(tree);
                });
        String problem = problem(result);
        if (problem != null) {
            throw new BadInputException(file.toString(), 0, 0, "not a complete results file: " + problem);
        }
        return result;
    }

    /** Reads a message results file and checks what the report relies on. */
    public static MessageRun readMessages(Path file) throws IOException {
        // Messages are never compressed; files from before keys had a compression lack it.
        MessageRun result = readVersioned(file, "message results", "result_version",
                List.of(MessageRun.CURRENT_VERSION), MessageRun.class, tree -> {
                    withoutSchemaFiles(tree);
                    ofOneJvm(tree);
                    for (JsonNode benchmark : tree.path("benchmarks")) {
                        if (benchmark instanceof ObjectNode entry && !entry.has("compression")) {
                            entry.put("compression", Compression.NONE.id());
                        }
                        FormatOptionsJson.upgrade(benchmark);
                    }
                });
        if (result.benchmarks() == null || result.sizes() == null || result.benchmarks().contains(null)
                || result.benchmarks().stream().anyMatch(b -> b.key() == null || b.jmhMode() == null)) {
            throw new BadInputException(file.toString(), 0, 0,
                    "not a complete message results file: a benchmark without its key or mode, or no sizes");
        }
        return result;
    }

    /**
     * Reads a file of this tool whose {@code versionKey} must be one of {@code versions}: checked
     * first, since a file of another version may lack keys of this one, or have others.
     *
     * @param kind what the file holds, for the errors: "results"
     * @param versions the current version first, then older ones that {@code upgrade} makes current
     * @param upgrade null, or what makes the tree of a file of any of {@code versions} one of the current
     *     version, filling in the keys a version gained after files of it were written
     */
    private static <T> T readVersioned(Path file, String kind, String versionKey, List<Integer> versions, Class<T> type,
                                       Consumer<ObjectNode> upgrade) throws IOException {
        try {
            JsonNode tree = MAPPER.readTree(file.toFile());
            JsonNode found = tree == null ? null : tree.get(versionKey);
            if (found == null || !found.canConvertToExactIntegral()) {
                throw new BadInputException(file.toString(), 0, 0,
                        "not a " + kind + " file of this tool (no " + versionKey
                        + ")");
            }
            if (!versions.contains(found.asInt())) {
                throw new BadInputException(file.toString(), 0, 0, kind + " version " + found.asText()
                        + ", this tool reads version " + versions.stream().map(String::valueOf)
                                .collect(java.util.stream.Collectors.joining(" and ")) + ": measure again");
            }
            if (upgrade != null && tree instanceof ObjectNode object) {
                upgrade.accept(object);
            }
            return MAPPER.treeToValue(tree, type);
        } catch (JacksonException e) {
            throw new BadInputException(file.toString(), 0,
                    e.getLocation() == null ? 0 : Math.max(0, e.getLocation().getByteOffset()),
                    "not a " + kind + " file: " + JacksonWords.of(e.getOriginalMessage()), e);
        }
    }

    /**
     * A file from before latency histograms were kept whole: its percentiles are all there is, so it
     * merges with no other run.
     */
    private static void withoutHistograms(JsonNode benchmark) {
        if (benchmark instanceof ObjectNode entry) {
            if (!entry.has("latency_histogram")) {
                entry.putNull("latency_histogram");
            }
            for (JsonNode fork : entry.path("forks")) {
                if (fork instanceof ObjectNode forkEntry && !forkEntry.has("latency_histogram")) {
                    forkEntry.putNull("latency_histogram");
                }
            }
        }
    }

    /**
     * The keys that a version gained after files of it were written, as such a file meant them: its
     * reads rejected unknown fields and skipped none (version 3), its keys' format options were each a
     * key of its own or not there at all ({@link FormatOptionsJson#upgrade}), its latency histograms
     * were not kept (version 5), its forks had no declared metrics' figures (version 5), its rounds
     * measured every benchmark, with no estimate of a next round's length (version 5), and its tool
     * recorded no schema files (version 6); and within version 6 its dataset's records were generated,
     * from its seed (no {@code imported}), and its forks ran on one JVM (no {@code jvm} in its keys).
     */
    private static void withAddedKeys(ObjectNode tree) {
        withoutSchemaFiles(tree);
        ofOneJvm(tree);
        if (tree.get("dataset") instanceof ObjectNode dataset && !dataset.has("imported")) {
            // Before imported records could be benchmarked, every run's were generated from its seed.
            dataset.putNull("imported");
        }
        if (tree.get("settings") instanceof ObjectNode settings && !settings.has("unknown_fields")) {
            settings.put("unknown_fields", UnknownFields.REJECT.id());
        }
        if (tree.get("settings") instanceof ObjectNode settings && !settings.has("bound")) {
            settings.put("bound", 0.0);
        }
        if (tree.get("stopping") instanceof ObjectNode stopping && !stopping.has("next_round_s")) {
            stopping.putNull("next_round_s");
        }
        if (tree.get("stopping") instanceof ObjectNode stopping && !stopping.has("confidence")) {
            // Before --confidence, every verdict was at the tool's level then.
            stopping.put("confidence", RunResult.Stopping.BEFORE_THE_OPTION);
        }
        if (tree.get("benchmarks") instanceof ArrayNode benchmarks) {
            for (JsonNode benchmark : benchmarks) {
                if (benchmark instanceof ObjectNode entry && !entry.has("skipped_fields")) {
                    entry.put("skipped_fields", 0L);
                }
                FormatOptionsJson.upgrade(benchmark);
                withoutHistograms(benchmark);
                withoutDeclaredFigures(benchmark);
            }
        }
    }

    /**
     * A file from before several JVMs could be run in one sitting (within its version): its keys name no
     * JVM, and its environment lists none apart; its one JVM is the environment's.
     */
    private static void ofOneJvm(ObjectNode tree) {
        if (tree.get("env") instanceof ObjectNode env && !env.has("jvms")) {
            env.putNull("jvms");
        }
        for (JsonNode benchmark : tree.path("benchmarks")) {
            if (benchmark instanceof ObjectNode entry && !entry.has("jvm")) {
                entry.put("jvm", BenchmarkKey.ONE_JVM);
            }
        }
    }

    /** A file from before the tool recorded its .proto files (files.json within version 6, messages.json within 1): not known. */
    private static void withoutSchemaFiles(ObjectNode tree) {
        if (tree.get("tool") instanceof ObjectNode tool && !tool.has("schema_files")) {
            tool.putNull("schema_files");
        }
    }

    /** A file from before declared metrics: its forks have none of their figures. */
    private static void withoutDeclaredFigures(JsonNode benchmark) {
        for (JsonNode fork : benchmark.path("forks")) {
            if (fork instanceof ObjectNode forkEntry && !forkEntry.has("declared_figures")) {
                forkEntry.putObject("declared_figures");
            }
        }
    }

    private static String problem(RunResult result) {
        if (result.benchmarks() == null) {
            return "no benchmarks";
        }
        for (int i = 0; i < result.benchmarks().size(); i++) {
            BenchmarkResult benchmark = result.benchmarks().get(i);
            if (benchmark == null) {
                return "benchmark " + i + " is null";
            }
            String where = "benchmark " + i
                    + " (" + (benchmark.key() == null ? "no key" : benchmark.key().label()) + ")";
            if (benchmark.key() == null || benchmark.style() == null || benchmark.timeMs() == null) {
                return where + " lacks its key, style or time";
            }
            if (benchmark.forks() == null || benchmark.forks().isEmpty()) {
                return where + " has no forks";
            }
            Set<Integer> rounds = new HashSet<>();
            for (ForkResult fork : benchmark.forks()) {
                if (fork == null || fork.round() < 1 || !rounds.add(fork.round()) || fork.iterationMs() == null
                        || fork.warmupMs() == null || fork.cpuMs() == null || fork.otherCpuCores() == null
                        || fork.canaryMs() == null) {
                    return where + " has a fork without its own round or its passes";
                }
            }
        }
        return null;
    }

    private static final class NanAsNull extends StdScalarSerializer<Double> {
        private static final long serialVersionUID = 1L;

        NanAsNull() {
            super(Double.class);
        }

        @Override
        public void serialize(Double value, JsonGenerator generator, SerializerProvider provider) throws IOException {
            if (Double.isFinite(value)) {
                generator.writeNumber(value);
            } else {
                generator.writeNull();
            }
        }
    }

    private static final class NullAsNan extends StdScalarDeserializer<Double> {
        private static final long serialVersionUID = 1L;

        NullAsNan() {
            super(Double.class);
        }

        @Override
        public Double deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return _parseDoublePrimitive(parser, context);
        }

        @Override
        public Double getNullValue(DeserializationContext context) {
            return Double.NaN;
        }

        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return Double.NaN;
        }
    }
}
