package io.formatbench.results;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import io.formatbench.codec.BadInputException;
import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads and writes results files; an existing results file is never overwritten. A figure that does
 * not exist (an interval from one fork, a machine without /proc/stat) is written as null, which any
 * JSON reader understands, and read back as NaN.
 */
public final class ResultFiles {

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
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
                        + ", this tool reads version " + RunResult.CURRENT_VERSION + " (run the benchmark again)");
            }
            return result;
        } catch (JacksonException e) {
            throw new BadInputException(file.toString(), 0,
                    e.getLocation() == null ? 0 : Math.max(0, e.getLocation().getByteOffset()),
                    "not a results file: " + e.getOriginalMessage(), e);
        }
    }

    public static String toJson(Object value) throws IOException {
        return MAPPER.writeValueAsString(value);
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
