package io.formatbench.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/**
 * Writes results/RUN/engine.json, through a temporary file moved into place, so that a reader never
 * sees half a file. Spark's own Jackson does it: the driver has it, and the format is plain JSON.
 */
final class EngineResultsFile {

    static final String FILE_NAME = "engine.json";
    /**
     * engine.json's version: 2 has warm-up runs, the codecs' variant, each run's executors and
     * untimed work, and the cluster's executors; 3 has an application per group of workloads, each run's
     * I/O path, work time, lost executors and whether it counts, and each reader's figure over its counted
     * runs (docs/spark.md, docs/results-format.md).
     */
    static final int VERSION = 3;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private EngineResultsFile() {}

    /** Refuses a run folder that already has one: results are never overwritten. */
    static Path claim(Path results, String run) {
        Path file = results.resolve(run).resolve(FILE_NAME);
        if (Files.exists(file)) {
            // As the core's results files: an existing one is a file-system refusal (exit code 5).
            throw new JobException(JobException.IO_ERROR, file + " exists already: give another --run");
        }
        return file;
    }

    static void write(Path file, Map<String, Object> document) {
        try {
            Files.createDirectories(file.getParent());
            Path temporary = file.resolveSibling(FILE_NAME + ".tmp");
            MAPPER.writeValue(temporary.toFile(), document);
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new JobException(JobException.IO_ERROR, "cannot write " + file + ": " + e.getMessage());
        }
    }
}
