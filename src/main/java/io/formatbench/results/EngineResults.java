package io.formatbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the Spark job (spark/, docs/spark.md) wrote to results/RUN/engine.json: the figures the report
 * shows, read leniently (a key the job adds later is ignored; one this reads and is missing is null).
 * Version 1 has no warm-ups, variants nor executors: its entries read as counted runs of the library
 * variant, on executors not named. From version 3 a run that lost an executor is marked not counted,
 * and a reader's figure is the records over the mean time of its counted runs, as bench's fork's
 * ({@link #figuresAreMeans}); before, the median run's.
 *
 * @param master as Spark resolved it
 * @param executors the executors the job ran on (embedded, the driver alone); empty for version 1
 * @param runs the counted runs of every workload
 * @param warmups the warm-up runs before them, recorded in {@code entries} but not counted
 */
public record EngineResults(String runId, String engine, String version, String master, List<Executor> executors,
                            String schema, long records, int shards, int runs, int warmups, List<Entry> entries,
                            boolean figuresAreMeans) {

    public static final String FILE_NAME = "engine.json";
    /** The newest version this reads; it reads every one from 1. */
    public static final int VERSION = 3;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** One executor: its id ("driver" when Spark ran embedded), host and cores. */
    public record Executor(String id, String host, int cores) {}

    /**
     * One workload measured once.
     *
     * @param reader the tool's codec, or Spark's reader ({@code spark.read.json(schema)}, ...)
     * @param readerKind {@code codec}, {@code spark} or {@code floor}
     * @param variant the codec's, as bench's ({@code library}, {@code strict}); null for Spark's readers
     * @param warmup a warm-up run: recorded, not counted
     * @param counted a measured run on the executors it started on (a warm-up or a run that lost an
     *     executor is not)
     * @param perTask the median task's records/s, or null
     * @param perCore records over the executors' summed run time (less the tasks' untimed work), or null
     * @param canaryMs the speed canary's times in the driver just before the run; empty in files written
     *     before the job timed it
     */
    public record Entry(String format, String reader, String readerKind, String variant, String operation, int run,
                        boolean warmup, boolean counted, long records, double recordsPerS, Double perTask, Double perCore,
                        boolean verified, String failure, List<Double> canaryMs) {

        public Entry {
            canaryMs = List.copyOf(canaryMs);
        }
    }

    public EngineResults {
        executors = List.copyOf(executors);
        entries = List.copyOf(entries);
    }

    /** The counted runs' entries: warm-ups and runs that lost an executor left out. */
    public List<Entry> counted() {
        return entries.stream().filter(Entry::counted).toList();
    }

    /** The executors' cores together. */
    public int cores() {
        return executors.stream().mapToInt(Executor::cores).sum();
    }

    /** The run folder's engine.json, if it has one. */
    public static Optional<EngineResults> find(Path runDir) throws IOException {
        Path file = runDir.resolve(FILE_NAME);
        return Files.isRegularFile(file) ? Optional.of(read(file)) : Optional.empty();
    }

    public static EngineResults read(Path file) throws IOException {
        JsonNode root = MAPPER.readTree(file.toFile());
        int version = root == null ? 0 : root.path("engine_version").asInt();
        if (root == null || !root.isObject() || version < 1 || version > VERSION) {
            throw new IOException(file + ": not an engine.json of version 1 to " + VERSION);
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode entry : root.path("entries")) {
            boolean codec = entry.path("reader_kind").asText().equals("codec");
            String variant = entry.path("variant").isTextual() ? entry.get("variant").asText()
                    : codec ? Variant.LIBRARY.id() : null;
            entries.add(new Entry(entry.path("format").asText(), entry.path("reader").asText(),
                    entry.path("reader_kind").asText(), variant, entry.path("operation").asText(),
                    entry.path("run").asInt(), entry.path("warmup").asBoolean(),
                    entry.has("counted") ? entry.get("counted").asBoolean() : !entry.path("warmup").asBoolean(),
                    entry.path("records").asLong(),
                    entry.path("records_per_s").asDouble(), number(entry.get("records_per_s_per_task")),
                    number(entry.get("records_per_s_per_core")), entry.path("verified").asBoolean(),
                    entry.path("failure").isTextual() ? entry.get("failure").asText() : null,
                    numbers(entry.path("canary_ms"))));
        }
        List<Executor> executors = new ArrayList<>();
        for (JsonNode executor : root.path("engine").path("executors")) {
            executors.add(new Executor(executor.path("id").asText(), executor.path("host").asText(),
                    executor.path("cores").asInt()));
        }
        return new EngineResults(root.path("run_id").asText(), root.path("engine").path("name").asText(),
                root.path("engine").path("version").asText(), root.path("engine").path("master").asText(), executors,
                root.path("dataset").path("schema").asText(), root.path("dataset").path("records").asLong(),
                root.path("dataset").path("shards").asInt(), root.path("settings").path("runs").asInt(),
                root.path("settings").path("warmups").asInt(), entries, version >= 3);
    }

    private static List<Double> numbers(JsonNode array) {
        List<Double> numbers = new ArrayList<>();
        array.forEach(node -> {
            if (node.isNumber()) {
                numbers.add(node.asDouble());
            }
        });
        return numbers;
    }

    private static Double number(JsonNode node) {
        return node == null || !node.isNumber() ? null : node.asDouble();
    }
}
