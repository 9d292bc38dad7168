package io.formatbench.codec.protobuf;

import static io.formatbench.codec.Bytes.concat;
import static io.formatbench.codec.Bytes.frame;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Corners;
import io.formatbench.codec.Format;
import io.formatbench.codec.OwnObjects;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.SchemaCodecs;
import io.formatbench.codec.Streams;
import io.formatbench.codec.json.ProtobufJsonCodec;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.SmallMessage;
import io.formatbench.proto.records.SmallMessageMessages;
import io.formatbench.codec.SchemaCorners;
import com.google.protobuf.Timestamp;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The codecs built on protobuf-java on protoc's messages, their own objects, against the same codecs on
 * the schema's records, for every schema: the same bytes written; every record read as a message whose
 * generated hash and checksum are its record's (what a measured read's checksum and the full content
 * check rest on); and every bad file refused in the same words, at the same record and byte, by the
 * strict readers, the record's own refusals (an enum number the .proto does not list, a Timestamp out of
 * range) included, which the messages' generated checks make.
 */
class OwnMessagesTest {

    private static final long SEED = 5;
    private static final Set<CodecName> ON_MESSAGES = Set.of(ProtobufDelimitedCodec.NAME, ProtobufCodedCodec.NAME,
            ProtobufJsonCodec.NAME);

    static Stream<SchemaCodec<?>> codecsOnMessages() {
        return SchemaCodec.all().filter(codec -> codec.codec().ownObjects().isPresent());
    }

    static Stream<Arguments> codecsOnMessagesWithStreams() {
        return codecsOnMessages().flatMap(codec -> Stream.of(Streams.values()).map(streams -> Arguments.of(codec, streams)));
    }

    static Stream<Arguments> badCasesByReaderAndStream() {
        return SchemaCodec.allWithStreams(Format.PROTOBUF).flatMap(arguments
                -> ProtobufFixture.of((SchemaCodec<?>) arguments.get()[0])
                .badCases().stream().map(c -> Arguments.of(c, arguments.get()[0], arguments.get()[1])));
    }

    @Test
    void theCodecsOfProtobufJavaAndNoOthersWorkOnMessagesOfTheirOwn() {
        SchemaCodec.all().forEach(codec -> assertEquals(ON_MESSAGES.contains(codec.codec().name()),
                codec.codec().ownObjects().isPresent(), codec.toString()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecsOnMessages")
    void writesTheBytesTheCodecWritesOfTheRecords(SchemaCodec<?> codec) throws IOException {
        assertSameBytes(codec);
    }

    private static <T, O> void assertSameBytes(SchemaCodec<T> codec) throws IOException {
        OwnObjects<T, O> own = own(codec);
        List<T> records = records(codec);
        assertArrayEquals(codec.write(records),
                SchemaCodecs.write(own.codec(), records.stream().map(own.fromRecord()).toList()));
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("codecsOnMessagesWithStreams")
    void readsEveryRecordAsAMessageOfTheRecordsHashAndChecksum(SchemaCodec<?> codec, Streams streams)
            throws IOException {
        assertSameContent(codec, streams);
    }

    private static <T, O> void assertSameContent(SchemaCodec<T> codec, Streams streams) throws IOException {
        OwnObjects<T, O> own = own(codec);
        DatasetSchema<T> schema = codec.schema();
        List<T> records = records(codec);
        byte[] file = codec.write(records);
        for (ReadChecks checks : ReadChecks.values()) {
            List<O> messages = SchemaCodecs.readAll(own.codec(), streams.open(file), checks);
            assertEquals(records.size(), messages.size(), checks.toString());
            for (int i = 0; i < records.size(); i++) {
                String which = codec + ", " + checks + ", record " + i;
                assertEquals(schema.contentHash().applyAsLong(records.get(i)),
                        own.contentHash().applyAsLong(messages.get(i)), which);
                assertEquals(schema.checksum().applyAsLong(records.get(i)),
                        own.checksum().applyAsLong(messages.get(i)), which);
            }
        }
    }

    @ParameterizedTest(name = "{0}: {1} via {2}")
    @MethodSource("badCasesByReaderAndStream")
    void refusesEveryBadFileAsTheCodecOfRecordsDoes(ProtobufFixture.Case badCase, SchemaCodec<?> reader,
                                                    Streams streams) {
        byte[] file = badCase.atStart() ? badCase.bytes() : concat(ProtobufFixture.of(reader).prefix, badCase.bytes());
        assertSameRefusal(reader.codec(), file, streams);
    }

    /** The values a record cannot hold, which protobuf keeps: refused by the strict readers alone. */
    @Test
    void refusesWhatTheRecordCannotHoldWhenStrictAndKeepsItOtherwise() throws IOException {
        SmallMessage message = SmallMessageMessages.toMessage(SchemaCorners.messages().get(0));
        List<byte[]> files = List.of(
                frame(message.toBuilder().setMyMyStatusValue(4).build().toByteArray()),
                frame(message.toBuilder().setMyTimestamp(Timestamp.newBuilder().setSeconds(253_402_300_800L)).build()
                        .toByteArray()),
                frame(message.toBuilder().setMyTimestamp(Timestamp.newBuilder().setSeconds(1).setNanos(-1)).build()
                        .toByteArray()));
        for (Codec<io.formatbench.proto.records.SmallMessage> codec : Schemas.MESSAGE.codecs(Format.PROTOBUF)) {
            Codec<?> onMessages = codec.ownObjects().orElseThrow().codec();
            for (byte[] file : files) {
                assertSameRefusal(codec, file, Streams.BUFFERED);
                assertEquals(1, SchemaCodecs.readAll(onMessages, Streams.BUFFERED.open(file), ReadChecks.LIBRARY).size());
            }
        }
    }

    /** The strict reader on messages refuses {@code file} in the words, at the record and the byte, of the one on records. */
    private static <T> void assertSameRefusal(Codec<T> codec, byte[] file, Streams streams) {
        BadInputException onRecords = assertThrows(BadInputException.class,
                () -> SchemaCodecs.readAll(codec, streams.open(file), ReadChecks.STRICT), codec.name().toString());
        BadInputException onMessages = assertThrows(BadInputException.class,
                () -> SchemaCodecs.readAll(codec.ownObjects().orElseThrow().codec(), streams.open(file), ReadChecks.STRICT),
                codec.name().toString());
        assertEquals(onRecords.getMessage(), onMessages.getMessage(), codec.name().toString());
    }

    @SuppressWarnings("unchecked")
    private static <T, O> OwnObjects<T, O> own(SchemaCodec<T> codec) {
        return (OwnObjects<T, O>) codec.codec().ownObjects().orElseThrow();
    }

    /** The schema's corner records that the codec can carry, and some generated ones. */
    private static <T> List<T> records(SchemaCodec<T> codec) {
        List<T> records = new ArrayList<>(Corners.of(codec.schema(), codec.codec()));
        records.addAll(codec.generate(SEED, 200));
        return records;
    }
}
