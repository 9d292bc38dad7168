package io.formatbench.codec;

import io.formatbench.proto.records.MyStatus;
import static io.formatbench.codec.SchemaCodecs.assertRejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UnknownFieldSet;
import io.formatbench.codec.json.JacksonDatabindCodec;
import io.formatbench.codec.json.JacksonJsonSchemaCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.SmallMessage;
import io.formatbench.proto.records.SmallMessageMessages;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input of the message schema that the user schema cannot have: bytes, a Timestamp, an enum. Each
 * bad record follows two good ones (index 2, at the byte where they end), through every reader of
 * its format and every kind of stream. With library checks too where the record's type refuses it
 * (an enum name or number the .proto does not list, a timestamp out of range, JSON of the wrong type),
 * not only the strict policy.
 */
class MessageSchemaBadInputTest {

    private static final List<SmallMessage> GOOD = SchemaCodecs.generated(Schemas.MESSAGE, 42, 2);
    private static final String RECORD =
            "{\"my_int\":1,\"my_bool\":true,\"my_bytes\":\"SGVsbG8=\",\"my_string\":\"World\","
            + "\"my_timestamp\":\"2024-02-08T20:19:05.440174075Z\",\"my_my_status\":\"STATUS_ONE\"}";
    private static final io.formatbench.proto.SmallMessage MESSAGE = SmallMessageMessages.toMessage(
            SchemaCorners.messages().get(0));

    /** A bad record; {@code strictOnly} when the library readers leave it to the strict policy. */
    /**
     * A bad record. One whose fault is a field's {@code meaning} (well-formed JSON or protobuf bytes that
     * the record refuses) reads the same however the bytes arrive, so one kind of stream reads it; a
     * fault in the bytes themselves (cut short, not JSON, the wrong wire type) goes through every kind.
     */
    record Case(String name, Format format, byte[] record, boolean strictOnly, boolean meaning) {
        @Override
        public String toString() {
            return format.id() + ": " + name;
        }
    }

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        // Bytes that are not standard padded base64.
        json(cases, "bytes without padding", RECORD.replace("SGVsbG8=", "SGVsbG8"));
        json(cases, "bytes with a space", RECORD.replace("SGVsbG8=", "SGVs bG8="));
        json(cases, "bytes with a line break", RECORD.replace("SGVsbG8=", "SGVs\\nbG8="));
        json(cases, "bytes URL-safe", RECORD.replace("SGVsbG8=", "-_8="));
        json(cases, "bytes not canonical", RECORD.replace("SGVsbG8=", "SGVsbG9="));
        json(cases, "bytes not base64 at all", RECORD.replace("SGVsbG8=", "Hello!"));
        json(cases, "bytes as a number", RECORD.replace("\"SGVsbG8=\"", "5"));
        json(cases, "bytes as an array", RECORD.replace("\"SGVsbG8=\"", "[72,101]"));
        // Timestamps out of range or in another form.
        json(cases, "timestamp in year 0", RECORD.replace("2024-02-08T20:19:05.440174075Z", "0000-12-31T23:59:59Z"));
        json(cases, "timestamp in year 10000", RECORD.replace("2024-02-08T20:19:05.440174075Z",
                "10000-01-01T00:00:00Z"));
        json(cases, "timestamp +10000", RECORD.replace("2024-02-08T20:19:05.440174075Z", "+10000-01-01T00:00:00Z"));
        json(cases, "timestamp with one fractional digit", RECORD.replace(".440174075Z", ".4Z"));
        json(cases, "timestamp with an offset", RECORD.replace(".440174075Z", ".440+01:00"));
        json(cases, "timestamp without a zone", RECORD.replace(".440174075Z", ""));
        json(cases, "timestamp February 30", RECORD.replace("2024-02-08", "2024-02-30"));
        json(cases, "timestamp 24:00", RECORD.replace("T20:19:05", "T24:00:00"));
        json(cases, "timestamp leap second", RECORD.replace("T20:19:05", "T23:59:60"));
        json(cases, "timestamp as Go's encoding/json object", RECORD.replace("\"2024-02-08T20:19:05.440174075Z\"",
                "{\"seconds\":1707423545,\"nanos\":440174075}"));
        json(cases, "timestamp as epoch seconds", RECORD.replace("\"2024-02-08T20:19:05.440174075Z\"", "1707423545"));
        // Enums: by their .proto name, or by the number of a value they list.
        json(cases, "unknown status name", RECORD.replace("STATUS_ONE", "STATUS_FOUR"));
        json(cases, "status UNRECOGNIZED", RECORD.replace("STATUS_ONE", "UNRECOGNIZED"));
        json(cases, "status in lower case", RECORD.replace("STATUS_ONE", "status_one"));
        json(cases, "status empty", RECORD.replace("STATUS_ONE", ""));
        json(cases, "status by number in a string", RECORD.replace("\"STATUS_ONE\"", "\"1\""));
        // The other fields' types, and the record's shape.
        json(cases, "my_int past int32", RECORD.replace("\"my_int\":1", "\"my_int\":2147483648"));
        json(cases, "my_int 1.0", RECORD.replace("\"my_int\":1", "\"my_int\":1.0"));
        json(cases, "my_int \"1\"", RECORD.replace("\"my_int\":1", "\"my_int\":\"1\""));
        json(cases, "my_bool \"true\"", RECORD.replace("\"my_bool\":true", "\"my_bool\":\"true\""));
        json(cases, "my_string 42", RECORD.replace("\"World\"", "42"));
        json(cases, "unknown field", RECORD.replace("}", ",\"my_float\":1.5}"));
        cases.add(new Case("duplicate status", Format.JSON, ascii(RECORD.replace("}",
                ",\"my_my_status\":\"STATUS_TWO\"}\n")),
                true, true));

        // Protobuf: a nested Timestamp cut short, of the wrong wire type, with fields of its own.
        byte[] body = MESSAGE.toByteArray();
        int timestampTag = indexOf(body, 0x2A);
        cases.add(protobuf("truncated inside the timestamp", Arrays.copyOf(body, timestampTag + 6), false));
        cases.add(protobuf("timestamp length past the record",
                concat(Arrays.copyOf(body, timestampTag), bytes(0x2A, 0x7F, 0x08, 0x01)),
                false));
        cases.add(protobuf("timestamp as a varint", concat(Arrays.copyOf(body, timestampTag), bytes(0x28, 0x01)),
                true));
        cases.add(protobuf("timestamp seconds as a string (wrong wire type at depth)",
                message(timestamp(1, 0).toBuilder().setUnknownFields(unknownBytes(1, "A")).build()), true));
        cases.add(protobuf("timestamp nanos as fixed32", message(timestamp(1, 0).toBuilder()
                .setUnknownFields(UnknownFieldSet.newBuilder().addField(2,
                        UnknownFieldSet.Field.newBuilder().addFixed32(7)
                        .build()).build()).build()), true));
        cases.add(protobuf("unknown field 3 inside the timestamp", message(timestamp(1, 0).toBuilder()
                .setUnknownFields(UnknownFieldSet.newBuilder().addField(3,
                        UnknownFieldSet.Field.newBuilder().addVarint(1)
                        .build()).build()).build()), true));
        cases.add(protobuf("a group inside the timestamp", concat(Arrays.copyOf(body, timestampTag),
                bytes(0x2A, 0x02, 0x1B, 0x1C)),
                true));
        cases.add(protobuf("bytes as a varint", concat(bytes(0x18, 0x05), body), true));
        // A Timestamp out of its range: no record holds it, whatever the checks.
        cases.add(protobufValue("timestamp one second after 9999-12-31T23:59:59",
                message(timestamp(253_402_300_800L, 0))));
        cases.add(protobufValue("timestamp one second before 0001-01-01", message(timestamp(-62_135_596_801L, 0))));
        cases.add(protobufValue("timestamp seconds Long.MIN_VALUE", message(timestamp(Long.MIN_VALUE, 0))));
        cases.add(protobufValue("timestamp nanos 1000000000", message(timestamp(0, 1_000_000_000))));
        cases.add(protobufValue("timestamp nanos -1", message(timestamp(5, -1))));
        // An enum number the .proto does not list: proto3 keeps it (UNRECOGNIZED), the domain has no such status.
        cases.add(protobufValue("status number 4", MESSAGE.toBuilder().setMyMyStatusValue(4).build().toByteArray()));
        cases.add(protobufValue("status number -1", MESSAGE.toBuilder().setMyMyStatusValue(-1).build().toByteArray()));
        cases.add(protobuf("status number Integer.MAX_VALUE",
                MESSAGE.toBuilder().setMyMyStatusValue(Integer.MAX_VALUE).build().toByteArray(), false));
        return cases;
    }

    static Stream<Arguments> casesByReaderChecksAndStream() {
        return cases().stream().flatMap(c -> Schemas.MESSAGE.codecs(c.format()).stream()
                // protobuf-json reads by JsonFormat's rules (laxer on timestamps, base64, enums); its own tests.
                .filter(Codec::writesDatasetBytes).flatMap(reader ->
                Stream.of(ReadChecks.values()).filter(checks -> checks == ReadChecks.STRICT
                                || !c.strictOnly() && LibraryReaders.refuses(reader, c.name()))
                        .flatMap(checks -> streams(c)
                                .map(streams -> Arguments.of(c, reader.name().toString(), checks, streams, reader)))));
    }

    /** A fault of meaning through the tool's own stream; a fault of the bytes through every kind. */
    private static Stream<Streams> streams(Case badCase) {
        return badCase.meaning() ? Stream.of(Streams.BUFFERED) : Stream.of(Streams.values());
    }

    @ParameterizedTest(name = "{0}: {1} ({2}) via {3}")
    @MethodSource("casesByReaderChecksAndStream")
    void rejectsNamingTheRecordAndWhereItStarts(Case badCase, String readerName, ReadChecks checks, Streams streams,
                                                Codec<SmallMessage> reader) throws IOException {
        byte[] prefix = SchemaCodecs.write(Schemas.MESSAGE.primaryCodec(badCase.format()), GOOD);
        byte[] bytes = concat(prefix, badCase.record());
        // protobuf-java's own loops do not know where a record starts; the tool's strict reader and Jackson do.
        long offset = badCase.format() == Format.PROTOBUF && checks == ReadChecks.LIBRARY ? -1 : prefix.length;

        assertRejected(reader, bytes, streams, checks, 2, offset);
    }

    @Test
    void theErrorsNameTheFieldAndWhatIsWrong() {
        assertReason(Format.JSON, ascii(RECORD.replace("SGVsbG8=", "SGVsbG8") + "\n"), "my_bytes",
                "field 'my_bytes': 'SGVsbG8' is not base64: its length 7 is not a multiple of 4 (padded base64)");
        assertReason(Format.JSON, ascii(RECORD.replace("STATUS_ONE", "STATUS_FOUR") + "\n"), "my_my_status",
                "field 'my_my_status': 'STATUS_FOUR' is not a MyStatus (one of STATUS_UNSPECIFIED, STATUS_ONE, "
                        + "STATUS_TWO,"
                        + " STATUS_THREE)");
        assertReason(Format.JSON, ascii(RECORD.replace("2024-02-08T20:19:05.440174075Z", "0000-12-31T23:59:59Z")
                + "\n"),
                "my_timestamp", "field 'my_timestamp': '0000-12-31T23:59:59Z': year 0000 is before "
                        + "0001-01-01T00:00:00Z,"
                        + " the earliest protobuf Timestamp");
        assertReason(Format.PROTOBUF, frame(MESSAGE.toBuilder().setMyMyStatusValue(4).build().toByteArray()),
                "my_my_status",
                "field 'my_my_status': enum MyStatus has no value numbered 4 (it has STATUS_UNSPECIFIED = 0,"
                        + " STATUS_ONE = 1, STATUS_TWO = 2, STATUS_THREE = 3)");
        assertReason(Format.PROTOBUF, frame(message(timestamp(253_402_300_800L, 0))), "my_timestamp",
                "field 'my_timestamp': Timestamp seconds 253402300800 outside -62135596800 to 253402300799"
                        + " (0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z)");
        assertReason(Format.PROTOBUF, frame(message(timestamp(1,
                0).toBuilder().setUnknownFields(unknownBytes(1, "A")).build())),
                "my_timestamp", "in my_timestamp: field(s) [1] not in the schema or of the wrong wire type (a "
                        + "message of"
                        + " another type? " + UnknownFields.HINT + ")");
    }

    /** The tool's own readers give {@code reason}; databind words its own, which names the field. */
    private static void assertReason(Format format, byte[] file, String field, String reason) {
        for (Codec<SmallMessage> reader
                : Schemas.MESSAGE.codecs(format).stream().filter(Codec::writesDatasetBytes).toList()) {
            BadInputException e = assertRejected(reader, file, Streams.BUFFERED, ReadChecks.STRICT, 0, 0);
            if (reader.name().equals(JacksonDatabindCodec.NAME)) {
                assertTrue(e.reason().contains("'" + field + "'"), e.reason());
            } else if (reader.name().equals(JacksonJsonSchemaCodec.NAME)) {
                // Its JSON Schema meets the field first, by its JSON pointer.
                assertTrue(e.reason().contains("'" + field + "'") || e.reason().contains("\"/" + field), e.reason());
            } else {
                assertEquals(reason, e.reason(), reader.name().toString());
            }
        }
    }

    /**
     * What the library readers leave to the strict policy in nested messages: protobuf keeps unknown fields, as
     * specified.
     */
    @Test
    void libraryReadersKeepUnknownFieldsOfANestedTimestampAsProtobufSpecifies() throws IOException {
        byte[] file = frame(message(timestamp(7, 0).toBuilder().setUnknownFields(unknownBytes(1, "A")).build()));
        for (Codec<SmallMessage> reader : Schemas.MESSAGE.codecs(Format.PROTOBUF)) {
            List<SmallMessage> read = SchemaCodecs.readAll(reader, Streams.BUFFERED.open(file), ReadChecks.LIBRARY);
            assertEquals(Instant.ofEpochSecond(7), read.get(0).myTimestamp(), reader.name().toString());
            assertRejected(reader, file, Streams.BUFFERED, ReadChecks.STRICT, 0, 0);
        }
    }

    /** An absent Timestamp is not set, as for every field with presence: the record holds null. */
    @Test
    void aMessageWithoutItsTimestampHasNone() throws IOException {
        byte[] file = frame(MESSAGE.toBuilder().clearMyTimestamp().build().toByteArray());
        for (Codec<SmallMessage> reader : Schemas.MESSAGE.codecs(Format.PROTOBUF)) {
            assertEquals(null, SchemaCodecs.readAll(reader, file, Streams.BUFFERED).get(0).myTimestamp());
        }
    }

    /**
     * What the proto3 JSON mapping allows and the record holds, every JSON reader takes: a status by the
     * number of a value it lists, a field by its JSON name, a timestamp absent or null (not set), null bytes
     * and status (their defaults). All but jackson-json-schema, whose JSON Schema (proto/message.schema.json)
     * is a contract of its own, stricter.
     */
    @Test
    void everyReaderTakesWhatTheMappingAllows() throws IOException {
        String line = RECORD.replace("\"STATUS_ONE\"", "2").replace("\"my_int\"", "\"myInt\"")
                .replace("\"2024-02-08T20:19:05.440174075Z\"", "null");
        String absent = RECORD.replace(",\"my_timestamp\":\"2024-02-08T20:19:05.440174075Z\"", "");
        String nulls = RECORD.replace("\"SGVsbG8=\"", "null").replace("\"STATUS_ONE\"", "null");
        for (Codec<SmallMessage> reader : Schemas.MESSAGE.codecs(Format.JSON)) {
            if (reader.name().equals(JacksonJsonSchemaCodec.NAME)) {
                continue;
            }
            for (ReadChecks checks : ReadChecks.values()) {
                List<SmallMessage> read = SchemaCodecs.readAll(reader, Streams.BUFFERED.open(ascii(line + "\n" + absent
                        + "\n" + nulls + "\n")), checks);
                assertEquals(MyStatus.STATUS_TWO, read.get(0).myMyStatus(), reader.name().toString());
                assertEquals(null, read.get(0).myTimestamp(), reader.name().toString());
                assertEquals(null, read.get(1).myTimestamp(), reader.name().toString());
                assertEquals(MyStatus.STATUS_UNSPECIFIED, read.get(2).myMyStatus(), reader.name().toString());
                assertEquals(io.formatbench.model.Bytes.EMPTY, read.get(2).myBytes(), reader.name().toString());
            }
        }
    }

    private static Timestamp timestamp(long seconds, int nanos) {
        return Timestamp.newBuilder().setSeconds(seconds).setNanos(nanos).build();
    }

    private static byte[] message(Timestamp timestamp) {
        return MESSAGE.toBuilder().setMyTimestamp(timestamp).build().toByteArray();
    }

    private static UnknownFieldSet unknownBytes(int number, String value) {
        return UnknownFieldSet.newBuilder().addField(number, UnknownFieldSet.Field.newBuilder()
                .addLengthDelimited(ByteString.copyFromUtf8(value)).build()).build();
    }

    /** Well-formed JSON whose fault is a field's meaning. */
    private static void json(List<Case> cases, String name, String line) {
        cases.add(new Case(name, Format.JSON, ascii(line + "\n"), false, true));
    }

    private static Case protobuf(String name, byte[] body, boolean strictOnly) {
        return new Case(name, Format.PROTOBUF, frame(body), strictOnly, false);
    }

    /** Well-formed protobuf bytes of a value no record holds, whatever the checks. */
    private static Case protobufValue(String name, byte[] body) {
        return new Case(name, Format.PROTOBUF, frame(body), false, true);
    }

    static byte[] frame(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        long length = body.length;
        while (length >= 0x80) {
            out.write((int) (length & 0x7F) | 0x80);
            length >>>= 7;
        }
        out.write((int) length);
        out.writeBytes(body);
        return out.toByteArray();
    }

    static int indexOf(byte[] bytes, int value) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == (byte) value) {
                return i;
            }
        }
        throw new AssertionError(value + " not found");
    }

    static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
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
