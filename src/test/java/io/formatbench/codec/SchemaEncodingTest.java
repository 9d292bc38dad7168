package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.Pipeline;
import io.formatbench.proto.records.PipelineMessages;
import io.formatbench.proto.records.SmallMessage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The message and pipeline records on disk, byte for byte: JSON Lines in the proto3 JSON mapping with
 * the .proto's field names, and delimited protobuf, from every writer.
 */
class SchemaEncodingTest {

    private static final SmallMessage GO_MESSAGE = SchemaCorners.messages().get(0);
    private static final Pipeline PIPELINE = SchemaCorners.pipelines().get(0);

    @Test
    void aMessageIsTheGoComparisonsMessageInJson() throws IOException {
        String line = "{\"my_int\":1,\"my_bool\":true,\"my_bytes\":\"SGVsbG8=\",\"my_string\":\"World\","
                + "\"my_timestamp\":\"2024-02-08T20:19:05.440174075Z\",\"my_my_status\":\"STATUS_ONE\"}\n";
        for (Codec<SmallMessage> writer : Schemas.MESSAGE.codecs(Format.JSON)) {
            assertEquals(line + line, text(SchemaCodecs.write(writer, List.of(GO_MESSAGE, GO_MESSAGE))),
                    writer.name().toString());
        }
    }

    @Test
    void aMessageIsTheGoComparisonsBytesInProtobuf() throws IOException {
        // What the Go comparison's README prints for the same values (its MsgProtoBytes), behind a length prefix of 34.
        byte[] go = bytes(34, 8, 1, 16, 1, 26, 5, 72, 101, 108, 108, 111, 34, 5, 87, 111, 114, 108, 100, 42, 12, 8, 185,
                238,
                148, 174, 6, 16, 251, 139, 242, 209, 1, 48, 1);
        for (Codec<SmallMessage> writer : Schemas.MESSAGE.codecs(Format.PROTOBUF)) {
            assertArrayEquals(go, SchemaCodecs.write(writer, List.of(GO_MESSAGE)), writer.name().toString());
        }
    }

    @Test
    void theEmptyMessageStillHasItsTimestamp() throws IOException {
        SmallMessage empty = SchemaCorners.messages().get(1);
        for (Codec<SmallMessage> writer : Schemas.MESSAGE.codecs(Format.PROTOBUF)) {
            // my_timestamp (5, length-delimited) of length 0: set, so the record is not a zero-length frame.
            assertArrayEquals(bytes(2, 0x2A, 0), SchemaCodecs.write(writer, List.of(empty)), writer.name().toString());
        }
        for (Codec<SmallMessage> writer : Schemas.MESSAGE.codecs(Format.JSON)) {
            assertEquals("{\"my_int\":0,\"my_bool\":false,\"my_bytes\":\"\",\"my_string\":\"\",\"my_timestamp\":"
                    + "\"1970-01-01T00:00:00Z\",\"my_my_status\":\"STATUS_UNSPECIFIED\"}\n",
                    text(SchemaCodecs.write(writer, List.of(empty))), writer.name().toString());
        }
    }

    @Test
    void aPipelineIsOneObjectPerLineWithNestedArrays() throws IOException {
        String line = "{\"version\":1,\"producer_id\":\"collector-eu-west-1-07\",\"timestamp\":\"2024-03-01T00:00:"
                + "00.123Z\","
                + "\"product\":\"checkout\",\"team\":\"payments\",\"service\":\"api-gateway\",\"vertical\":"
                        + "\"VERTICAL_RETAIL\","
                + "\"log_level\":\"LOG_LEVEL_INFO\",\"log_msg\":\"request completed\","
                + "\"fields\":[{\"key\":\"http.method\",\"value\":\"GET\"}],"
                + "\"metrics\":[{\"key\":\"latency_ms\",\"value\":12.5,\"type\":\"TYPE_GAUGE\"}]}\n";
        Pipeline empty = SchemaCorners.pipelines().get(1);
        String emptyLine = "{\"version\":0,\"producer_id\":\"\",\"timestamp\":\"1970-01-01T00:00:00Z\",\"product\":"
                + "\"\","
                + "\"team\":\"\",\"service\":\"\",\"vertical\":\"VERTICAL_UNSPECIFIED\",\"log_level\":"
                        + "\"LOG_LEVEL_UNSPECIFIED\","
                + "\"log_msg\":\"\",\"fields\":[],\"metrics\":[]}\n";
        for (Codec<Pipeline> writer : Schemas.PIPELINE.codecs(Format.JSON)) {
            assertEquals(line + emptyLine, text(SchemaCodecs.write(writer, List.of(PIPELINE, empty))),
                    writer.name().toString());
        }
    }

    @Test
    void metricValuesAreJsonNumbersThatReadBackExactly() throws IOException {
        Pipeline odd = SchemaCorners.pipelines().get(3);
        for (Codec<Pipeline> writer : Schemas.PIPELINE.codecs(Format.JSON)) {
            String json = text(SchemaCodecs.write(writer, List.of(odd)));
            for (String number : List.of("\"value\":0.0,", "\"value\":-0.0,", "\"value\":1.7976931348623157E308,",
                    "\"value\":4.9E-324,", "\"value\":0.1,", "\"value\":9.007199254740994E15,", "\"value\":0.002,")) {
                assertEquals(true, json.contains(number), writer.name() + " writes " + number + " in " + json);
            }
        }
    }

    @Test
    void aPipelineInProtobufIsALengthPrefixThenItsMessage() throws IOException {
        byte[] message = PipelineMessages.toMessage(PIPELINE).toByteArray();
        assertEquals(140, message.length, "a two-byte length prefix");
        byte[] expected = new byte[2 + message.length];
        expected[0] = (byte) (0x80 | 140 & 0x7F);
        expected[1] = (byte) (140 >> 7);
        System.arraycopy(message, 0, expected, 2, message.length);
        for (Codec<Pipeline> writer : Schemas.PIPELINE.codecs(Format.PROTOBUF)) {
            assertArrayEquals(expected, SchemaCodecs.write(writer, List.of(PIPELINE)), writer.name().toString());
        }
    }

    @Test
    void jsonReadersTakeFieldsInAnyOrderAndWholeNumbersForDoubles() throws IOException {
        String json = "{\"metrics\":[{\"type\":\"TYPE_GAUGE\",\"value\":12,\"key\":\"latency_ms\"},"
                + "{\"value\":1e2,\"key\":\"k\",\"type\":\"TYPE_COUNTER\"}],"
                + "\"fields\":[{\"value\":\"GET\",\"key\":\"http.method\"}],\"log_msg\":\"m\",\"log_level\":"
                        + "\"LOG_LEVEL_INFO\","
                + "\"vertical\":\"VERTICAL_RETAIL\",\"service\":\"s\",\"team\":\"t\",\"product\":\"p\","
                + "\"timestamp\":\"2024-03-01T00:00:00.000000Z\",\"producer_id\":\"x\",\"version\":-3}\r\n";
        Pipeline expected = new Pipeline(-3, "x", java.time.Instant.parse("2024-03-01T00:00:00Z"), "p", "t", "s",
                Pipeline.Vertical.VERTICAL_RETAIL, Pipeline.LogLevel.LOG_LEVEL_INFO, "m",
                List.of(new Pipeline.Field("http.method", "GET")),
                List.of(new Pipeline.Metric("latency_ms", 12.0, Pipeline.Metric.Type.TYPE_GAUGE),
                        new Pipeline.Metric("k", 100.0, Pipeline.Metric.Type.TYPE_COUNTER)));
        for (Codec<Pipeline> reader : Schemas.PIPELINE.codecs(Format.JSON)) {
            for (ReadChecks checks : ReadChecks.values()) {
                assertEquals(List.of(expected), SchemaCodecs.readAll(reader,
                        Streams.TRICKLE.open(json.getBytes(StandardCharsets.UTF_8)),
                        checks), reader.name() + " " + checks);
            }
        }
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }
}
