package io.formatbench.report;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.formatbench.codec.BadInputException;
import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reads and writes results files; an existing results file is never overwritten. */
public final class ResultFiles {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private ResultFiles() {}

    public static Path path(Path resultsDir, String runId, String format) {
        return resultsDir.resolve(runId).resolve(format + ".json");
    }

    public static void write(RunResult result, Path file) throws IOException {
        if (Files.exists(file)) {
            throw new FileAlreadyExistsException(file.toString(), null, "results are never overwritten; choose another run id");
        }
        try (AtomicFile atomic = AtomicFile.create(file)) {
            atomic.write(temporary -> MAPPER.writeValue(temporary.toFile(), result));
            atomic.commit(false);
        }
    }

    public static RunResult read(Path file) throws IOException {
        try {
            RunResult result = MAPPER.readValue(file.toFile(), RunResult.class);
            if (result.resultVersion() != RunResult.CURRENT_VERSION || result.benchmarks() == null) {
                throw new BadInputException(file.toString(), 0, 0, "results version " + result.resultVersion()
                        + ", this tool reads version " + RunResult.CURRENT_VERSION);
            }
            return result;
        } catch (JacksonException e) {
            throw new BadInputException(file.toString(), 0,
                    e.getLocation() == null ? 0 : Math.max(0, e.getLocation().getByteOffset()),
                    "not a results file: " + e.getOriginalMessage(), e);
        }
    }

    public static String toJson(RunResult result) throws IOException {
        return MAPPER.writeValueAsString(result);
    }
}
