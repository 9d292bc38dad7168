package io.formatbench.messages;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.SchemaCorners;
import io.formatbench.codec.UserCodecs;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.model.User;
import io.formatbench.model.UserDigest;
import io.formatbench.results.MessageSize;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** What JMH's measured calls do, with every codec and batch size, and that a broken codec cannot pass. */
class MessageWorkTest {

    static Stream<Arguments> codecsAndBatches() {
        return UserCodecs.all().stream().flatMap(codec -> MessageInputs.BATCHES.stream().map(b -> Arguments.of(codec, b)));
    }

    static Stream<Arguments> schemasCodecsAndBatches() {
        return Schemas.all().stream().flatMap(schema -> schema.codecs().stream().flatMap(codec -> MessageInputs.BATCHES.stream()
                .map(b -> Arguments.of(schema.name() + " " + codec.name() + " x" + b, schema, codec, b))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemasCodecsAndBatches")
    <T> void encodeAndDecodeDoTheCodecsWorkAndCheckIt(String name, DatasetSchema<T> schema, Codec<T> codec, int batch)
            throws IOException {
        MessageWork<T> work = MessageWork.of(schema, codec.name(), batch);
        List<T> inputs = MessageInputs.forBatch(schema, batch);
        MessageCodec<T> reference = codec.newMessageCodec();

        byte[] expected = batch == 1 ? reference.encode(inputs.get(0)) : reference.encodeList(inputs);
        // Twice: the second call runs on the state the first left behind.
        for (int call = 0; call < 2; call++) {
            assertArrayEquals(expected, work.encode(), codec.name());
            assertEquals(batch == 1 ? inputs.get(0) : inputs, work.decode(), codec.name());
        }
        assertArrayEquals(expected, work.message());
    }

    @ParameterizedTest
    @MethodSource("codecsAndBatches")
    void aDecodeThatDropsAFieldFailsTheCheck(Codec<User> codec, int batch) throws IOException {
        // Wrong only from the second decode on, as a codec broken by the JIT or by a cache would be.
        MessageCodec<User> broken = new Breaking(codec.newMessageCodec());
        MessageWork<User> work = new MessageWork<>("broken " + codec.name(), broken, UserDigest::checksum,
                MessageInputs.forBatch(Schemas.USER, batch), batch == 1);

        MessageCheckException failure = assertThrows(MessageCheckException.class, work::decode);
        assertTrue(failure.getMessage().startsWith("broken " + codec.name() + ": decode gave other records"),
                failure.getMessage());
    }

    @Test
    void aCodecThatDoesNotRoundTripIsRefusedBeforeAnyTiming() {
        MessageCodec<User> lossy = new Breaking(Schemas.USER.primaryCodec(Format.JSON).newMessageCodec());
        ((Breaking) lossy).breakNow();
        assertThrows(MessageCheckException.class, () -> new MessageWork<>("lossy", lossy, UserDigest::checksum,
                MessageInputs.records(Schemas.USER, 10), false));
    }

    @Test
    void inputsComeFromTheSeededDataset() throws IOException {
        List<User> hundred = MessageInputs.records(Schemas.USER, 100);
        assertEquals(hundred.subList(0, 10), MessageInputs.records(Schemas.USER, 10));
        assertEquals(1, hundred.get(0).id());
        assertTrue(hundred.contains(MessageInputs.typical(Schemas.USER)));
        assertEquals(new User(0, "", "", 0, false), MessageInputs.empty(Schemas.USER));
    }

    @Test
    void sizesAreTheMessagesAloneAndTheEmptyProtobufMessageIsEmpty() throws IOException {
        List<MessageSize> sizes = MessageSizes.of(Schemas.USER);
        assertEquals(4, sizes.size());
        User typical = MessageInputs.typical(Schemas.USER);
        for (Codec<User> codec : UserCodecs.all()) {
            MessageCodec<User> messages = codec.newMessageCodec();
            assertEquals(messages.encode(typical).length, size(sizes, codec.format(), MessageSize.TYPICAL), codec.name());
            assertEquals(messages.encode(MessageInputs.empty(Schemas.USER)).length,
                    size(sizes, codec.format(), MessageSize.EMPTY), codec.name());
        }
        assertEquals(0, size(sizes, Format.PROTOBUF, MessageSize.EMPTY));
        assertEquals("{\"id\":0,\"name\":\"\",\"email\":\"\",\"age\":0,\"active\":false}".length(),
                size(sizes, Format.JSON, MessageSize.EMPTY));
    }

    /** A message or pipeline record always has its timestamp: its empty record is a 2-byte message, not an empty one. */
    @Test
    void theEmptyRecordOfASchemaWithATimestampKeepsItsTimestamp() throws IOException {
        assertEquals(SchemaCorners.messages().get(1), MessageInputs.empty(Schemas.MESSAGE));
        assertEquals(SchemaCorners.pipelines().get(1), MessageInputs.empty(Schemas.PIPELINE));
        assertEquals(2, size(MessageSizes.of(Schemas.MESSAGE), Format.PROTOBUF, MessageSize.EMPTY));
        assertEquals(2, size(MessageSizes.of(Schemas.PIPELINE), Format.PROTOBUF, MessageSize.EMPTY));
    }

    @Test
    void threadCountsDoubleUpToTheMaximum() {
        assertEquals(List.of(1), MessageSettings.threadCounts(1));
        assertEquals(List.of(1, 2), MessageSettings.threadCounts(2));
        assertEquals(List.of(1, 2, 3), MessageSettings.threadCounts(3));
        assertEquals(List.of(1, 2, 4, 8, 12), MessageSettings.threadCounts(12));
        assertThrows(IllegalArgumentException.class, () -> MessageSettings.threadCounts(0));
    }

    private static long size(List<MessageSize> sizes, Format format, String record) {
        return sizes.stream().filter(s -> s.format() == format && s.record().equals(record)).findFirst().orElseThrow().bytes();
    }

    /** A codec that, once broken, decodes every record without its age: a field silently dropped. */
    private static final class Breaking implements MessageCodec<User> {
        private final MessageCodec<User> codec;
        private int decodes;
        private boolean broken;

        Breaking(MessageCodec<User> codec) {
            this.codec = codec;
        }

        void breakNow() {
            broken = true;
        }

        @Override
        public byte[] encode(User record) throws IOException {
            return codec.encode(record);
        }

        @Override
        public User decode(byte[] message) throws IOException {
            called();
            return dropAge(codec.decode(message));
        }

        @Override
        public byte[] encodeList(List<User> records) throws IOException {
            return codec.encodeList(records);
        }

        @Override
        public List<User> decodeList(byte[] message) throws IOException {
            called();
            List<User> users = new ArrayList<>();
            for (User user : codec.decodeList(message)) {
                users.add(dropAge(user));
            }
            return users;
        }

        private void called() {
            if (decodes++ > 0) {
                broken = true;
            }
        }

        private User dropAge(User user) {
            return broken ? new User(user.id(), user.name(), user.email(), 0, user.active()) : user;
        }
    }
}
