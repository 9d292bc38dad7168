package io.formatbench.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The JSON file of a fork's {@link ForkOutcome}: written by the fork after its passes, when Jackson may
 * run, and read by the parent. The spec the fork reads before its passes is a {@link ForkSpecFile}.
 */
final class ForkFiles {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .build();

    private ForkFiles() {}

    static void write(Object value, Path file) throws IOException {
        MAPPER.writeValue(file.toFile(), value);
    }

    static <V> V read(Path file, Class<V> type) throws IOException {
        return MAPPER.readValue(file.toFile(), type);
    }
}
