package io.formatbench.codec.json.proto3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.Format;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.protobuf.ProtoBinding;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.Event;
import io.formatbench.proto.records.EventMessages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The JSON Lines files against protobuf's own proto3 JSON mapping (protobuf-java-util's JsonFormat)
 * and against the JSON Schemas in proto/: what another tool that knows only the .proto, or only
 * the JSON Schema, makes of them.
 */
class ProtoJsonMappingTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static Stream<DatasetSchema<?>> schemas() {
        return Schemas.all().stream();
    }

    /**
     * JsonFormat's parser reads from each line the message the protobuf file holds, but for one
     * value: it reads -0.0 as 0.0 (the proto3 JSON mapping counts -0 as equal to 0, and JsonFormat
     * parses through BigDecimal, which has no negative zero). The readers here keep -0.0.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void jsonFormatReadsFromEachLineTheMessageOfTheProtobufFile(DatasetSchema<?> schema) throws IOException {
        jsonFormatReads(SchemaCodec.primary(schema, Format.JSON));
    }

    private static <T> void jsonFormatReads(SchemaCodec<T> json) throws IOException {
        List<T> records = new ArrayList<>(json.sample(42, 200_000));
        String[] lines = new String(json.write(records), StandardCharsets.UTF_8).split("\n");
        assertEquals(records.size(), lines.length);
        ProtoBinding<T, ?> binding = json.protoBinding();
        for (int i = 0; i < lines.length; i++) {
            Message.Builder parsed = binding.defaultInstance().newBuilderForType();
            JsonFormat.parser().merge(lines[i], parsed);
            assertEquals(withoutNegativeZeros(binding.toMessage(records.get(i))), parsed.build(), json + " line "
                    + (i + 1));
        }
    }

    @Test
    void jsonFormatReadsNegativeZeroAsZeroWhereTheReadersKeepIt() throws IOException {
        Event corner = io.formatbench.codec.EventCorners.all().get(0);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(corner.sampleRate()));
        SchemaCodec<Event> json = SchemaCodec.primary(Schemas.EVENT, Format.JSON);
        byte[] line = json.write(List.of(corner));
        assertTrue(new String(line, StandardCharsets.UTF_8).contains("\"sample_rate\":-0.0}"));

        io.formatbench.proto.Event.Builder parsed = io.formatbench.proto.Event.newBuilder();
        JsonFormat.parser().merge(new String(line, StandardCharsets.UTF_8), parsed);
        assertEquals(0L, Double.doubleToRawLongBits(parsed.getSampleRate()), "JsonFormat's reading");
        for (SchemaCodec<Event> reader : json.sameFormat()) {
            assertEquals(List.of(corner), reader.read(line, io.formatbench.codec.Streams.BUFFERED), reader.toString());
        }
    }

    @Test
    void anEventLineIsWhatJsonFormatPrintsWithTheProtoFieldNamesAndEveryField() throws IOException {
        JsonFormat.Printer printer = JsonFormat.printer().preservingProtoFieldNames().alwaysPrintFieldsWithNoPresence()
                .omittingInsignificantWhitespace();
        SchemaCodec<Event> json = SchemaCodec.primary(Schemas.EVENT, Format.JSON);
        List<Event> events = new ArrayList<>(io.formatbench.codec.EventCorners.all());
        events.addAll(json.sample(42, 200_000));
        String[] lines = new String(json.write(events), StandardCharsets.UTF_8).split("\n");
        for (int i = 0; i < lines.length; i++) {
            JsonNode printed = MAPPER.readTree(printer.print(EventMessages.toMessage(events.get(i))));
            JsonNode written = MAPPER.readTree(lines[i]);
            // The same names in the same order, the same values of the same JSON types (JsonFormat also
            // escapes '<', '>' and '=' in strings, which makes its bytes differ now and then).
            assertEquals(fieldNames(printed), fieldNames(written), "line " + (i + 1));
            assertEquals(printed, written, "line " + (i + 1));
        }
    }

    @Test
    void theJsonSchemasListEveryFieldOfTheirMessageByBothNamesAndRequireNone() throws IOException {
        for (DatasetSchema<?> schema : List.of(Schemas.USER, Schemas.EVENT)) {
            JsonNode jsonSchema = jsonSchema(schema);
            List<String> protoFields = SchemaCodec.primary(schema, Format.PROTOBUF).protoBinding()
                    .defaultInstance().getDescriptorForType().getFields().stream().map(FieldDescriptor::getName)
                            .toList();
            assertEquals("https://json-schema.org/draft/2020-12/schema", jsonSchema.get("$schema").asText());
            // The .proto names in field order, then the JSON names that differ from them, which the readers take too.
            List<String> names = new ArrayList<>(protoFields);
            SchemaCodec.primary(schema, Format.PROTOBUF).protoBinding().defaultInstance().getDescriptorForType()
                    .getFields().stream().filter(field -> !field.getJsonName().equals(field.getName()))
                    .forEach(field -> names.add(field.getJsonName()));
            assertEquals(names, fieldNames(jsonSchema.get("properties")), schema.name().toString());
            // proto3 lets every field be absent (its default): none is required.
            assertFalse(jsonSchema.has("required"), schema.name().toString());
            assertFalse(jsonSchema.get("additionalProperties").asBoolean(), schema.name().toString());
        }
    }

    /** The schema's pattern for int64 and the readers' own check agree, at and beyond the limits. */
    @ParameterizedTest
    @ValueSource(strings = {"0", "7", "-7", "10", "-10", "9223372036854775807", "-9223372036854775808",
            "999999999999999999",
        "1000000000000000000", "9223372036854775799", "-9223372036854775799", "9223372036854775808",
                "-9223372036854775809",
        "9223372036854775817", "92233720368547758070", "19223372036854775807", "-0", "00", "01", "-01", "+1", " 1",
                "1 ", "",
        "-", "1.0", "1e3", "0x1", "１"})
    void theEventSchemasPatternForAnInt64IsTheReadersRule(String text) throws IOException {
        Pattern pattern = Pattern.compile(jsonSchema(Schemas.EVENT).get("properties").get("auid").get("pattern")
                .asText());
        boolean readable;
        try {
            long value = JsonTokens.parseInt64(text.toCharArray(), 0, text.length(), "auid");
            assertEquals(Long.parseLong(text), value);
            readable = true;
        } catch (InvalidRecordException e) {
            readable = false;
            if (text.matches("-?[1-9][0-9]*")) {
                assertThrows(NumberFormatException.class, () -> Long.parseLong(text), "out of range: " + text);
            }
        }
        assertEquals(readable, pattern.matcher(text).find(), "'" + text + "'");
        if (readable) {
            assertEquals(text, Long.toString(Long.parseLong(text)), "only what Long.toString writes is read");
        }
    }

    /** The message with every -0.0 of its double and float fields, at any depth, as 0.0. */
    static Message withoutNegativeZeros(Message message) {
        Message.Builder builder = message.toBuilder();
        for (var entry : message.getAllFields().entrySet()) {
            FieldDescriptor field = entry.getKey();
            if (field.isRepeated()) {
                List<?> values = (List<?>) entry.getValue();
                for (int i = 0; i < values.size(); i++) {
                    builder.setRepeatedField(field, i, positiveZero(values.get(i)));
                }
            } else {
                builder.setField(field, positiveZero(entry.getValue()));
            }
        }
        return builder.build();
    }

    private static Object positiveZero(Object value) {
        if (value instanceof Double d && d == 0) {
            return 0.0;
        }
        if (value instanceof Float f && f == 0) {
            return 0.0f;
        }
        if (value instanceof Message nested) {
            return withoutNegativeZeros(nested);
        }
        return value;
    }

    private static JsonNode jsonSchema(DatasetSchema<?> schema) throws IOException {
        Path file = Path.of("proto", schema.name() + ".schema.json");
        assertTrue(Files.isRegularFile(file), file + " is missing");
        return MAPPER.readTree(file.toFile());
    }

    private static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
