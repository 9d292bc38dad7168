package io.formatbench.codec;

import static io.formatbench.codec.Bytes.bytes;
import static io.formatbench.codec.Bytes.utf8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.json.JacksonJsonSchemaCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.Event;
import io.formatbench.proto.records.EventMessages;
import java.io.IOException;
import java.util.HexFormat;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What is particular to the event schema: the proto3 JSON mapping of its int64, uint32 and double
 * fields, exactly, and uint32 values above 2^31 in both formats. What every schema does is tested
 * over all of them (RoundTripTest, the bad-input tests).
 */
class EventCodecsTest {

    private static final Event EVENT = new Event("click", "2025-03-01T12:00:00.125Z", "acct-10042",
            "6f1c8a6e-2d7b-4c49-9a61-0c6b5f4e2a10", "", "jp.co.ニュース.app", "app", "JP", "banner",
            "délai \"dépassé\"\n", "", "2001:db8::7", "ja", "17.4.1", "", "Mozilla/5.0", "4.2.0",
            -9223372036854775808L, 4294967295L, 2147483648L, 440, 0, 1179, -0.0, 4.9E-324, 1.0 / 3);
    private static final String LINE = "{\"event\":\"click\",\"event_time\":\"2025-03-01T12:00:00.125Z\","
            + "\"account_id\":\"acct-10042\",\"auction_id\":\"6f1c8a6e-2d7b-4c49-9a61-0c6b5f4e2a10\","
                    + "\"bid_request_id\":\"\","
            + "\"bundle\":\"jp.co.ニュース.app\",\"context\":\"app\",\"country_code\":\"JP\",\"creative_type\":\"banner\","
            + "\"error\":\"délai \\\"dépassé\\\"\\n\",\"impression_id\":\"\",\"ip\":\"2001:db8::7\",\"lang\":\"ja\","
            + "\"os_version\":\"17.4.1\",\"uid\":\"\",\"user_agent\":\"Mozilla/5.0\",\"version\":\"4.2.0\","
            + "\"auid\":\"-9223372036854775808\",\"impression\":4294967295,\"line_item_id\":2147483648,\"mcc\":440,"
            + "\"screen_height\":0,\"screen_width\":1179,\"cpm\":-0.0,\"rtt\":4.9E-324,\"sample_rate\":"
                    + "0.3333333333333333}";

    static Stream<SchemaCodec<?>> jsonCodecs() {
        return SchemaCodec.all(Format.JSON).filter(codec -> codec.schema() == Schemas.EVENT);
    }

    static Stream<SchemaCodec<?>> protobufCodecs() {
        return SchemaCodec.of(Schemas.EVENT).filter(codec -> codec.format() == Format.PROTOBUF);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("jsonCodecs")
    void aLineIsTheProto3JsonMappingWithTheProtoFieldNamesInOrder(SchemaCodec<?> codec) throws IOException {
        SchemaCodec<Event> writer = event(codec);

        assertEquals(LINE + "\n" + LINE + "\n", new String(writer.write(List.of(EVENT, EVENT)),
                java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(List.of(EVENT), writer.read(utf8(LINE + "\n"), Streams.TRICKLE));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("protobufCodecs")
    void aUint32AboveTwoToThe31IsItsUnsignedVarintOnTheWire(SchemaCodec<?> codec) throws IOException {
        SchemaCodec<Event> writer = event(codec);
        byte[] message = EventMessages.toMessage(EVENT).toByteArray();

        // impression (field 19) = 4294967295: tag 0x98 0x01, then the five bytes of 2^32-1; line_item_id 2^31.
        String hex = HexFormat.of().formatHex(message);
        assertTrue(hex.contains("9801ffffffff0f"), hex);
        assertTrue(hex.contains("a00180808080" + "08"), hex);
        assertEquals(List.of(EVENT), writer.read(writer.write(List.of(EVENT)), Streams.TRICKLE));
        assertEquals(-1, EventMessages.toMessage(EVENT).getImpression(), "protobuf-java's int holds the bits");
    }

    static Stream<Arguments> acceptedValues() {
        return jsonCodecs().flatMap(codec -> Stream.of(
                Arguments.of(codec, "\"auid\":\"-9223372036854775808\"", "\"auid\":\"9223372036854775807\"",
                        with(b -> b.setAuid(Long.MAX_VALUE))),
                Arguments.of(codec, "\"auid\":\"-9223372036854775808\"", "\"auid\":\"0\"", with(b -> b.setAuid(0))),
                Arguments.of(codec, "\"impression\":4294967295", "\"impression\":0", with(b -> b.setImpression(0))),
                Arguments.of(codec, "\"cpm\":-0.0", "\"cpm\":1", with(b -> b.setCpm(1.0))),
                // Through a tree, the integer -0 is the IntNode 0: the validating reader reads 0.0.
                Arguments.of(codec, "\"cpm\":-0.0", "\"cpm\":-0", with(b -> b.setCpm(
                        codec.codec().name().equals(JacksonJsonSchemaCodec.NAME) ? 0.0 : -0.0))),
                Arguments.of(codec, "\"cpm\":-0.0", "\"cpm\":0", with(b -> b.setCpm(0.0))),
                Arguments.of(codec, "\"cpm\":-0.0", "\"cpm\":1e-400", with(b -> b.setCpm(0.0))),
                Arguments.of(codec, "\"cpm\":-0.0", "\"cpm\":1.7976931348623157E308",
                        with(b -> b.setCpm(Double.MAX_VALUE))),
                Arguments.of(codec, "\"cpm\":-0.0", "\"cpm\":12345678901234567890",
                        with(b -> b.setCpm(12345678901234567890.0))),
                Arguments.of(codec, "\"cpm\":-0.0", "\"cpm\":0.1000000000000000055511151231257827",
                        with(b -> b.setCpm(0.1))),
                Arguments.of(codec, "\"cpm\":-0.0", "\"cpm\":2.5e+3", with(b -> b.setCpm(2500.0)))));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("acceptedValues")
    void everyJsonReaderReadsTheMappingsValuesAlike(SchemaCodec<?> codec, String written, String other, Event expected)
            throws IOException {
        assertTrue(LINE.contains(written), written);

        assertEquals(List.of(expected), event(codec).read(utf8(LINE.replace(written, other) + "\n"), Streams.BUFFERED));
    }

    static Stream<Arguments> refusedValues() {
        // Beyond the range cases of every schema (JsonFixture): an int64 is only the text Long.toString writes.
        return jsonCodecs().flatMap(codec -> Stream.of("+1", "01", "00", "-0", " 1", "1 ", "1.0", "1e3", "１", "-")
                .map(text -> Arguments.of(codec, "\"" + text + "\"")));
    }

    @ParameterizedTest(name = "{0}: auid {1}")
    @MethodSource("refusedValues")
    void anInt64IsOnlyTheTextLongToStringWrites(SchemaCodec<?> codec, String value) {
        byte[] line = utf8(LINE.replace("\"auid\":\"-9223372036854775808\"", "\"auid\":" + value) + "\n");

        BadInputException e = BadInputAssertions.assertRejected(codec, line, Streams.BUFFERED, 0, 0);
        // The validating reader meets the JSON Schema's pattern for auid first.
        String expected = codec.codec().name().equals(JacksonJsonSchemaCodec.NAME)
                ? "breaks schemas/event.schema.json at JSON pointer \"/auid\""
                : "field 'auid' must be an int64 as a decimal string";
        assertTrue(e.reason().startsWith(expected), e.reason());
    }

    @Test
    void theRecordHoldsOnlyUint32ValuesInItsUint32Fields() {
        for (long value : new long[] {-1, 1L << 32, Long.MAX_VALUE, Long.MIN_VALUE}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> withImpression(value));
            assertEquals("field 'impression': " + value + " is not a uint32 (0 to 4294967295)", e.getMessage());
        }
        // A string without presence given as null is its default, as proto3 reads a field not set.
        assertEquals("", new Event(null, "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", 0, 0, 0, 0, 0, 0,
                0, 0, 0).event());
    }

    @Test
    void bothProtobufWritersAndBothJsonWritersWriteTheCornersAlike() {
        for (Format format : Format.all()) {
            List<SchemaCodec<Event>> writers = SchemaCodec.primary(Schemas.EVENT, format).sameFormat();
            assertArrayEquals(writers.get(0).write(EventCorners.all()), writers.get(1).write(EventCorners.all()),
                    format.id());
        }
        assertArrayEquals(bytes(), SchemaCodec.primary(Schemas.EVENT, Format.PROTOBUF).write(List.of()));
    }

    /** The event with a change made to its message. */
    private static Event with(UnaryOperator<io.formatbench.proto.Event.Builder> change) {
        try {
            return EventMessages.fromMessage(change.apply(EventMessages.toMessage(EVENT).toBuilder()).build());
        } catch (io.formatbench.codec.InvalidRecordException e) {
            throw new AssertionError(e);
        }
    }

    private static Event withImpression(long impression) {
        Event e = EVENT;
        return new Event(e.event(), e.eventTime(), e.accountId(), e.auctionId(), e.bidRequestId(), e.bundle(),
                e.context(),
                e.countryCode(), e.creativeType(), e.error(), e.impressionId(), e.ip(), e.lang(), e.osVersion(),
                        e.uid(),
                e.userAgent(), e.version(), e.auid(), impression, e.lineItemId(), e.mcc(), e.screenHeight(),
                        e.screenWidth(),
                e.cpm(), e.rtt(), e.sampleRate());
    }

    @SuppressWarnings("unchecked")
    private static SchemaCodec<Event> event(SchemaCodec<?> codec) {
        return (SchemaCodec<Event>) codec;
    }
}
