package io.formatbench.codec;

import static io.formatbench.codec.MessageSchemaBadInputTest.ascii;
import static io.formatbench.codec.MessageSchemaBadInputTest.bytes;
import static io.formatbench.codec.MessageSchemaBadInputTest.concat;
import static io.formatbench.codec.MessageSchemaBadInputTest.frame;
import static io.formatbench.codec.SchemaCodecs.assertRejected;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.protobuf.Timestamp;
import io.formatbench.codec.json.JacksonJsonSchemaCodec;
import io.formatbench.codec.json.JacksonStreamingCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.Pipeline;
import io.formatbench.proto.records.PipelineMessages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input of the pipeline schema that a flat record cannot have: nested labels and metrics cut
 * short, of the wrong wire type or with fields of their own, doubles and enums in them that the
 * record cannot hold. Each bad record follows two good ones (index 2, at the byte where they end),
 * through every reader of its format and every kind of stream, with library checks too where the
 * record's type refuses it.
 */
class PipelineSchemaBadInputTest {

    private static final List<Pipeline> GOOD = io.formatbench.codec.SchemaCodecs.generated(Schemas.PIPELINE, 42, 2);
    private static final String RECORD = "{\"version\":1,\"producer_id\":\"x\",\"timestamp\":\"2024-03-01T00:00:00Z\","
            + "\"product\":\"p\",\"team\":\"t\",\"service\":\"s\",\"vertical\":\"VERTICAL_RETAIL\",\"log_level\":"
                    + "\"LOG_LEVEL_INFO\","
            + "\"log_msg\":\"m\",\"fields\":[{\"key\":\"k\",\"value\":\"v\"}],"
            + "\"metrics\":[{\"key\":\"k\",\"value\":12.5,\"type\":\"TYPE_GAUGE\"}]}";
    private static final String LABEL = "{\"key\":\"k\",\"value\":\"v\"}";
    private static final String METRIC = "{\"key\":\"k\",\"value\":12.5,\"type\":\"TYPE_GAUGE\"}";
    /** Two labels and two metrics, the second of each the one a case breaks. */
    private static final io.formatbench.proto.Pipeline MESSAGE = PipelineMessages.toMessage(new Pipeline(1, "x",
            java.time.Instant.parse("2024-03-01T00:00:00Z"), "p", "t", "s", Pipeline.Vertical.VERTICAL_RETAIL,
            Pipeline.LogLevel.LOG_LEVEL_INFO, "m", List.of(new Pipeline.Field("k", "v")),
            List.of(new Pipeline.Metric("k", 12.5, Pipeline.Metric.Type.TYPE_GAUGE))));
    private static final byte[] BODY = MESSAGE.toByteArray();

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
        // Metric values: JSON numbers that a double holds, or the mapping's "NaN", "Infinity", "-Infinity".
        json(cases, "metric value as a string", RECORD.replace("12.5", "\"12.5\""));
        jsonText(cases, "metric value NaN", RECORD.replace("12.5", "NaN"));
        json(cases, "metric value 1e400", RECORD.replace("12.5", "1e400"));
        json(cases, "metric value -1e400", RECORD.replace("12.5", "-1e400"));
        json(cases, "metric value of 400 digits", RECORD.replace("12.5", "1" + "0".repeat(400)));
        json(cases, "metric value true", RECORD.replace("12.5", "true"));
        json(cases, "metric value an object", RECORD.replace("12.5", "{\"v\":1}"));
        // Enums inside and outside the lists.
        json(cases, "unknown metric type", RECORD.replace("TYPE_GAUGE", "TYPE_RATE"));
        json(cases, "unknown vertical", RECORD.replace("VERTICAL_RETAIL", "VERTICAL_SPACE"));
        json(cases, "log level in lower case", RECORD.replace("LOG_LEVEL_INFO", "log_level_info"));
        json(cases, "log level without its prefix", RECORD.replace("LOG_LEVEL_INFO", "INFO"));
        // The lists' shapes.
        json(cases, "metrics an object", RECORD.replace("[" + METRIC + "]", METRIC));
        json(cases, "fields a string", RECORD.replace("[" + LABEL + "]", "\"k=v\""));
        json(cases, "a label a number", RECORD.replace("[" + LABEL + "]", "[1]"));
        json(cases, "a label null", RECORD.replace("[" + LABEL + "]", "[" + LABEL + ",null]"));
        json(cases, "a label an array", RECORD.replace("[" + LABEL + "]", "[[]]"));
        json(cases, "a label value 42", RECORD.replace("\"value\":\"v\"", "\"value\":42"));
        json(cases, "a label key an object", RECORD.replace("\"key\":\"k\",\"value\":\"v\"",
                "\"key\":{\"a\":1},\"value\":\"v\""));
        json(cases, "a label with an unknown field", RECORD.replace(LABEL,
                "{\"key\":\"k\",\"value\":\"v\",\"unit\":\"ms\"}"));
        json(cases, "a metric with an unknown field", RECORD.replace(METRIC,
                "{\"key\":\"k\",\"value\":12.5,\"type\":\"TYPE_GAUGE\",\"x\":1}"));
        json(cases, "a metric in the labels", RECORD.replace("[" + LABEL + "]", "[" + METRIC + "]"));
        jsonText(cases, "truncated inside a metric", RECORD.substring(0, RECORD.indexOf("12.5")));
        jsonText(cases, "truncated inside the labels", RECORD.substring(0, RECORD.indexOf("\"value\":\"v\"") + 9));
        // Timestamps and the other fields.
        json(cases, "timestamp with one fractional digit", RECORD.replace("00:00:00Z", "00:00:00.5Z"));
        json(cases, "timestamp in year 0", RECORD.replace("2024-03-01", "0000-03-01"));
        json(cases, "timestamp with an offset", RECORD.replace("00:00:00Z", "00:00:00-05:00"));
        json(cases, "version 1.5", RECORD.replace("\"version\":1", "\"version\":1.5"));
        json(cases, "version \"1\"", RECORD.replace("\"version\":1", "\"version\":\"1\""));
        json(cases, "version past int32", RECORD.replace("\"version\":1", "\"version\":-2147483649"));
        cases.add(new Case("a duplicate key in a metric", Format.JSON,
                ascii(RECORD.replace(METRIC, "{\"key\":\"k\",\"value\":12.5,\"type\":\"TYPE_GAUGE\",\"value\":1}")
                        + "\n"), true, true));
        cases.add(new Case("metrics twice", Format.JSON, ascii(RECORD.replace("}]}", "}],\"metrics\":[]}") + "\n"),
                true, true));

        // Protobuf: a nested message or a repeated field cut short.
        int metricTag = lastIndexOf(BODY, 0x5A);
        cases.add(protobuf("a repeated field cut short (inside its last element)", Arrays.copyOf(BODY, BODY.length - 3),
                false));
        cases.add(protobuf("a metric's length past the record", concat(BODY, bytes(0x5A, 0x20, 0x0A, 0x01, 0x6B)),
                false));
        cases.add(protobuf("a label's length past the record", concat(BODY, bytes(0x52, 0x05, 0x0A, 0x01)), false));
        cases.add(protobuf("truncated inside a metric's double", Arrays.copyOf(BODY, metricTag + 2 + 3 + 4), false));
        cases.add(protobuf("truncated inside the timestamp", concat(bytes(0x1A, 0x06, 0x08, 0x80, 0x80), BODY), false));
        // The wrong wire type, unknown fields and groups at depth: what a message of another type looks like there.
        cases.add(protobuf("a metric's value as a varint", concat(BODY,
                bytes(0x5A, 0x07, 0x0A, 0x01, 0x6B, 0x10, 0x05, 0x18, 0x02)),
                true));
        cases.add(protobuf("a metric's type as fixed64", concat(BODY,
                bytes(0x5A, 0x0C, 0x0A, 0x01, 0x6B, 0x19, 0, 0, 0, 0, 0, 0, 0, 0)),
                true));
        cases.add(protobuf("a label's key as a varint", concat(BODY, bytes(0x52, 0x02, 0x08, 0x01)), true));
        cases.add(protobuf("an unknown field in a label", concat(BODY, bytes(0x52, 0x04, 0x0A, 0x00, 0x18, 0x01)),
                true));
        cases.add(protobuf("an unknown field in a metric", concat(BODY, bytes(0x5A, 0x02, 0x20, 0x01)), true));
        cases.add(protobuf("a group in a metric", concat(BODY, bytes(0x5A, 0x02, 0x23, 0x24)), true));
        cases.add(protobuf("metrics as a varint", concat(BODY, bytes(0x58, 0x01)), true));
        cases.add(protobuf("an unknown field in the timestamp", concat(BODY, bytes(0x1A, 0x02, 0x20, 0x01)), true));
        // Values no record holds, whatever the checks.
        cases.add(protobufValue("metric type number 9",
                MESSAGE.toBuilder().addMetrics(metric().setTypeValue(9)).build().toByteArray()));
        cases.add(protobufValue("vertical number 99", MESSAGE.toBuilder().setVerticalValue(99).build().toByteArray()));
        cases.add(protobufValue("log level number -1", MESSAGE.toBuilder().setLogLevelValue(-1).build().toByteArray()));
        cases.add(protobufValue("timestamp after 9999-12-31", MESSAGE.toBuilder()
                .setTimestamp(Timestamp.newBuilder().setSeconds(253_402_300_800L)).build().toByteArray()));
        cases.add(protobufValue("timestamp nanos -5", MESSAGE.toBuilder()
                .setTimestamp(Timestamp.newBuilder().setSeconds(1).setNanos(-5)).build().toByteArray()));
        return cases;
    }

    static Stream<Arguments> casesByReaderChecksAndStream() {
        return cases().stream().flatMap(c -> Schemas.PIPELINE.codecs(c.format()).stream()
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
                                                Codec<Pipeline> reader) throws IOException {
        byte[] prefix = SchemaCodecs.write(Schemas.PIPELINE.primaryCodec(badCase.format()), GOOD);
        long offset = badCase.format() == Format.PROTOBUF && checks == ReadChecks.LIBRARY ? -1 : prefix.length;

        assertRejected(reader, concat(prefix, badCase.record()), streams, checks, 2, offset);
    }

    @Test
    void theStrictReaderSaysWhichElementHoldsFieldsOutsideTheSchema() {
        // A second metric whose value is a varint: field 2 of the wrong wire type, in metrics[1].
        byte[] file = frame(concat(BODY, bytes(0x5A, 0x07, 0x0A, 0x01, 0x6B, 0x10, 0x05, 0x18, 0x02)));
        for (Codec<Pipeline> reader : Schemas.PIPELINE.codecs(Format.PROTOBUF)) {
            assertEquals("in metrics[1]: field(s) [2] not in the schema or of the wrong wire type (a message of "
                    + "another type? "
                    + UnknownFields.HINT + ")",
                    assertRejected(reader, file, Streams.BUFFERED, ReadChecks.STRICT, 0, 0).reason());
        }
        byte[] type = frame(MESSAGE.toBuilder().addMetrics(metric().setTypeValue(9)).build().toByteArray());
        String noType = "field 'metrics[1].type': enum Type has no value numbered 9 (it has TYPE_UNSPECIFIED = 0,"
                + " TYPE_COUNTER = 1, TYPE_GAUGE = 2, TYPE_HISTOGRAM = 3, TYPE_SUMMARY = 4)";
        for (Codec<Pipeline> reader : Schemas.PIPELINE.codecs(Format.PROTOBUF)) {
            assertEquals(noType, assertRejected(reader, type, Streams.BUFFERED, ReadChecks.STRICT, 0, 0).reason());
            assertEquals(noType, assertRejected(reader, type, Streams.BUFFERED, ReadChecks.LIBRARY, 0, -1).reason());
        }
        byte[] json = ascii(RECORD.replace("[" + METRIC + "]", "[" + METRIC + "," + METRIC.replace("12.5", "\"x\"")
                + "]") + "\n");
        assertEquals("field 'metrics[1].value' must be a number (or \"NaN\", \"Infinity\", \"-Infinity\"), found"
                + " another string", assertRejected(Schemas.PIPELINE.codec(JacksonStreamingCodec.NAME), json,
                Streams.BUFFERED, ReadChecks.STRICT, 0, 0).reason());
    }

    /**
     * What the proto3 JSON mapping allows and the record holds, every reader of JSON takes: NaN and the
     * infinities as its strings, an enum by the number of a value it lists, an absent field and a null (its
     * default), an empty object (every field at its default); and protobuf's NaN and infinities. All but
     * jackson-json-schema, whose JSON Schema (proto/pipeline.schema.json) is a contract of its own, stricter
     * than the mapping (every field present, finite numbers, enums by name).
     */
    @Test
    void everyReaderTakesWhatTheMappingAllows() throws IOException {
        String both = RECORD.replace("[" + METRIC + "]", "[" + METRIC.replace("12.5", "\"NaN\"") + ","
                + METRIC.replace("12.5", "\"-Infinity\"").replace("\"TYPE_GAUGE\"", "4") + ",{}"
                + ",{\"key\":null,\"value\":null,\"type\":null}]")
                .replace("[" + LABEL + "]", "[{\"key\":\"k\"}]").replace("\"LOG_LEVEL_INFO\"", "3");
        Pipeline expected = new Pipeline(1, "x", java.time.Instant.parse("2024-03-01T00:00:00Z"), "p", "t", "s",
                Pipeline.Vertical.VERTICAL_RETAIL, Pipeline.LogLevel.LOG_LEVEL_INFO, "m",
                List.of(new Pipeline.Field("k", "")),
                List.of(new Pipeline.Metric("k", Double.NaN, Pipeline.Metric.Type.TYPE_GAUGE),
                        new Pipeline.Metric("k", Double.NEGATIVE_INFINITY, Pipeline.Metric.Type.TYPE_SUMMARY),
                        new Pipeline.Metric("", 0.0, Pipeline.Metric.Type.TYPE_UNSPECIFIED),
                        new Pipeline.Metric("", 0.0, Pipeline.Metric.Type.TYPE_UNSPECIFIED)));
        for (Codec<Pipeline> reader : Schemas.PIPELINE.codecs(Format.JSON)) {
            if (reader.name().equals(io.formatbench.codec.json.JacksonJsonSchemaCodec.NAME)) {
                continue;
            }
            for (ReadChecks checks : ReadChecks.values()) {
                assertEquals(List.of(expected), SchemaCodecs.readAll(reader, Streams.BUFFERED.open(ascii(both + "\n")),
                        checks), reader.name() + " " + checks);
            }
        }
        byte[] frames = frame(PipelineMessages.toMessage(expected).toByteArray());
        for (Codec<Pipeline> reader : Schemas.PIPELINE.codecs(Format.PROTOBUF)) {
            assertEquals(List.of(expected), SchemaCodecs.readAll(reader, Streams.BUFFERED.open(frames),
                    ReadChecks.STRICT), reader.name().toString());
        }
    }

    /**
     * Jackson bounds each string and the nesting; a record of many small values is bounded by its size. The
     * labels' values are a kilobyte, a thousandth of the string limit: sixteen thousand labels pass the
     * record's limit as surely as half a million of one letter each did, and each reader binds far fewer
     * objects on the way (the limit counts bytes, whatever they hold).
     */
    @Test
    void aRecordLongerThanTheLimitIsRefusedWhateverItHolds() throws IOException {
        String label = LABEL.replace("\"v\"", "\"" + "v".repeat(1_000) + "\"");
        StringBuilder labels = new StringBuilder("[");
        // Past the limit and the 64 KiB the limit allows for the parser's read-ahead.
        for (int i = 0; labels.length() <= io.formatbench.codec.Limits.MAX_JSON_RECORD_BYTES + 64 * 1024; i++) {
            labels.append(i == 0 ? "" : ",").append(label);
        }
        byte[] prefix = SchemaCodecs.write(Schemas.PIPELINE.primaryCodec(Format.JSON), GOOD);
        byte[] file = concat(prefix, ascii(RECORD.replace("[" + LABEL + "]", labels + "]") + "\n"),
                ascii(RECORD + "\n"));
        // protobuf-json's own limit is a line of Limits.MAX_RECORD_BYTES (its own tests).
        for (Codec<Pipeline> reader
                : Schemas.PIPELINE.codecs(Format.JSON).stream().filter(Codec::writesDatasetBytes).toList()) {
            // Strict reads only: a library read reads a file just checked against its manifest.
            BadInputException e = assertRejected(reader, file, Streams.BUFFERED, ReadChecks.STRICT, 2, prefix.length);
            assertEquals(true, e.reason()
                    .endsWith("the record is longer than 16777216 bytes, the tool's limit of a JSON record"),
                    e.reason());
        }
        // Whitespace between records is not a record: any amount of it is skipped.
        byte[] spaced = concat(prefix, ascii(" ".repeat(io.formatbench.codec.Limits.MAX_JSON_RECORD_BYTES + 100_000)),
                ascii(RECORD + "\n"));
        for (Codec<Pipeline> reader : Schemas.PIPELINE.codecs(Format.JSON)) {
            assertEquals(3, SchemaCodecs.readAll(reader, spaced, Streams.BUFFERED).size(), reader.name().toString());
        }
    }

    /**
     * jackson-json-schema validates a tree, which takes far more heap than the record's bytes: a record of
     * more values than its trees hold is refused before its tree fills the heap (a 16 MiB record of labels
     * filled 64 MiB: SmallHeapTest). The count is each record's: records just under it, one after the other,
     * are read.
     */
    @Test
    void theJsonSchemaCodecRefusesARecordOfMoreValuesThanItsTreesHold() throws IOException {
        Codec<Pipeline> schema = Schemas.PIPELINE.codec(JacksonJsonSchemaCodec.NAME);
        // Three values a label: its object, its key and its value.
        int under = (io.formatbench.codec.Limits.MAX_JSON_TREE_VALUES - 100) / 3;
        byte[] prefix = SchemaCodecs.write(Schemas.PIPELINE.primaryCodec(Format.JSON), GOOD);
        String manyLabels = RECORD.replace("[" + LABEL + "]", "[" + String.join(",", java.util.Collections.nCopies(
                under, LABEL)) + "]");
        byte[] twice = concat(prefix, ascii(manyLabels + "\n"), ascii(manyLabels + "\n"));
        assertEquals(4, SchemaCodecs.readAll(schema, twice, Streams.BUFFERED).size());

        String tooMany = RECORD.replace("[" + LABEL + "]", "[" + String.join(",", java.util.Collections.nCopies(
                under + 100, LABEL)) + "]");
        BadInputException e = assertRejected(schema, concat(prefix, ascii(tooMany + "\n")), Streams.BUFFERED,
                ReadChecks.STRICT, 2, prefix.length);
        assertEquals("the record holds more than " + io.formatbench.codec.Limits.MAX_JSON_TREE_VALUES + " values, the limit of a record"
                + " this codec validates as a tree", e.reason());
    }

    /**
     * The library readers keep a nested field of the wrong wire type as an unknown one, as protobuf specifies: the
     * value stays 0.
     */
    @Test
    void libraryReadersLeaveFieldsOutsideTheSchemaAtDepthToTheStrictPolicy() throws IOException {
        byte[] file = frame(concat(BODY, bytes(0x5A, 0x07, 0x0A, 0x01, 0x6B, 0x10, 0x05, 0x18, 0x02)));
        for (Codec<Pipeline> reader : Schemas.PIPELINE.codecs(Format.PROTOBUF)) {
            Pipeline read = SchemaCodecs.readAll(reader, Streams.BUFFERED.open(file), ReadChecks.LIBRARY).get(0);
            assertEquals(new Pipeline.Metric("k", 0.0, Pipeline.Metric.Type.TYPE_GAUGE), read.metrics().get(1),
                    reader.name().toString());
        }
    }

    private static io.formatbench.proto.Pipeline.Metric.Builder metric() {
        return io.formatbench.proto.Pipeline.Metric.newBuilder().setKey("k").setValue(1).setTypeValue(1);
    }

    /** Well-formed JSON whose fault is a field's meaning. */
    private static void json(List<Case> cases, String name, String line) {
        cases.add(new Case(name, Format.JSON, ascii(line + "\n"), false, true));
    }

    /** JSON text whose fault is in the text itself: cut short, or no JSON. */
    private static void jsonText(List<Case> cases, String name, String line) {
        cases.add(new Case(name, Format.JSON, ascii(line + "\n"), false, false));
    }

    private static Case protobuf(String name, byte[] body, boolean strictOnly) {
        return new Case(name, Format.PROTOBUF, frame(body), strictOnly, false);
    }

    /** Well-formed protobuf bytes of a value no record holds, whatever the checks. */
    private static Case protobufValue(String name, byte[] body) {
        return new Case(name, Format.PROTOBUF, frame(body), false, true);
    }

    private static int lastIndexOf(byte[] bytes, int value) {
        for (int i = bytes.length - 1; i >= 0; i--) {
            if (bytes[i] == (byte) value) {
                return i;
            }
        }
        throw new AssertionError(value + " not found");
    }
}
