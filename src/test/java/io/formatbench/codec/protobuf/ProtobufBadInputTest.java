package io.formatbench.codec.protobuf;

import static io.formatbench.codec.BadInputAssertions.assertAccepted;
import static io.formatbench.codec.BadInputAssertions.assertRejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.Limits;
import io.formatbench.codec.Streams;
import io.formatbench.codec.UserCodecs;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.UserGenerator;
import io.formatbench.model.User;
import io.formatbench.model.UserMessages;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of bad delimited-protobuf input, through every protobuf reader and every kind of stream.
 * The bad record follows two good ones (index 2, at the byte where they end) unless the case is
 * about the start of the file.
 */
class ProtobufBadInputTest {

    private static final List<User> GOOD = users(2);
    private static final byte[] PREFIX = delimited(GOOD);
    private static final User USER = new User(3, "Ann", "a@example.com", 20, true);
    private static final byte[] BODY = UserMessages.toMessage(USER).toByteArray();

    /** A bad file: {@code bytes} after the good prefix, or the whole file when {@code atStart}. */
    record Case(String name, byte[] bytes, boolean atStart) {
        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> badCases() {
        List<Case> cases = new ArrayList<>();
        // Truncated: inside a field, between fields, inside a length prefix.
        cases.add(after("truncated inside the name field", concat(varint(BODY.length), Arrays.copyOf(BODY, 5))));
        cases.add(after("truncated between fields (after id)", concat(varint(BODY.length), Arrays.copyOf(BODY, 2))));
        cases.add(after("truncated between fields (after email)", concat(varint(BODY.length), Arrays.copyOf(BODY, BODY.length - 4))));
        cases.add(after("truncated right after the length prefix", varint(BODY.length)));
        cases.add(after("truncated inside a length prefix", bytes(0x80)));
        cases.add(after("truncated inside a 3-byte length prefix", bytes(0x80, 0x80)));
        // Length prefixes that lie or are absurd.
        cases.add(after("prefix larger than the rest of the file", concat(varint(1000), BODY)));
        cases.add(after("prefix one byte too long", concat(varint(BODY.length + 1), BODY)));
        cases.add(after("prefix just over the record size limit", concat(varint(Limits.MAX_RECORD_BYTES + 1L), BODY)));
        cases.add(after("prefix 2^31-1", concat(varint(Integer.MAX_VALUE), BODY)));
        cases.add(after("prefix 2^31", concat(varint(1L << 31), BODY)));
        cases.add(after("prefix 2^32 (parseDelimitedFrom reads 0)", concat(varint(1L << 32), BODY)));
        cases.add(after("prefix 2^32+5 (parseDelimitedFrom reads 5)", concat(varint((1L << 32) + 5), BODY)));
        cases.add(after("prefix 2^32+len (parseDelimitedFrom reads the record)", concat(varint((1L << 32) + BODY.length), BODY)));
        cases.add(after("prefix 2^63 in 10 bytes", concat(varint(Long.MIN_VALUE), BODY)));
        cases.add(after("prefix -1 in 10 bytes", concat(varint(-1), BODY)));
        cases.add(after("malformed varint: 11 bytes", concat(bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01), BODY)));
        cases.add(after("malformed varint: 11 bytes of zero value", concat(bytes(0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00), BODY)));
        // A tenth byte above 1 is past 64 bits: protobuf-java wraps it around (this one would read as the record's length).
        cases.add(after("10-byte prefix past 64 bits", concat(bytes(0x80 | BODY.length, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x02), BODY)));
        cases.add(after("over-long encoding of the length", concat(bytes(0x80 | BODY.length, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00), BODY)));
        // Zero-length and padding records (policy: rejected).
        cases.add(after("zero-length record", concat(bytes(0), frame(BODY))));
        cases.add(after("zero padding at the end", bytes(0, 0, 0, 0)));
        // The same record with its defaults spelled out (found by fuzzing: readable, but not writable back).
        cases.add(after("every field at its default, written out", frame(bytes(0x08, 0x00, 0x12, 0x00, 0x28, 0x00))));
        // Invalid wire types and tags.
        cases.add(after("wire type 6", frame(bytes(0x0E, 0x01))));
        cases.add(after("wire type 7", frame(bytes(0x0F, 0x01))));
        cases.add(after("tag 0", frame(bytes(0x00, 0x01))));
        cases.add(after("tag 0 after a valid field", frame(bytes(0x08, 0x03, 0x00))));
        cases.add(after("malformed varint field value", frame(bytes(0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01))));
        cases.add(after("end-group without start", frame(bytes(0x08, 0x03, 0x0C))));
        cases.add(after("unterminated group", frame(bytes(0x33, 0x08, 0x01))));
        cases.add(after("string length past the record", frame(bytes(0x12, 0x7F, 0x41))));
        cases.add(after("negative string length", frame(concat(bytes(0x12), varint(-1)))));
        // A message of another type; fields outside the schema (policy: rejected).
        cases.add(after("id as a string (another message type)", frame(bytes(0x0A, 0x01, 0x41))));
        cases.add(after("id as fixed64", frame(bytes(0x09, 1, 0, 0, 0, 0, 0, 0, 0))));
        cases.add(after("name as a varint", frame(bytes(0x10, 0x01))));
        cases.add(after("unknown field 6", frame(concat(BODY, bytes(0x30, 0x01)))));
        cases.add(after("unknown field 536870911", frame(concat(BODY, bytes(0xF8, 0xFF, 0xFF, 0xFF, 0x0F, 0x01)))));
        cases.add(after("an empty unknown group", frame(concat(BODY, bytes(0x33, 0x34)))));
        cases.add(after("deeply nested unknown groups", frame(concat(repeat(0x33, 100_000), repeat(0x34, 100_000)))));
        cases.add(after("deeply nested groups, unterminated", frame(repeat(0x33, 100_000))));
        // Invalid UTF-8 in a string field (protobuf-java checks proto3 strings).
        cases.add(after("name with byte FF", frame(bytes(0x12, 0x01, 0xFF))));
        cases.add(after("name overlong C0 AF", frame(bytes(0x12, 0x02, 0xC0, 0xAF))));
        cases.add(after("name overlong E0 80 AF", frame(bytes(0x12, 0x03, 0xE0, 0x80, 0xAF))));
        cases.add(after("name surrogate ED A0 80", frame(bytes(0x12, 0x03, 0xED, 0xA0, 0x80))));
        cases.add(after("email past U+10FFFF", frame(bytes(0x1A, 0x04, 0xF4, 0x90, 0x80, 0x80))));
        // Trailing garbage.
        cases.add(after("a trailing byte", bytes(0x05)));
        cases.add(after("trailing text", "garbage\n".getBytes(StandardCharsets.US_ASCII)));
        // The other format.
        cases.add(atStart("a JSON Lines file", jsonLines(users(20))));
        cases.add(atStart("a short JSON Lines file", "{}\n".getBytes(StandardCharsets.US_ASCII)));
        return cases;
    }

    static Stream<Arguments> badCasesByReaderAndStream() {
        return badCases().stream().flatMap(c -> UserCodecs.readersAndStreams(Format.PROTOBUF)
                .map(arguments -> Arguments.of(c, arguments.get()[0], arguments.get()[1])));
    }

    static Stream<Arguments> readersAndStreams() {
        return UserCodecs.readersAndStreams(Format.PROTOBUF);
    }

    @ParameterizedTest(name = "{0}: {1} via {2}")
    @MethodSource("badCasesByReaderAndStream")
    void rejectsNamingTheRecordAndWhereItStarts(Case badCase, Codec<User> reader, Streams streams) {
        if (badCase.atStart()) {
            assertRejected(reader, badCase.bytes(), streams, 0, 0);
        } else {
            assertRejected(reader, concat(PREFIX, badCase.bytes()), streams, 2, PREFIX.length);
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsARecordCutAtAnyByteEvenBetweenFields(Codec<User> reader, Streams streams) {
        // A 300-byte record has a 2-byte prefix: the cuts fall inside the prefix too.
        byte[] record = frame(UserMessages.toMessage(new User(3, "Ann".repeat(50), "a".repeat(140), 20, true)).toByteArray());
        for (int cut = 1; cut < record.length; cut++) {
            assertRejected(reader, concat(PREFIX, Arrays.copyOf(record, cut)), streams, 2, PREFIX.length);
        }
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
        io.formatbench.proto.User partial = io.formatbench.proto.User.parseDelimitedFrom(new ByteArrayInputStream(cutBetweenFields));
        assertEquals(3, partial.getId());

        byte[] pastTheEnd = concat(varint(1000), BODY);
        assertEquals(USER, UserMessages.fromMessage(io.formatbench.proto.User.parseDelimitedFrom(new ByteArrayInputStream(pastTheEnd))));

        byte[] over32Bits = concat(varint((1L << 32) + BODY.length), BODY);
        assertEquals(USER, UserMessages.fromMessage(io.formatbench.proto.User.parseDelimitedFrom(new ByteArrayInputStream(over32Bits))));

        ByteArrayInputStream zeroLength = new ByteArrayInputStream(bytes(0));
        assertEquals(io.formatbench.proto.User.getDefaultInstance(), io.formatbench.proto.User.parseDelimitedFrom(zeroLength));
        assertNull(io.formatbench.proto.User.parseDelimitedFrom(zeroLength));
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void anAbsurdPrefixFailsBeforeAllocatingTheRecord(Codec<User> reader, Streams streams) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (long prefix : new long[] {Integer.MAX_VALUE, (1L << 32) + 5, Limits.MAX_RECORD_BYTES + 1L}) {
            byte[] bytes = concat(PREFIX, varint(prefix), BODY);
            long before = threads.getCurrentThreadAllocatedBytes();

            assertRejected(reader, bytes, streams, 2, PREFIX.length);

            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertTrue(allocated < Limits.MAX_RECORD_BYTES / 2,
                    reader.name() + " via " + streams + ", prefix " + prefix + ": allocated " + allocated + " bytes");
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void acceptsARecordOfExactlyTheSizeLimitAndFieldsAtTheirDefaults(Codec<User> reader, Streams streams) throws IOException {
        // Field 2 tag (1 byte) + a 3-byte length + the string: the whole message is MAX_RECORD_BYTES.
        User limit = new User(0, "n".repeat(Limits.MAX_RECORD_BYTES - 4), "", 0, false);
        assertEquals(Limits.MAX_RECORD_BYTES, UserMessages.toMessage(limit).getSerializedSize());
        User oneField = new User(0, "", "", 0, true);
        byte[] bytes = concat(PREFIX, frame(UserMessages.toMessage(limit).toByteArray()), delimited(List.of(oneField, USER)));

        List<User> expected = new ArrayList<>(GOOD);
        expected.addAll(List.of(limit, oneField, USER));
        assertEquals(expected, assertAccepted(reader, bytes, streams));
    }

    static Stream<Codec<User>> writers() {
        return UserCodecs.of(Format.PROTOBUF).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("writers")
    void refusesToWriteAnAllDefaultRecordThatWouldBeAZeroLengthRecord(Codec<User> writer) throws IOException {
        // proto3 writes nothing for default values: the record would be a zero-length record, which
        // the readers reject. The generator never makes one (ids start at 1).
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (var records = writer.newWriter(out)) {
            records.write(USER);
            assertThrows(IllegalArgumentException.class, () -> records.write(new User(0, "", "", 0, false)));
            records.write(USER);
        }
        assertEquals(List.of(USER, USER), UserCodecs.readAll(writer, out.toByteArray(), Streams.BUFFERED));
    }

    private static Case after(String name, byte[] bytes) {
        return new Case(name, bytes, false);
    }

    private static Case atStart(String name, byte[] bytes) {
        return new Case(name, bytes, true);
    }

    static List<User> users(int count) {
        UserGenerator generator = new UserGenerator(13, 0);
        List<User> users = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            users.add(generator.next());
        }
        return users;
    }

    private static byte[] delimited(List<User> users) {
        try {
            return UserCodecs.write(Schemas.USER.primaryCodec(Format.PROTOBUF), users);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static byte[] jsonLines(List<User> users) {
        try {
            return UserCodecs.write(Schemas.USER.primaryCodec(Format.JSON), users);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static byte[] frame(byte[] body) {
        return concat(varint(body.length), body);
    }

    static byte[] varint(long value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        while ((value & ~0x7FL) != 0) {
            out.write((int) ((value & 0x7F) | 0x80));
            value >>>= 7;
        }
        out.write((int) value);
        return out.toByteArray();
    }

    static byte[] repeat(int value, int count) {
        byte[] bytes = new byte[count];
        Arrays.fill(bytes, (byte) value);
        return bytes;
    }

    static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
