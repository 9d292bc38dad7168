package io.formatbench.codec.json.proto3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoTimestamps;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The proto3 JSON mapping's text of timestamps and bytes, against java.time's and java.util.Base64's. */
class ProtoJsonTest {

    @Test
    void timestampsPrintAsIsoInstantDoesFromYear1To9999() {
        SplittableRandom random = new SplittableRandom(1);
        long min = ProtoTimestamps.MIN.getEpochSecond();
        long max = ProtoTimestamps.MAX.getEpochSecond();
        for (int i = 0; i < 200_000; i++) {
            long seconds = random.nextLong(min, max + 1);
            int nanos = switch (i % 4) {
                case 0 -> 0;
                case 1 -> random.nextInt(1000) * 1_000_000;
                case 2 -> random.nextInt(1_000_000) * 1000;
                default -> random.nextInt(1_000_000_000);
            };
            assertRoundTrip(Instant.ofEpochSecond(seconds, nanos));
        }
        for (Instant corner : List.of(ProtoTimestamps.MIN, ProtoTimestamps.MAX, Instant.EPOCH,
                Instant.ofEpochSecond(-1),
                Instant.ofEpochSecond(-1, 999_999_999), Instant.parse("2000-02-29T12:00:00.5Z"),
                Instant.parse("1900-03-01T00:00:00Z"), Instant.parse("1600-02-29T23:59:59.000001Z"))) {
            assertRoundTrip(corner);
        }
    }

    private static void assertRoundTrip(Instant instant) {
        String text = ProtoJson.timestampText(instant);
        assertEquals(DateTimeFormatter.ISO_INSTANT.format(instant), text);
        assertEquals(instant, ProtoJson.parseTimestamp(text), text);
    }

    @Test
    void timestampsPrintZeroThreeSixOrNineFractionalDigits() {
        assertEquals("2024-02-08T20:19:05Z", ProtoJson.timestampText(Instant.parse("2024-02-08T20:19:05Z")));
        assertEquals("2024-02-08T20:19:05.100Z", ProtoJson.timestampText(Instant.parse("2024-02-08T20:19:05.1Z")));
        assertEquals("2024-02-08T20:19:05.000100Z",
                ProtoJson.timestampText(Instant.parse("2024-02-08T20:19:05.0001Z")));
        assertEquals("2024-02-08T20:19:05.000000001Z", ProtoJson.timestampText(Instant.ofEpochSecond(1707423545, 1)));
        assertEquals("0001-01-01T00:00:00Z", ProtoJson.timestampText(ProtoTimestamps.MIN));
        assertEquals("9999-12-31T23:59:59.999999999Z", ProtoJson.timestampText(ProtoTimestamps.MAX));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "", "2024-02-08", "2024-02-08T20:19:05", "2024-02-08T20:19:05z", "2024-02-08t20:19:05Z",
        "2024-02-08 20:19:05Z", "2024-02-08T20:19:05+00:00", "2024-02-08T20:19:05.1Z", "2024-02-08T20:19:05.12Z",
        "2024-02-08T20:19:05.1234Z", "2024-02-08T20:19:05.1234567890Z", "2024-02-08T20:19:05.Z",
        "0000-12-31T23:59:59Z", "10000-01-01T00:00:00Z", "+10000-01-01T00:00:00Z", "-0001-01-01T00:00:00Z",
        "2023-02-29T00:00:00Z", "2024-02-30T00:00:00Z", "2024-04-31T00:00:00Z", "2024-13-01T00:00:00Z",
        "2024-00-01T00:00:00Z", "2024-01-00T00:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01T23:60:00Z",
        "2016-12-31T23:59:60Z", "2024-0a-01T00:00:00Z", "2024-01-01T00:00:0\u0661Z", "1707423545",
        "２０２４-02-08T20:19:05Z", "2024-02-08T20:19:05.-12Z", "2024-02-08T20:19:05,123Z", "1900-02-29T00:00:00Z",
    })
    void timestampsInAnyOtherFormOrOutOfRangeAreRefused(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ProtoJson.parseTimestamp(text));
        assertTrue(e.getMessage().startsWith("'"), e.getMessage());
    }

    @Test
    void bytesAreStandardPaddedBase64AsJavaWritesIt() {
        SplittableRandom random = new SplittableRandom(2);
        for (int length = 0; length < 300; length++) {
            byte[] bytes = new byte[length];
            random.nextBytes(bytes);
            String text = Base64.getEncoder().encodeToString(bytes);
            assertArrayEquals(bytes, ProtoJson.parseBytes(text).toByteArray(), text);
        }
        assertEquals(Bytes.EMPTY, ProtoJson.parseBytes(""));
        assertArrayEquals(new byte[] {(byte) 0xFB, (byte) 0xFF}, ProtoJson.parseBytes("+/8=").toByteArray());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "SGVsbG8", "SGVsbG", "SGVsbA", "S", "=", "==", "====", "A===", "SGVsbG8==", "SGVs=G8=", "SGVsbG8=SGVs",
        "SGVs bG8=", " SGVsbG8=", "SGVsbG8=\n", "SGVsbG8\u003d\u003d", "-_8=", "SGVs\u00e9G8=", "SGVsbG9=", "QR==",
        "SGVsbG8=====", "AAA\u0000",
    })
    void anythingElseIsNotBase64(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ProtoJson.parseBytes(text));
        assertTrue(e.getMessage().contains("is not base64"), e.getMessage());
    }

    @Test
    void bytesHaveValueEqualityAndKeepTheirBytesToThemselves() {
        byte[] hello = {72, 101, 108, 108, 111};
        Bytes bytes = Bytes.copyOf(hello);
        hello[0] = 0;
        assertEquals(Bytes.copyOf(new byte[] {72, 101, 108, 108, 111}), bytes);
        assertEquals(Bytes.copyOf(new byte[] {72, 101, 108, 108, 111}).hashCode(), bytes.hashCode());
        bytes.toByteArray()[0] = 0;
        assertEquals(72, bytes.byteAt(0));
        assertEquals(bytes, Bytes.copyOf(bytes.toByteString()));
        assertEquals("Bytes[5: 48656c6c6f]", bytes.toString());
    }
}
