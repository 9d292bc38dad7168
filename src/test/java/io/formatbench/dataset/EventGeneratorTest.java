package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.model.ContentDigest;
import io.formatbench.proto.records.Event;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The events of the generator: realistic, with every corner of every number type, and the same on every machine. */
class EventGeneratorTest {

    private static final int RECORDS = 2000;
    private static final List<Event> EVENTS = SchemaCodec.generate(Schemas.EVENT, 42, RECORDS);

    private static final List<ToLongFunction<Event>> UINT32S = List.of(Event::impression, Event::lineItemId, Event::mcc,
            Event::screenHeight, Event::screenWidth);
    private static final List<ToDoubleFunction<Event>> DOUBLES = List.of(Event::cpm, Event::rtt, Event::sampleRate);
    private static final List<Function<Event, String>> STRINGS = List.of(Event::event, Event::eventTime,
            Event::accountId,
            Event::auctionId, Event::bidRequestId, Event::bundle, Event::context, Event::countryCode,
                    Event::creativeType,
            Event::error, Event::impressionId, Event::ip, Event::lang, Event::osVersion, Event::uid, Event::userAgent,
            Event::version);

    @Test
    void theEventsOfSeed42AreTheOnesOfEveryOtherMachine() {
        // Pinned: a deliberate change to the generator or the encoding changes these, and must bump the schema version.
        String first = new String(SchemaCodec.primary(Schemas.EVENT, Format.JSON).write(EVENTS.subList(0, 1)),
                StandardCharsets.UTF_8);
        assertEquals(GOLDEN_FIRST_EVENT + "\n", first);
        ContentDigest digest = SeededRecords.generate(Schemas.EVENT, 42, 100, event -> { });
        assertEquals(GOLDEN_DIGEST_100, Manifest.digestLabel(digest.hex()));
    }

    @Test
    void everyNumberTypeReachesItsCornersAndNoDoubleIsNaNOrInfinite() {
        for (ToLongFunction<Event> field : UINT32S) {
            Set<Long> values = EVENTS.stream().map(field::applyAsLong).collect(Collectors.toSet());
            assertTrue(values.contains(0L) && values.contains(0xFFFF_FFFFL), "uint32 0 and 2^32-1");
            assertTrue(values.stream().allMatch(value -> value >= 0 && value <= 0xFFFF_FFFFL));
        }
        assertTrue(EVENTS.stream().anyMatch(event -> event.lineItemId() > Integer.MAX_VALUE), "line items above 2^31");
        Set<Long> auids = EVENTS.stream().map(Event::auid).collect(Collectors.toSet());
        assertTrue(auids.contains(Long.MIN_VALUE) && auids.contains(Long.MAX_VALUE), "int64 min and max");
        assertTrue(auids.stream().anyMatch(auid -> auid < 0 && auid > Long.MIN_VALUE), "negative ids");
        Set<Long> doubleBits = EVENTS.stream().flatMap(event -> DOUBLES.stream().map(field
                -> field.applyAsDouble(event)))
                .map(Double::doubleToRawLongBits).collect(Collectors.toSet());
        for (double corner : new double[] {Double.MIN_VALUE, Double.MAX_VALUE, 0.0}) {
            assertTrue(doubleBits.contains(Double.doubleToRawLongBits(corner)), "a double " + corner);
        }
        assertTrue(doubleBits.stream().map(Double::longBitsToDouble).allMatch(Double::isFinite));
        assertTrue(EVENTS.stream().anyMatch(event -> event.cpm() > 0 && event.cpm() == Math.rint(event.cpm())),
                "whole prices");
        assertTrue(EVENTS.stream().anyMatch(event -> event.cpm() != Math.rint(event.cpm())), "prices with cents");
        assertTrue(EVENTS.stream().anyMatch(event -> Double.toString(event.rtt()).length() > 15),
                "doubles of every digit");
    }

    @Test
    void valuesAreRealistic() {
        assertEquals(Set.of("impression", "bid", "win", "loss", "click", "view", "error"), values(Event::event));
        assertEquals(Set.of("app", "web", "ctv", "dooh"), values(Event::context));
        Instant start = Instant.parse("2025-03-01T00:00:00Z");
        for (int i = 0; i < EVENTS.size(); i++) {
            Event event = EVENTS.get(i);
            assertTrue(event.eventTime().matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z"),
                    event.eventTime());
            long millis = Instant.parse(event.eventTime()).toEpochMilli() - start.toEpochMilli();
            assertTrue(millis >= 40L * i && millis < 40L * i + 2000, "event " + i + " at " + event.eventTime());
            assertTrue(event.auctionId().matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"),
                    event.auctionId());
            assertTrue(event.countryCode().matches("[A-Z]{2}|"), event.countryCode());
            assertTrue(event.ip().matches("\\d{1,3}(\\.\\d{1,3}){3}") || event.ip().matches("[0-9a-f:]{2,39}")
                    && event.ip().contains(":"),
                    event.ip());
            assertTrue(event.impressionId().isEmpty() == Set.of("bid", "loss", "error").contains(event.event()),
                    event.toString());
            assertTrue(event.event().equals("error") ? !event.error().isEmpty() : true, event.toString());
        }
        assertTrue(count(event -> event.ip().contains(":")) > RECORDS / 10, "IPv6 addresses");
        assertTrue(count(event -> event.ip().contains(".")) > RECORDS / 2, "IPv4 addresses");
        assertTrue(count(event -> event.ip().contains("::")) > 0, "compressed IPv6 addresses");
        assertTrue(count(event -> event.error().isEmpty()) > RECORDS * 8 / 10, "mostly no error");
        assertTrue(count(event -> event.error().contains("\n")) > 0, "errors over several lines");
        assertTrue(count(event -> nonAscii(event.error())) > 0, "errors in other languages");
        assertTrue(count(event -> nonAscii(event.bundle())) > RECORDS / 50, "bundle names with non-ASCII letters");
        for (Function<Event, String> field : List.of((Function<Event, String>) Event::uid, Event::bidRequestId,
                Event::countryCode,
                Event::lang, Event::userAgent, Event::osVersion)) {
            long empty = count(event -> field.apply(event).isEmpty());
            assertTrue(empty > 0 && empty < RECORDS / 2, empty + " empty");
        }
        assertTrue(values(Event::accountId).size() > 100, "many accounts");
        assertTrue(values(Event::userAgent).size() > 10, "many user agents");
    }

    @Test
    void recordSizesAreSkewed() {
        int[] lengths = EVENTS.stream().mapToInt(event -> STRINGS.stream().mapToInt(field
                -> field.apply(event).length()).sum())
                .sorted().toArray();
        int median = lengths[lengths.length / 2];
        assertTrue(lengths[lengths.length - 1] > 3 * median, Arrays.toString(Arrays.copyOfRange(lengths,
                lengths.length - 5, lengths.length))
                + " against a median of " + median);
        assertTrue(lengths[0] < median * 3 / 4, lengths[0] + " against a median of " + median);
    }

    @Test
    void aShardsEventsContinueTheTimesOfTheShardsBefore() {
        Event later = Schemas.EVENT.generator().create(42, 1_000_000).next();
        long millis = Instant.parse(later.eventTime()).toEpochMilli() - Instant.parse("2025-03-01T00:00:00Z")
                .toEpochMilli();
        assertTrue(millis >= 40_000_000 && millis < 40_002_000, later.eventTime());
        assertFalse(later.equals(EVENTS.get(0)));
    }

    static final String GOLDEN_FIRST_EVENT =
            "{\"event\":\"impression\",\"event_time\":\"2025-03-01T00:00:00.781Z\",\"account_id\":\"acct-10937\""
            + ",\"auction_id\":\"ccf635ee-9e9e-4fa4-9705-b8770b3d7dd5\""
            + ",\"bid_request_id\":\"3474724a-775b-49bf-be34-8a0e451650be\",\"bundle\":\"com.zhiliaoapp.musically\""
            + ",\"context\":\"app\",\"country_code\":\"ES\",\"creative_type\":\"video\",\"error\":\"\""
            + ",\"impression_id\":\"aa47e31c-02e7-4edc-b414-52c54d7c33f2\",\"ip\":\"197.64.121.179\",\"lang\":\"en-GB\""
            + ",\"os_version\":\"16.6\",\"uid\":\"9eac75d45474c89112fc33f229b7b950\""
            + ",\"user_agent\":\"Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like "
                    + "Gecko) Mobile/15E148\""
            + ",\"version\":\"4.2.0\",\"auid\":\"7\",\"impression\":7,\"line_item_id\":2812473987,\"mcc\":214"
            + ",\"screen_height\":2160,\"screen_width\":1620,\"cpm\":1.0,\"rtt\":94.396,\"sample_rate\":0.001}";
    static final String GOLDEN_DIGEST_100 = "fbd2:eccfd4d9cb15ee1b";

    private static Set<String> values(Function<Event, String> field) {
        return EVENTS.stream().map(field).collect(Collectors.toCollection(TreeSet::new));
    }

    private static long count(Predicate<Event> test) {
        return EVENTS.stream().filter(test).count();
    }

    private static boolean nonAscii(String text) {
        return text.chars().anyMatch(c -> c > 127);
    }
}
