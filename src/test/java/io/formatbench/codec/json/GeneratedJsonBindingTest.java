package io.formatbench.codec.json;

import static io.formatbench.codec.json.GeneratedJsonFixture.JSON;
import static io.formatbench.codec.json.GeneratedJsonFixture.printed;
import static io.formatbench.codec.json.GeneratedJsonFixture.printedByJackson;
import static io.formatbench.codec.json.GeneratedJsonFixture.read;
import static io.formatbench.codec.json.GeneratedJsonFixture.written;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.proto3.ProtoJsonPolicy;
import io.formatbench.kinds.EveryKind;
import io.formatbench.kinds.legacy.LegacyOrder;
import io.formatbench.proto.User;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated binding writes the document ProtobufJsonCodec's JsonFormat printer (preservingProtoFieldNames,
 * omittingInsignificantWhitespace, alwaysPrintFieldsWithNoPresence) prints, in Jackson's escaping, byte for
 * byte, but where formatbench's json_number asks for a number; and reads back what JsonFormat parses.
 */
class GeneratedJsonBindingTest {

    static Stream<Arguments> messages() {
        return JsonTestMessages.all().stream()
                .map(message -> Arguments.of(message.getDescriptorForType().getName() + " " + abbreviated(message),
                        message));
    }

    private static String abbreviated(Message message) {
        String text = printed(message);
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }

    /** The messages whose JSON is JsonFormat's: all but user's, whose id is a number (see below). */
    static Stream<Arguments> messagesAsJsonFormatPrintsThem() {
        return messages().filter(arguments -> !(arguments.get()[1] instanceof User));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messagesAsJsonFormatPrintsThem")
    void writesWhatJsonFormatPrints(String name, Message message) throws IOException {
        assertEquals(printedByJackson(message), new String(written(JSON, message), StandardCharsets.UTF_8));
    }

    /** formatbench's json_number (proto/formatbench/options.proto): user's id as a number, which JsonFormat reads too. */
    @Test
    void writesTheNumberOfAJsonNumberField() throws IOException {
        User user = User.newBuilder().setId(-7).setName("Ada").setEmail("ada@example.com").setAge(36).build();
        String written = new String(written(JSON, user), StandardCharsets.UTF_8);
        assertEquals("{\"id\":-7,\"name\":\"Ada\",\"email\":\"ada@example.com\",\"age\":36,\"active\":false}", written);
        User.Builder parsed = User.newBuilder();
        JsonFormat.parser().merge(written, parsed);
        assertEquals(user, parsed.build());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void readsBackWhatItWrites(String name, Message message) throws IOException {
        assertEquals(message, read(JSON, message, written(JSON, message),
                JsonUnknownFields.REJECT));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void readsWhatJsonFormatPrintsAsJsonFormatParsesIt(String name, Message message) throws IOException {
        String text = printed(message);
        Message.Builder parsed = message.newBuilderForType();
        JsonFormat.parser().merge(text, parsed);
        if (!text.contains("-0.0")) {
            // JsonFormat reads a double through BigDecimal, which has no -0: it reads -0.0 as 0.0; the binding
            // keeps the sign.
            assertEquals(parsed.build(), read(message, text));
        }
        assertEquals(message, read(message, text));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void readsBackWhatItWritesInCborAndSmile(String name, Message message) throws IOException {
        for (BinaryJson format : BinaryJson.values()) {
            JsonFactory factory = format.newFactory();
            assertEquals(message, read(factory, message, written(factory, message),
                    JsonUnknownFields.REJECT), format.name());
        }
    }

    /** The JSON names, which JsonFormat also reads; the printer writes the .proto names. */
    @Test
    void readsFieldsByTheirJsonNames() throws IOException {
        EveryKind expected = EveryKind.newBuilder().setAnInt64(5).setFieldWithJsonName("x")
                .setAddress(EveryKind.Address.newBuilder().setZip(3)).build();
        assertEquals(expected, read(expected,
                "{\"an_int64\":\"5\",\"field_with_json_name\":\"x\",\"address\":{\"zip\":3}}"));
        assertEquals(expected, read(expected, "{\"anInt64\":5,\"customName\":\"x\",\"address\":{\"zip\":3}}"));
    }

    /**
     * Each name is first matched against the one written next; a name out of that order, an unknown
     * one between, or a field's JSON name falls back to the lookup, in every Jackson format.
     */
    @Test
    void readsFieldsInAnyOrderWithUnknownOnesAnywhere() throws IOException {
        User user = User.newBuilder().setId(7).setName("Ada").setEmail("ada@example.com").setAge(36).setActive(true)
                .build();
        JsonUnknownFields skip = JsonUnknownFields.of(UnknownFields.SKIP);
        for (String json : List.of(
                "{\"active\":true,\"age\":36,\"email\":\"ada@example.com\",\"name\":\"Ada\",\"id\":7}",
                "{\"x\":{\"id\":1},\"id\":7,\"name\":\"Ada\",\"y\":[\"id\"],\"email\":\"ada@example.com\",\"z\":1,"
                        + "\"age\":36,\"active\":true,\"id2\":null}",
                "{\"id\":7,\"email\":\"ada@example.com\",\"name\":\"Ada\",\"active\":true,\"age\":36}")) {
            assertEquals(user, read(JSON, user, json.getBytes(StandardCharsets.UTF_8), skip), json);
            for (BinaryJson format : BinaryJson.values()) {
                JsonFactory factory = format.newFactory();
                assertEquals(user, read(factory, user, transcoded(json, factory), skip), format + " " + json);
            }
        }
    }

    private static byte[] transcoded(String json, JsonFactory factory) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonParser parser = JSON.createParser(json); JsonGenerator generator = factory.createGenerator(out)) {
            parser.nextToken();
            generator.copyCurrentStructure(parser);
        }
        return out.toByteArray();
    }

    /**
     * Unlike ProtoJsonPolicy, the binding does not ask for every field without presence: absent ones
     * keep their defaults.
     */
    @Test
    void leavesAbsentFieldsAtTheirDefaults() throws IOException {
        assertEquals(EveryKind.getDefaultInstance(), read(EveryKind.getDefaultInstance(), "{}"));
        assertEquals(EveryKind.newBuilder().setAString("s").build(),
                read(EveryKind.getDefaultInstance(), "{\"a_string\":\"s\"}"));
        assertEquals(LegacyOrder.newBuilder().setId(1).build(),
                read(LegacyOrder.getDefaultInstance(), "{\"id\":\"1\"}"));
    }

    /** What alwaysPrintFieldsWithNoPresence prints, spelled out: every field without presence, no field with it. */
    @Test
    void writesEveryFieldWithoutPresenceAndNoUnsetFieldWithIt() throws IOException {
        assertEquals("{\"a_double\":0.0,\"a_float\":0.0,\"an_int32\":0,\"an_int64\":\"0\",\"a_uint32\":0,"
                + "\"a_uint64\":\"0\",\"a_sint32\":0,\"a_sint64\":\"0\",\"a_fixed32\":0,\"a_fixed64\":\"0\","
                + "\"an_sfixed32\":0,\"an_sfixed64\":\"0\",\"a_bool\":false,\"a_string\":\"\",\"some_bytes\":\"\","
                + "\"level\":\"LEVEL_UNSPECIFIED\",\"color\":\"COLOR_UNSPECIFIED\",\"ids\":[],\"scores\":[],"
                + "\"tags\":[],\"levels\":[],\"addresses\":[],\"labels\":{},\"addresses_by_id\":{},\"flags\":{},"
                + "\"levels_by_name\":{},\"history\":[],\"field_with_json_name\":\"\"}",
                new String(written(JSON, EveryKind.getDefaultInstance()),
                        StandardCharsets.UTF_8));
        assertEquals("{\"id\":\"0\",\"lines\":[]}", new String(written(JSON,
                LegacyOrder.newBuilder().setId(0).build()), StandardCharsets.UTF_8));
    }
}
