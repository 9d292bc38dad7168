package io.formatbench.codec.protobuf;

import static io.formatbench.codec.BadInputAssertions.assertAccepted;
import static io.formatbench.codec.BadInputAssertions.assertRejected;
import static io.formatbench.codec.Bytes.bytes;
import static io.formatbench.codec.Bytes.concat;
import static io.formatbench.codec.Bytes.frame;
import static io.formatbench.codec.Bytes.varint;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.Limits;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.Streams;
import io.formatbench.codec.UserCodecs;
import io.formatbench.proto.records.User;
import io.formatbench.proto.records.UserMessages;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of bad delimited-protobuf input, of every schema, through every protobuf reader and
 * every kind of stream. The inputs are the schema's own records, broken ({@link ProtobufFixture}).
 * The bad record follows two good ones (index 2, at the byte where they end) unless the case is
 * about the start of the file. The tests at the end show, on the user message, what protobuf-java
 * itself does with such input.
 */
class ProtobufBadInputTest {

    private static final User USER = new User(3, "Ann", "a@example.com", 20, true);
    private static final byte[] BODY = UserMessages.toMessage(USER).toByteArray();

    static Stream<Arguments> badCasesByReaderAndStream() {
        return SchemaCodec.allWithStreams(Format.PROTOBUF).flatMap(arguments
                -> ProtobufFixture.of((SchemaCodec<?>) arguments.get()[0])
                .badCases().stream().map(c -> Arguments.of(c, arguments.get()[0], arguments.get()[1])));
    }

    static Stream<Arguments> readersAndStreams() {
        return SchemaCodec.allWithStreams(Format.PROTOBUF);
    }

    static Stream<SchemaCodec<?>> writers() {
        return SchemaCodec.all(Format.PROTOBUF);
    }

    @ParameterizedTest(name = "{0}: {1} via {2}")
    @MethodSource("badCasesByReaderAndStream")
    void rejectsNamingTheRecordAndWhereItStarts(ProtobufFixture.Case badCase, SchemaCodec<?> reader, Streams streams) {
        if (badCase.atStart()) {
            assertRejected(reader, badCase.bytes(), streams, 0, 0);
        } else {
            byte[] prefix = ProtobufFixture.of(reader).prefix;
            assertRejected(reader, concat(prefix, badCase.bytes()), streams, 2, prefix.length);
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsARecordCutAtAnyByteEvenBetweenFields(SchemaCodec<?> reader, Streams streams) {
        ProtobufFixture<?> fixture = ProtobufFixture.of(reader);
        // A record of over 300 bytes has a 2-byte prefix: the cuts fall inside the prefix too.
        byte[] record = fixture.longRecord();
        for (int cut = 1; cut < record.length; cut++) {
            assertRejected(reader, concat(fixture.prefix, Arrays.copyOf(record, cut)), streams, 2,
                    fixture.prefix.length);
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void anAbsurdPrefixFailsBeforeAllocatingTheRecord(SchemaCodec<?> reader, Streams streams) {
        ProtobufFixture<?> fixture = ProtobufFixture.of(reader);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (long prefix : new long[] {Integer.MAX_VALUE, (1L << 32) + 5, Limits.MAX_RECORD_BYTES + 1L}) {
            byte[] bytes = concat(fixture.prefix, varint(prefix), fixture.body);
            long before = threads.getCurrentThreadAllocatedBytes();

            assertRejected(reader, bytes, streams, 2, fixture.prefix.length);

            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertTrue(allocated < Limits.MAX_RECORD_BYTES / 2,
                    reader + " via " + streams + ", prefix " + prefix + ": allocated " + allocated + " bytes");
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void acceptsARecordOfExactlyTheSizeLimitAndFieldsAtTheirDefaults(SchemaCodec<?> reader,
            Streams streams) throws IOException {
        acceptsTheSizeLimit(reader, streams);
    }

    private static <T> void acceptsTheSizeLimit(SchemaCodec<T> reader, Streams streams) throws IOException {
        ProtobufFixture<T> fixture = ProtobufFixture.of(reader);
        byte[] limit = fixture.messageOfTheSizeLimit();
        byte[] oneField = fixture.messageOfOneField();
        byte[] bytes = concat(fixture.prefix, frame(limit), frame(oneField), frame(fixture.body));

        List<T> expected = new ArrayList<>(fixture.good);
        expected.addAll(List.of(fixture.recordOf(limit), fixture.recordOf(oneField), fixture.record));
        assertEquals(expected, assertAccepted(reader, bytes, streams));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void refusesToWriteAnAllDefaultRecordThatWouldBeAZeroLengthRecord(SchemaCodec<?> writer) throws IOException {
        refusesAllDefaults(writer);
    }

    private static <T> void refusesAllDefaults(SchemaCodec<T> writer) throws IOException {
        // proto3 writes nothing for default values: the record would be a zero-length record, which
        // the readers reject. The generators never make one.
        ProtobufFixture<T> fixture = ProtobufFixture.of(writer);
        if (writer.protoBinding().toMessage(fixture.allDefaults()).getSerializedSize() > 0) {
            // A schema whose message always holds a field (message's and pipeline's Timestamp) has no
            // zero-length record: its all-default record is written and read back like any other.
            assertEquals(List.of(fixture.allDefaults()), writer.read(writer.write(List.of(fixture.allDefaults())),
                    Streams.BUFFERED));
            return;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (RecordWriter<T> records = writer.codec().newWriter(out)) {
            records.write(fixture.record);
            assertThrows(IllegalArgumentException.class, () -> records.write(fixture.allDefaults()));
            records.write(fixture.record);
        }
        assertEquals(List.of(fixture.record, fixture.record), writer.read(out.toByteArray(), Streams.BUFFERED));
    }

    @Test
    void protobufJavaAcceptsAMalformedVarintOnlyWhenItsBufferHoldsEnough() throws IOException {
        // A 10-byte varint whose last byte still has its continuation bit: an 11-byte varint, cut.
        byte[] varint = bytes(0x9B, 0x9B, 0x9B, 0xFF, 0xFF, 0xFF, 0x9B, 0x9B, 0x9B, 0x9B, 0x2E);
        com.google.protobuf.CodedInputStream fromArray = com.google.protobuf.CodedInputStream.newInstance(varint);
        fromArray.readRawVarint64();
        assertEquals(10, fromArray.getTotalBytesRead(), "the fast path takes it");
        com.google.protobuf.CodedInputStream fromStream = com.google.protobuf.CodedInputStream.newInstance(
                new ByteArrayInputStream(varint));
        assertThrows(com.google.protobuf.InvalidProtocolBufferException.class, fromStream::readRawVarint64,
                "the slow path does not");
        // The strict readers parse each frame from its own bytes: the same record, the same answer,
        // whichever way the bytes arrive and whichever codec reads them.
        byte[] record = concat(bytes(0x0D, 0x08, 0x30, 0x08), Arrays.copyOf(varint, 10));
        for (Codec<User> reader : UserCodecs.of(Format.PROTOBUF)) {
            for (Streams streams : Streams.values()) {
                assertEquals(List.of(UserCodecs.readAll(reader, record, Streams.BUFFERED).get(0)),
                        UserCodecs.readAll(reader, record, streams), reader.name() + " via " + streams);
            }
        }
    }

    @Test
    void stockParseDelimitedFromAcceptsWhatTheStrictReadersReject() throws IOException {
        // Why the strict readers read each frame themselves: if protobuf-java ever starts rejecting these,
        // StrictFrameReader may parse from the stream again.
        byte[] cutBetweenFields = concat(varint(BODY.length), Arrays.copyOf(BODY, 2));
        io.formatbench.proto.User partial =
                io.formatbench.proto.User.parseDelimitedFrom(new ByteArrayInputStream(cutBetweenFields));
        assertEquals(3, partial.getId());

        byte[] pastTheEnd = concat(varint(1000), BODY);
        assertEquals(USER, UserMessages.fromMessage(
                io.formatbench.proto.User.parseDelimitedFrom(new ByteArrayInputStream(pastTheEnd))));

        byte[] over32Bits = concat(varint((1L << 32) + BODY.length), BODY);
        assertEquals(USER, UserMessages.fromMessage(
                io.formatbench.proto.User.parseDelimitedFrom(new ByteArrayInputStream(over32Bits))));

        ByteArrayInputStream zeroLength = new ByteArrayInputStream(bytes(0));
        assertEquals(io.formatbench.proto.User.getDefaultInstance(),
                io.formatbench.proto.User.parseDelimitedFrom(zeroLength));
        assertNull(io.formatbench.proto.User.parseDelimitedFrom(zeroLength));
    }
}
