package io.formatbench.codec.json;

import static io.formatbench.codec.BadInputAssertions.assertRejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Streams;
import io.formatbench.codec.UserCodecs;
import io.formatbench.codec.Bytes;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.SeededRecords;
import io.formatbench.proto.records.User;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The JSON Schema beside each .proto (proto/<schema>.schema.json, packaged as schemas/): every
 * schema has one, the records it generates keep it, and the jackson-json-schema reader refuses a
 * record that breaks it, naming the first value that does by its JSON pointer.
 */
class JsonSchemaFilesTest {

    private static final String RECORD =
            "{\"id\":3,\"name\":\"Ann\",\"email\":\"a@example.com\",\"age\":20,\"active\":true}";

    static List<DatasetSchema<?>> schemas() {
        return Schemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void generatedRecordsOfEverySchemaKeepItsJsonSchema(DatasetSchema<?> schema) throws IOException {
        checkGenerated(schema);
    }

    private static <T> void checkGenerated(DatasetSchema<T> schema) throws IOException {
        RecordJsonSchema jsonSchema = RecordJsonSchema.load(schema.name());
        MessageCodec<T> json = schema.primaryCodec(Format.JSON).newMessageCodec();
        ObjectMapper mapper = JsonPolicy.newMapper();
        List<T> records = new ArrayList<>();
        SeededRecords.generate(schema, 7, 2000, records::add);
        for (T record : records) {
            JsonNode tree = mapper.readTree(json.encode(record));
            jsonSchema.check(tree);
        }
        // And the codec itself, over the file its format's writer writes.
        Codec<T> codec = schema.codec(JacksonJsonSchemaCodec.NAME);
        assertEquals(records, codec.newMessageCodec().decodeList(json.encodeList(records)), schema.name().toString());
    }

    static Stream<Arguments> brokenRecords() {
        return Stream.of(
                Arguments.of("an extra property", RECORD.replace("}", ",\"nickname\":\"A\"}"), "\"\" (the record)",
                        "'nickname'"),
                Arguments.of("a string for an integer", RECORD.replace("\"age\":20", "\"age\":\"20\""), "\"/age\"",
                        "string"),
                Arguments.of("an integer for a string", RECORD.replace("\"name\":\"Ann\"", "\"name\":7"), "\"/name\"",
                        "integer"),
                Arguments.of("a number for a boolean", RECORD.replace("\"active\":true", "\"active\":1"), "\"/active\"",
                        "boolean"),
                Arguments.of("age past int32", RECORD.replace("\"age\":20", "\"age\":2147483648"), "\"/age\"",
                        "2147483647"),
                Arguments.of("age below int32", RECORD.replace("\"age\":20", "\"age\":-2147483649"), "\"/age\"",
                        "-2147483648"),
                Arguments.of("id past int64", RECORD.replace("\"id\":3", "\"id\":9223372036854775808"), "\"/id\"",
                        "9223372036854775807"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenRecords")
    void aRecordThatBreaksTheSchemaIsRefusedByItsPointer(String what, String broken, String pointer, String detail)
            throws IOException {
        Codec<User> reader = Schemas.USER.codec(JacksonJsonSchemaCodec.NAME);
        byte[] prefix = UserCodecs.write(reader, SchemaCodec.generate(Schemas.USER, 42, 2));
        byte[] bytes = Bytes.concat(prefix, Bytes.utf8(broken + "\n"));

        for (Streams streams : Streams.values()) {
            BadInputException e = assertRejected(reader, bytes, streams, 2, prefix.length);
            assertTrue(e.reason().startsWith("breaks schemas/user.schema.json at JSON pointer " + pointer + ": "),
                    e.getMessage());
            assertTrue(e.reason().contains(detail), e.getMessage());
        }
        MessageCodec<User> messages = reader.newMessageCodec();
        InvalidRecordException e = assertThrows(InvalidRecordException.class,
                () -> messages.decode(broken.getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().contains(pointer), e.getMessage());
    }

    /**
     * What proto3's JSON mapping lets a record leave out or spell otherwise, and the policy reads (a field
     * absent or null at its default, by its JSON name, an enum by number, an int64 in either form), the JSON
     * Schema lets through too: jackson-json-schema reads every such variant of a generated record as
     * jackson-databind does (scripts/fuzz.sh found an event line lacking five fields that the schema
     * refused and databind read as defaults).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void whatTheMappingLetsBeAbsentOrNullReadsAsDatabindReadsIt(DatasetSchema<?> schema) throws IOException {
        checkVariants(schema);
    }

    private static <T> void checkVariants(DatasetSchema<T> schema) throws IOException {
        MessageCodec<T> json = schema.primaryCodec(Format.JSON).newMessageCodec();
        MessageCodec<T> databind = schema.codec(JacksonDatabindCodec.NAME).newMessageCodec();
        MessageCodec<T> validating = schema.codec(JacksonJsonSchemaCodec.NAME).newMessageCodec();
        ObjectMapper mapper = JsonPolicy.newMapper();
        List<T> records = new ArrayList<>();
        SeededRecords.generate(schema, 11, 3, records::add);
        for (T record : records) {
            com.fasterxml.jackson.databind.node.ObjectNode line =
                    (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(json.encode(record));
            List<String> names = new ArrayList<>();
            line.fieldNames().forEachRemaining(names::add);
            List<com.fasterxml.jackson.databind.node.ObjectNode> variants = new ArrayList<>();
            variants.add(mapper.createObjectNode());
            for (String name : names) {
                variants.add(line.deepCopy().without(name));
                com.fasterxml.jackson.databind.node.ObjectNode nulled = line.deepCopy();
                nulled.putNull(name);
                variants.add(nulled);
                com.fasterxml.jackson.databind.node.ObjectNode renamed = mapper.createObjectNode();
                line.fields().forEachRemaining(field -> renamed.set(field.getKey().equals(name)
                        ? ProtoJsonMappingTestNames.jsonName(field.getKey()) : field.getKey(), field.getValue()));
                variants.add(renamed);
                // The int64 fields of the tool's schemas (event's auid, a string; user's id, a number) in the other form.
                JsonNode value = line.get(name);
                if (name.equals("auid")) {
                    variants.add(line.deepCopy().put(name, Long.parseLong(value.asText())));
                } else if (name.equals("id")) {
                    variants.add(line.deepCopy().put(name, value.asText()));
                }
            }
            for (JsonNode variant : variants) {
                byte[] bytes = mapper.writeValueAsBytes(variant);
                assertEquals(databind.decode(bytes), validating.decode(bytes), schema.name() + ": " + variant);
            }
        }
    }

    @Test
    void aSchemaWithoutItsJsonSchemaFileIsAnErrorAtCodecCreation() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new JacksonJsonSchemaCodec<>(SchemaName.of("no_such_schema"), User.class));

        assertTrue(e.getMessage().contains("schemas/no_such_schema.schema.json"), e.getMessage());
        assertTrue(e.getMessage().contains("proto/no_such_schema.schema.json"), e.getMessage());
    }
}
