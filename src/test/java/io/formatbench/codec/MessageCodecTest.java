package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.model.User;
import io.formatbench.model.UserMessages;
import io.formatbench.proto.UserList;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every codec's in-memory form, of every schema: the same records back, and the same bytes as the other codecs of its format. */
class MessageCodecTest {

    static Stream<Arguments> codecs() {
        return Schemas.all().stream().flatMap(schema -> schema.codecs().stream()
                .map(codec -> Arguments.of(schema.name() + " " + codec.name(), schema, codec)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    <T> void oneRecordComesBackAsItWent(String name, DatasetSchema<T> schema, Codec<T> codec) throws IOException {
        MessageCodec<T> messages = codec.newMessageCodec();
        for (T record : corners(schema)) {
            assertEquals(record, messages.decode(messages.encode(record)), codec.name());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    <T> void listsComeBackAsTheyWent(String name, DatasetSchema<T> schema, Codec<T> codec) throws IOException {
        MessageCodec<T> messages = codec.newMessageCodec();
        // Twice through the same instance: state kept between calls (a builder, a buffer) must not leak.
        for (int pass = 0; pass < 2; pass++) {
            assertEquals(corners(schema), messages.decodeList(messages.encodeList(corners(schema))), codec.name());
            assertEquals(List.of(), messages.decodeList(messages.encodeList(List.of())), codec.name());
        }
    }

    static Stream<Arguments> schemasAndFormats() {
        return Schemas.all().stream().flatMap(schema -> Stream.of(Format.values())
                .map(format -> Arguments.of(schema.name() + " " + format.id(), schema, format)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemasAndFormats")
    <T> void everyCodecOfAFormatWritesTheSameBytes(String name, DatasetSchema<T> schema, Format format) throws IOException {
        List<Codec<T>> codecs = schema.codecs(format);
        MessageCodec<T> first = codecs.get(0).newMessageCodec();
        for (Codec<T> codec : codecs) {
            MessageCodec<T> messages = codec.newMessageCodec();
            for (T record : corners(schema)) {
                assertArrayEquals(first.encode(record), messages.encode(record), codec.name());
            }
            assertArrayEquals(first.encodeList(corners(schema)), messages.encodeList(corners(schema)), codec.name());
        }
    }

    /** The schema's corners and a few of its generated records, so that a schema without corners has records too. */
    private static <T> List<T> corners(DatasetSchema<T> schema) {
        List<T> records = new ArrayList<>(SchemaCorners.of(schema));
        records.addAll(SchemaCodecs.generated(schema, 7, 20));
        return records;
    }

    static List<Codec<User>> userCodecs() {
        return UserCodecs.all();
    }

    @ParameterizedTest
    @MethodSource("userCodecs")
    void aListIsAJsonArrayOrTheListMessage(Codec<User> codec) throws IOException {
        List<User> users = UserCodecs.corners().subList(0, 2);
        byte[] list = codec.newMessageCodec().encodeList(users);
        if (codec.format() == Format.JSON) {
            String json = new String(list, StandardCharsets.UTF_8);
            assertEquals('[', json.charAt(0));
            assertEquals(']', json.charAt(json.length() - 1));
        } else {
            UserList expected = UserList.newBuilder().addUsers(UserMessages.toMessage(users.get(0)))
                    .addUsers(UserMessages.toMessage(users.get(1))).build();
            assertArrayEquals(expected.toByteArray(), list);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    <T> void aMessageOfAnotherShapeIsRefused(String name, DatasetSchema<T> schema, Codec<T> codec) {
        MessageCodec<T> messages = codec.newMessageCodec();
        byte[] bad = codec.format() == Format.JSON ? "[1]".getBytes(StandardCharsets.UTF_8) : new byte[] {(byte) 0x0c};
        assertThrows(IOException.class, () -> messages.decodeList(bad), codec.name());
    }
}
