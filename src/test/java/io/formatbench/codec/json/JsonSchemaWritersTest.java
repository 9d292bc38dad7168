package io.formatbench.codec.json;

import io.formatbench.proto.records.MyStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaCodecs;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.Pipeline;
import io.formatbench.proto.records.SmallMessage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * proto/message.schema.json and proto/pipeline.schema.json say what the writers write: the same
 * properties in the same order (and their JSON names, which the readers take too), none required, no others, the enums' names, and patterns that every
 * generated value matches. (A JSON Schema validator runs them against whole files elsewhere; this
 * keeps them in step with the code without one.)
 */
class JsonSchemaWritersTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static Stream<Arguments> schemas() {
        return Stream.of(
                Arguments.of("message", Schemas.MESSAGE, List.of(List.of("MyStatus", MyStatus.class))),
                Arguments.of("pipeline", Schemas.PIPELINE, List.of(List.of("Vertical", Pipeline.Vertical.class),
                        List.of("LogLevel", Pipeline.LogLevel.class),
                                List.of("MetricType", Pipeline.Metric.Type.class))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    <T> void theSchemaFileDescribesEveryRecordTheWritersWrite(String name, DatasetSchema<T> schema,
            List<List<Object>> enums)
            throws IOException {
        JsonNode file = MAPPER.readTree(Path.of("proto", name + ".schema.json").toFile());
        assertEquals("https://json-schema.org/draft/2020-12/schema", file.get("$schema").asText());
        byte[] jsonLines = SchemaCodecs.write(schema.primaryCodec(Format.JSON),
                SchemaCodecs.generated(schema, 42, 2000));
        List<JsonNode> records = new ArrayList<>();
        for (String line : new String(jsonLines, StandardCharsets.UTF_8).split("\n")) {
            records.add(MAPPER.readTree(line));
        }
        for (JsonNode record : records) {
            assertDescribes(file, file, record, "");
        }
        for (List<Object> named : enums) {
            List<String> names = Arrays.stream(((Class<?>) named.get(1)).getEnumConstants()).map(Object::toString)
                    .toList();
            List<String> listed = new ArrayList<>();
            List<Integer> numbers = new ArrayList<>();
            file.get("$defs").get((String) named.get(0)).get("enum").forEach(value -> {
                if (value.isTextual()) {
                    listed.add(value.asText());
                } else {
                    numbers.add(value.asInt());
                }
            });
            assertEquals(names, listed, (String) named.get(0));
            // And by number, as the readers take an enum: these enums number their values from 0.
            assertEquals(java.util.stream.IntStream.range(0, names.size()).boxed().toList(), numbers);
        }
    }

    /** The schema's type for the value: its one type, or of its several the one the value has. */
    private static String typeOf(JsonNode schema, JsonNode value) {
        JsonNode type = schema.get("type");
        if (!type.isArray()) {
            return type.asText();
        }
        String valueType = value.isObject() ? "object" : value.isArray() ? "array" : value.isTextual() ? "string"
                : value.isIntegralNumber() ? "integer" : value.isNumber() ? "number" : value.isBoolean() ? "boolean"
                : "null";
        for (JsonNode listed : type) {
            if (listed.asText().equals(valueType) || valueType.equals("integer") && listed.asText().equals("number")) {
                return listed.asText();
            }
        }
        throw new AssertionError("type " + type + " has no " + valueType);
    }

    /** A property named as the lowerCamelCase JSON name of another property, which has an underscore. */
    private static boolean isJsonNameOfAnother(String name, List<String> properties) {
        return properties.stream().anyMatch(other -> other.contains("_") && !other.equals(name)
                && ProtoJsonMappingTestNames.jsonName(other).equals(name));
    }

    /**
     * An object's keys are its .proto-named properties, in order, none required (a field absent is its
     * default), nothing else but their JSON names; each value fits its property.
     */
    private static void assertDescribes(JsonNode file, JsonNode schema, JsonNode value, String path) {
        if (schema.has("anyOf")) {
            // A property's schema or null: a writer writes no null.
            schema = schema.get("anyOf").get(0);
        }
        if (schema.has("$ref")) {
            schema = file.get("$defs").get(schema.get("$ref").asText().substring("#/$defs/".length()));
        }
        if (schema.has("enum")) {
            List<String> listed = new ArrayList<>();
            schema.get("enum").forEach(name -> listed.add(name.asText()));
            assertTrue(listed.contains(value.asText()), path + ": " + value);
            return;
        }
        switch (typeOf(schema, value)) {
            case "object" -> {
                List<String> keys = new ArrayList<>();
                value.fieldNames().forEachRemaining(keys::add);
                List<String> properties = new ArrayList<>();
                schema.get("properties").fieldNames().forEachRemaining(properties::add);
                List<String> protoNames = properties.stream().filter(name -> !isJsonNameOfAnother(name, properties))
                        .toList();
                assertEquals(protoNames, keys, path);
                assertFalse(schema.has("required"), path + ": proto3 lets every field be absent");
                assertFalse(schema.get("additionalProperties").asBoolean(), path);
                for (String key : keys) {
                    assertDescribes(file, schema.get("properties").get(key), value.get(key), path + "/" + key);
                }
            }
            case "array" -> {
                assertTrue(value.isArray(), path);
                for (JsonNode element : value) {
                    assertDescribes(file, schema.get("items"), element, path + "[]");
                }
            }
            case "string" -> {
                assertTrue(value.isTextual(), path);
                if (schema.has("pattern")) {
                    assertTrue(Pattern.compile(schema.get("pattern").asText()).matcher(value.asText()).find(),
                            path + ": " + value);
                }
            }
            case "integer" -> {
                assertTrue(value.isIntegralNumber(), path);
                assertTrue(value.asLong() >= schema.get("minimum").asLong()
                        && value.asLong() <= schema.get("maximum").asLong(),
                        path);
            }
            case "number" -> assertTrue(value.isNumber(), path);
            case "boolean" -> assertTrue(value.isBoolean(), path);
            default -> throw new AssertionError(path + ": type " + schema.get("type"));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void thePatternsRefuseWhatTheReadersRefuse(String name) throws IOException {
        JsonNode defs = MAPPER.readTree(Path.of("proto", name + ".schema.json").toFile()).get("$defs");
        Pattern timestamp = Pattern.compile(defs.get("timestamp").get("pattern").asText());
        for (String bad : List.of("0000-01-01T00:00:00Z", "10000-01-01T00:00:00Z", "2024-01-01T00:00:00.1Z",
                "2024-01-01T00:00:00+00:00", "2024-01-01t00:00:00Z", "2024-01-01T24:00:00Z", "2024-13-01T00:00:00Z",
                "2024-01-01T00:00:60Z", "2024-01-01T00:00:00.1234Z", " 2024-01-01T00:00:00Z",
                        "2024-01-01T00:00:00Z\n")) {
            assertFalse(timestamp.matcher(bad).find(), bad);
        }
        for (String good : List.of("0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z", "2024-02-29T12:00:00.500Z",
                "2024-02-29T12:00:00.000500Z")) {
            assertTrue(timestamp.matcher(good).find(), good);
        }
        if (defs.has("bytes")) {
            Pattern bytes = Pattern.compile(defs.get("bytes").get("pattern").asText());
            for (String bad : List.of("SGVsbG8", "SGVs bG8=", "-_8=", "SGVsbG9=", "QR==", "=", "A===", "SGVsbG8=\n")) {
                assertFalse(bytes.matcher(bad).find(), bad);
            }
            for (String good : List.of("", "SGVsbG8=", "QQ==", "+/8=", "AAAA")) {
                assertTrue(bytes.matcher(good).find(), good);
            }
        }
    }
}
