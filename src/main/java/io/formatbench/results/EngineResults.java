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
 *
 * @param master as Spark resolved it
 * @param runs the runs of every workload
 */
public record EngineResults(String runId, String engine, String version, String master, String schema,
                            long records, int shards, int runs, List<Entry> entries) {

    public static final String FILE_NAME = "engine.json";
    public static final int VERSION = 1;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /**
     * One workload measured once.
     *
     * @param reader the tool's codec, or Spark's reader ({@code spark.read.json(schema)}, ...)
     * @param readerKind {@code codec}, {@code spark} or {@code floor}
     * @param perTask the median task's records/s, or null
     * @param perCore records over the executors' summed run time, or null
     */
    public record Entry(String format, String reader, String readerKind, String operation, int run, long records,
                        double recordsPerS, Double perTask, Double perCore, boolean verified, String failure) {}

    public EngineResults {
        entries = List.copyOf(entries);
    }

    /** The run folder's engine.json, if it has one. */
    public static Optional<EngineResults> find(Path runDir) throws IOException {
        Path file = runDir.resolve(FILE_NAME);
        return Files.isRegularFile(file) ? Optional.of(read(file)) : Optional.empty();
    }

    public static EngineResults read(Path file) throws IOException {
        JsonNode root = MAPPER.readTree(file.toFile());
        if (root == null || !root.isObject() || root.path("engine_version").asInt() != VERSION) {
            throw new IOException(file + ": not an engine.json of version " + VERSION);
        }
        List<Entry> entries = new ArrayList<>();
        for (JsonNode entry : root.path("entries")) {
            entries.add(new Entry(entry.path("format").asText(), entry.path("reader").asText(),
                    entry.path("reader_kind").asText(), entry.path("operation").asText(), entry.path("run").asInt(),
                    entry.path("records").asLong(), entry.path("records_per_s").asDouble(),
                    number(entry.get("records_per_s_per_task")), number(entry.get("records_per_s_per_core")),
                    entry.path("verified").asBoolean(), entry.path("failure").isTextual()
                            ? entry.get("failure").asText() : null));
        }
        return new EngineResults(root.path("run_id").asText(), root.path("engine").path("name").asText(),
                root.path("engine").path("version").asText(), root.path("engine").path("master").asText(),
                root.path("dataset").path("schema").asText(), root.path("dataset").path("records").asLong(),
                root.path("dataset").path("shards").asInt(), root.path("settings").path("runs").asInt(),
                entries);
    }

    private static Double number(JsonNode node) {
        return node == null || !node.isNumber() ? null : node.asDouble();
    }
}
