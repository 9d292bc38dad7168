package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.json.ProtobufJsonCodec;
import io.formatbench.model.User;
import io.formatbench.model.UserMessages;
import io.formatbench.proto.UserList;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every codec's in-memory form: the same records back, and the same bytes as the other codecs of its
 * format that write the dataset's bytes.
 */
class MessageCodecTest {

    static List<Codec<User>> codecs() {
        return UserCodecs.all();
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void oneRecordComesBackAsItWent(Codec<User> codec) throws IOException {
        MessageCodec<User> messages = codec.newMessageCodec();
        for (User user : UserCodecs.corners()) {
            assertEquals(user, messages.decode(messages.encode(user)), codec.name());
        }
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void listsComeBackAsTheyWent(Codec<User> codec) throws IOException {
        MessageCodec<User> messages = codec.newMessageCodec();
        // Twice through the same instance: state kept between calls (a builder, a buffer) must not leak.
        for (int pass = 0; pass < 2; pass++) {
            assertEquals(UserCodecs.corners(), messages.decodeList(messages.encodeList(UserCodecs.corners())), codec.name());
            assertEquals(List.of(), messages.decodeList(messages.encodeList(List.of())), codec.name());
        }
    }

    @ParameterizedTest
    @EnumSource(Format.class)
    void everyCodecOfTheDatasetBytesWritesTheSameBytes(Format format) throws IOException {
        List<Codec<User>> codecs = UserCodecs.datasetCodecs(format);
        MessageCodec<User> first = codecs.get(0).newMessageCodec();
        for (Codec<User> codec : codecs) {
            MessageCodec<User> messages = codec.newMessageCodec();
            for (User user : UserCodecs.corners()) {
                assertArrayEquals(first.encode(user), messages.encode(user), codec.name());
            }
            assertArrayEquals(first.encodeList(UserCodecs.corners()), messages.encodeList(UserCodecs.corners()), codec.name());
        }
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void aListIsAJsonArrayOrTheListMessage(Codec<User> codec) throws IOException {
        List<User> users = UserCodecs.corners().subList(0, 2);
        byte[] list = codec.newMessageCodec().encodeList(users);
        if (codec.name().equals(ProtobufJsonCodec.NAME)) {
            // JsonFormat writes messages, not bare arrays: the list message, in the mapping.
            UserList expected = UserList.newBuilder().addUsers(UserMessages.toMessage(users.get(0)))
                    .addUsers(UserMessages.toMessage(users.get(1))).build();
            assertEquals(JsonFormat.printer().preservingProtoFieldNames().omittingInsignificantWhitespace()
                    .alwaysPrintFieldsWithNoPresence().print(expected), new String(list, StandardCharsets.UTF_8));
        } else if (codec.format() == Format.JSON) {
            String json = new String(list, StandardCharsets.UTF_8);
            assertEquals('[', json.charAt(0));
            assertEquals(']', json.charAt(json.length() - 1));
        } else {
            UserList expected = UserList.newBuilder().addUsers(UserMessages.toMessage(users.get(0)))
                    .addUsers(UserMessages.toMessage(users.get(1))).build();
            assertArrayEquals(expected.toByteArray(), list);
        }
    }

    @ParameterizedTest
    @MethodSource("codecs")
    void aMessageOfAnotherShapeIsRefused(Codec<User> codec) {
        MessageCodec<User> messages = codec.newMessageCodec();
        byte[] bad = codec.format() == Format.JSON ? "[1]".getBytes(StandardCharsets.UTF_8) : new byte[] {(byte) 0x0c};
        assertThrows(IOException.class, () -> messages.decodeList(bad), codec.name());
    }
}
