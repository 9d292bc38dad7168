package io.formatbench.codec;

import io.formatbench.proto.records.MyStatus;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.model.Bytes;
import io.formatbench.proto.records.Pipeline;
import io.formatbench.model.ProtoTimestamps;
import io.formatbench.proto.records.SmallMessage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/** Records of each schema that reach the corners of its types, beside the generated ones. */
public final class SchemaCorners {

    static final String ESCAPES = "quote \" backslash \\ slash / tab \t newline \n nul \u0000 ctl \u001f \u007f";
    static final String ASTRAL = "emoji \uD83D\uDE00 and U+10FFFF \uDBFF\uDFFF and U+0800 \u0800 and U+D7FF \uD7FF";

    private SchemaCorners() {}

    /** The corners of {@code schema}; none for a schema this class does not know yet, which is then only generated. */
    @SuppressWarnings("unchecked")
    public static <T> List<T> of(DatasetSchema<T> schema) {
        return (List<T>) switch (schema.name().toString()) {
            case "user" -> UserCodecs.corners();
            case "message" -> messages();
            case "pipeline" -> pipelines();
            default -> List.of();
        };
    }

    public static List<SmallMessage> messages() {
        byte[] allBytes = new byte[256];
        for (int i = 0; i < allBytes.length; i++) {
            allBytes[i] = (byte) i;
        }
        List<SmallMessage> messages = new ArrayList<>(List.of(
                new SmallMessage(1, true, Bytes.copyOf(new byte[] {72, 101, 108, 108, 111}), "World",
                        Instant.parse("2024-02-08T20:19:05.440174075Z"), MyStatus.STATUS_ONE),
                // Every field at its default, the timestamp too: still a non-empty message, since the timestamp is set.
                new SmallMessage(0, false, Bytes.EMPTY, "", Instant.EPOCH, MyStatus.STATUS_UNSPECIFIED),
                new SmallMessage(Integer.MIN_VALUE, false, Bytes.copyOf(allBytes), ESCAPES, ProtoTimestamps.MIN,
                        MyStatus.STATUS_TWO),
                new SmallMessage(Integer.MAX_VALUE, true, Bytes.copyOf(new byte[] {(byte) 0xFB, (byte) 0xFF}), ASTRAL,
                        ProtoTimestamps.MAX, MyStatus.STATUS_THREE),
                new SmallMessage(-1, true, Bytes.copyOf(new byte[70_000]), "x".repeat(70_000),
                        Instant.ofEpochSecond(-1, 999_999_999), MyStatus.STATUS_ONE)));
        for (int length = 1; length <= 3; length++) {
            // Base64 with two, one and no padding characters.
            messages.add(new SmallMessage(length, false, Bytes.copyOf(Arrays.copyOf(new byte[] {-1, -2, -3}, length)),
                    "",
                    Instant.ofEpochSecond(0, length * 1000), MyStatus.STATUS_UNSPECIFIED));
        }
        return List.copyOf(messages);
    }

    public static List<Pipeline> pipelines() {
        List<Pipeline.Field> manyFields = IntStream.range(0, 25)
                .mapToObj(i -> new Pipeline.Field("k" + i, i % 5 == 0 ? "" : "v" + i)).toList();
        List<Pipeline.Metric> manyMetrics = IntStream.range(0, 25)
                .mapToObj(i -> new Pipeline.Metric("m" + i, i, Pipeline.Metric.Type.values()[i % 5])).toList();
        List<Pipeline.Metric> oddValues = List.of(
                new Pipeline.Metric("zero", 0.0, Pipeline.Metric.Type.TYPE_GAUGE),
                new Pipeline.Metric("negative zero", -0.0, Pipeline.Metric.Type.TYPE_GAUGE),
                new Pipeline.Metric("max", Double.MAX_VALUE, Pipeline.Metric.Type.TYPE_COUNTER),
                new Pipeline.Metric("-max", -Double.MAX_VALUE, Pipeline.Metric.Type.TYPE_COUNTER),
                new Pipeline.Metric("min subnormal", Double.MIN_VALUE, Pipeline.Metric.Type.TYPE_HISTOGRAM),
                new Pipeline.Metric("min normal", Double.MIN_NORMAL, Pipeline.Metric.Type.TYPE_HISTOGRAM),
                new Pipeline.Metric("0.1", 0.1, Pipeline.Metric.Type.TYPE_SUMMARY),
                new Pipeline.Metric("1/3", 1.0 / 3, Pipeline.Metric.Type.TYPE_SUMMARY),
                new Pipeline.Metric("2^53+2", 9007199254740994.0, Pipeline.Metric.Type.TYPE_COUNTER),
                new Pipeline.Metric("1e22", 1e22, Pipeline.Metric.Type.TYPE_COUNTER),
                new Pipeline.Metric("1e-7", 1e-7, Pipeline.Metric.Type.TYPE_GAUGE),
                new Pipeline.Metric("2.0E-3", 2.0E-3, Pipeline.Metric.Type.TYPE_UNSPECIFIED));
        return List.of(
                new Pipeline(1, "collector-eu-west-1-07", Instant.parse("2024-03-01T00:00:00.123Z"), "checkout",
                        "payments",
                        "api-gateway", Pipeline.Vertical.VERTICAL_RETAIL, Pipeline.LogLevel.LOG_LEVEL_INFO,
                                "request completed",
                        List.of(new Pipeline.Field("http.method", "GET")),
                        List.of(new Pipeline.Metric("latency_ms", 12.5, Pipeline.Metric.Type.TYPE_GAUGE))),
                // Every field at its default: still a non-empty message, since the timestamp is set.
                new Pipeline(0, "", Instant.EPOCH, "", "", "", Pipeline.Vertical.VERTICAL_UNSPECIFIED,
                        Pipeline.LogLevel.LOG_LEVEL_UNSPECIFIED, "", List.of(), List.of()),
                new Pipeline(Integer.MIN_VALUE, ESCAPES, ProtoTimestamps.MIN, ASTRAL, "Équipe Données", "søk-indexer",
                        Pipeline.Vertical.VERTICAL_LOGISTICS, Pipeline.LogLevel.LOG_LEVEL_FATAL,
                                "line 1\nline 2\r\n\tat x",
                        manyFields, manyMetrics),
                new Pipeline(Integer.MAX_VALUE, "p", ProtoTimestamps.MAX, "検索", "インフラ", "s",
                        Pipeline.Vertical.VERTICAL_MEDIA,
                        Pipeline.LogLevel.LOG_LEVEL_TRACE, "y".repeat(70_000),
                        List.of(new Pipeline.Field("", ""), new Pipeline.Field(ESCAPES, ASTRAL)), oddValues),
                // Labels and metrics with every field at its default: empty nested messages.
                new Pipeline(2, "p", Instant.ofEpochSecond(-1, 1), "", "", "", Pipeline.Vertical.VERTICAL_GAMING,
                        Pipeline.LogLevel.LOG_LEVEL_DEBUG, "",
                        List.of(new Pipeline.Field("", ""), new Pipeline.Field("", "")),
                        List.of(new Pipeline.Metric("", 0.0, Pipeline.Metric.Type.TYPE_UNSPECIFIED))));
    }
}
