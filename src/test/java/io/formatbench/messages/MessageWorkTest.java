package io.formatbench.messages;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.OwnObjects;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.protobuf.ProtoBinding;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.User;
import io.formatbench.proto.records.UserDigest;
import io.formatbench.results.MessageSize;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What JMH's measured calls do, with every codec of every schema and every batch size, and that a
 * broken codec cannot pass.
 */
class MessageWorkTest {

    static Stream<Arguments> codecsAndBatches() {
        return SchemaCodec.all().flatMap(codec -> MessageInputs.BATCHES.stream().map(b -> Arguments.of(codec, b)));
    }

    static Stream<DatasetSchema<?>> schemas() {
        return Schemas.all().stream();
    }

    @ParameterizedTest(name = "{0}, batch {1}")
    @MethodSource("codecsAndBatches")
    void encodeAndDecodeDoTheCodecsWorkAndCheckIt(SchemaCodec<?> codec, int batch) throws IOException {
        encodeAndDecode(codec, batch);
    }

    /** On the codec's own objects where it has them (protoc's messages), which encode to the records' bytes. */
    @SuppressWarnings("unchecked")
    private static <T, O> void encodeAndDecode(SchemaCodec<T> codec, int batch) throws IOException {
        MessageWork<O> work = (MessageWork<O>) MessageWork.of(codec.schema(), codec.codec(), batch);
        OwnObjects<T, O> objects = (OwnObjects<T, O>) codec.schema().objectsOf(codec.codec());
        List<T> records = MessageInputs.forBatch(codec.schema(), batch);
        List<O> inputs = records.stream().map(objects.fromRecord()).toList();
        MessageCodec<O> reference = objects.codec().newMessageCodec();
        MessageCodec<T> ofRecords = codec.codec().newMessageCodec();

        byte[] expected = batch == 1 ? reference.encode(inputs.get(0)) : reference.encodeList(inputs);
        assertArrayEquals(batch == 1 ? ofRecords.encode(records.get(0)) : ofRecords.encodeList(records), expected,
                codec.toString());
        // Twice: the second call runs on the state the first left behind.
        for (int call = 0; call < 2; call++) {
            assertArrayEquals(expected, work.encode(), codec.toString());
            assertEquals(batch == 1 ? inputs.get(0) : inputs, work.decode(), codec.toString());
        }
        assertArrayEquals(expected, work.message());
    }

    @ParameterizedTest(name = "{0}, batch {1}")
    @MethodSource("codecsAndBatches")
    void aDecodeThatDropsAFieldFailsTheCheck(SchemaCodec<?> codec, int batch) throws IOException {
        dropsAField(codec, batch);
    }

    private static <T> void dropsAField(SchemaCodec<T> codec, int batch) throws IOException {
        // Wrong only from the second decode on, as a codec broken by the JIT or by a cache would be.
        MessageCodec<T> broken = new Breaking<>(codec.codec().newMessageCodec(), dropLastField(codec.protoBinding()));
        MessageWork<T> work = new MessageWork<>("broken " + codec, broken, codec.schema().checksum(),
                MessageInputs.forBatch(codec.schema(), batch), batch == 1);

        MessageCheckException failure = assertThrows(MessageCheckException.class, work::decode);
        assertTrue(failure.getMessage().startsWith("broken " + codec + ": decode gave other records"),
                failure.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void inputsComeFromTheSeededDatasetAndTheEmptyRecordIsTheEmptyMessage(DatasetSchema<?> schema) throws IOException {
        inputs(schema);
    }

    private static <T> void inputs(DatasetSchema<T> schema) throws IOException {
        List<T> hundred = MessageInputs.records(schema, 100);
        assertEquals(SchemaCodec.generate(schema, io.formatbench.Defaults.SEED, 100), hundred);
        assertEquals(hundred.subList(0, 10), MessageInputs.records(schema, 10));
        assertTrue(hundred.contains(MessageInputs.typical(schema)));
        SchemaCodec<T> protobuf = new SchemaCodec<>(schema, schema.primaryCodec(Format.PROTOBUF));
        // Every field at its default, a Timestamp not set among them: no bytes at all.
        assertEquals(0, protobuf.protoBinding().toMessage(MessageInputs.empty(schema)).getSerializedSize());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void sizesAreTheMessagesAloneAndTheEmptyProtobufMessageIsEmpty(DatasetSchema<?> schema) throws IOException {
        sizes(schema);
    }

    private static <T> void sizes(DatasetSchema<T> schema) throws IOException {
        List<MessageSize> sizes = MessageSizes.of(schema);
        assertEquals(2 * Format.all().size(), sizes.size());
        T typical = MessageInputs.typical(schema);
        // The sizes of each format's dataset bytes; protobuf-json's messages, in protobuf's JSON mapping, are its own.
        for (Codec<T> codec : schema.codecs().stream().filter(Codec::writesDatasetBytes).toList()) {
            MessageCodec<T> messages = codec.newMessageCodec();
            assertEquals(messages.encode(typical).length, size(sizes, codec.format(), MessageSize.TYPICAL),
                    codec.name().toString());
            assertEquals(messages.encode(MessageInputs.empty(schema)).length,
                    size(sizes, codec.format(), MessageSize.EMPTY), codec.name().toString());
        }
        assertEquals(0, size(sizes, Format.PROTOBUF, MessageSize.EMPTY));
    }

    @Test
    void theEmptyUserIsEveryFieldAtItsDefault() throws IOException {
        assertEquals(1, MessageInputs.records(Schemas.USER, 1).get(0).id());
        assertEquals(new User(0, "", "", 0, false), MessageInputs.empty(Schemas.USER));
        assertEquals("{\"id\":0,\"name\":\"\",\"email\":\"\",\"age\":0,\"active\":false}".length(),
                size(MessageSizes.of(Schemas.USER), Format.JSON, MessageSize.EMPTY));
    }

    @Test
    void aCodecThatDoesNotRoundTripIsRefusedBeforeAnyTiming() {
        Breaking<User> lossy = new Breaking<>(Schemas.USER.primaryCodec(Format.JSON).newMessageCodec(),
                user -> new User(user.id(), user.name(), user.email(), 0, user.active()));
        lossy.breakNow();
        assertThrows(MessageCheckException.class, () -> new MessageWork<>("lossy", lossy, UserDigest::checksum,
                MessageInputs.records(Schemas.USER, 10), false));
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
        return sizes.stream().filter(s -> s.format() == format
                && s.record().equals(record)).findFirst().orElseThrow().bytes();
    }

    /** The record with its last field that holds a value cleared: a field silently dropped. */
    private static <T, M extends Message> UnaryOperator<T> dropLastField(ProtoBinding<T, M> binding) {
        return record -> {
            M message = binding.toMessage(record);
            List<FieldDescriptor> set = new ArrayList<>(message.getAllFields().keySet());
            @SuppressWarnings("unchecked")
            M dropped = (M) message.toBuilder().clearField(set.get(set.size() - 1)).build();
            try {
                return binding.fromMessage(dropped);
            } catch (io.formatbench.codec.InvalidRecordException e) {
                throw new java.io.UncheckedIOException(e);
            }
        };
    }

    /** A codec that, once broken, decodes every record through {@code breakRecord}. */
    private static final class Breaking<T> implements MessageCodec<T> {
        private final MessageCodec<T> codec;
        private final UnaryOperator<T> breakRecord;
        private int decodes;
        private boolean broken;

        Breaking(MessageCodec<T> codec, UnaryOperator<T> breakRecord) {
            this.codec = codec;
            this.breakRecord = breakRecord;
        }

        void breakNow() {
            broken = true;
        }

        @Override
        public byte[] encode(T record) throws IOException {
            return codec.encode(record);
        }

        @Override
        public T decode(byte[] message) throws IOException {
            called();
            return broken(codec.decode(message));
        }

        @Override
        public byte[] encodeList(List<T> records) throws IOException {
            return codec.encodeList(records);
        }

        @Override
        public List<T> decodeList(byte[] message) throws IOException {
            called();
            List<T> records = new ArrayList<>();
            for (T record : codec.decodeList(message)) {
                records.add(broken(record));
            }
            return records;
        }

        private void called() {
            if (decodes++ > 0) {
                broken = true;
            }
        }

        private T broken(T record) {
            return broken ? breakRecord.apply(record) : record;
        }
    }
}
