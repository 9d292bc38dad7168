package io.formatbench.proto.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.formatbench.model.ContentDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class PipelineDigestTest {

    static final Pipeline.Field LABEL = new Pipeline.Field("http.method", "GET");
    static final Pipeline.Metric METRIC = new Pipeline.Metric("latency_ms", 12.5, Pipeline.Metric.Type.TYPE_GAUGE);
    static final Pipeline PIPELINE = new Pipeline(1, "collector-eu-west-1-07",
            Instant.parse("2024-03-01T00:00:00.123Z"),
            "checkout", "payments", "api-gateway", Pipeline.Vertical.VERTICAL_RETAIL, Pipeline.LogLevel.LOG_LEVEL_INFO,
            "request completed", List.of(LABEL, new Pipeline.Field("region", "eu-west-1")),
            List.of(METRIC, new Pipeline.Metric("requests", 3.0, Pipeline.Metric.Type.TYPE_COUNTER)));

    static Pipeline with(int version, String producerId, Instant timestamp, String product, String team, String service,
                         Pipeline.Vertical vertical, Pipeline.LogLevel logLevel, String logMsg) {
        return new Pipeline(version, producerId, timestamp, product, team, service, vertical, logLevel, logMsg,
                PIPELINE.fields(), PIPELINE.metrics());
    }

    static Pipeline withLists(List<Pipeline.Field> fields, List<Pipeline.Metric> metrics) {
        Pipeline p = PIPELINE;
        return new Pipeline(p.version(), p.producerId(), p.timestamp(), p.product(), p.team(), p.service(),
                p.vertical(),
                p.logLevel(), p.logMsg(), fields, metrics);
    }

    /** The record with each field, and each field of a label and a metric, changed in turn. */
    static List<Pipeline> oneFieldChanged() {
        Pipeline p = PIPELINE;
        Pipeline.Field region = p.fields().get(1);
        Pipeline.Metric requests = p.metrics().get(1);
        return List.of(
                with(2, p.producerId(), p.timestamp(), p.product(), p.team(), p.service(), p.vertical(), p.logLevel(),
                        p.logMsg()),
                with(p.version(), "collector-eu-west-1-08", p.timestamp(), p.product(), p.team(), p.service(),
                        p.vertical(),
                        p.logLevel(), p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp().plusSeconds(1), p.product(), p.team(), p.service(),
                        p.vertical(),
                        p.logLevel(), p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp().plusNanos(1), p.product(), p.team(), p.service(),
                        p.vertical(),
                        p.logLevel(), p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), "search", p.team(), p.service(), p.vertical(),
                        p.logLevel(),
                        p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), "growth", p.service(), p.vertical(),
                        p.logLevel(),
                        p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), p.team(), "auth", p.vertical(),
                        p.logLevel(),
                        p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), p.team(), p.service(),
                        Pipeline.Vertical.VERTICAL_FINANCE, p.logLevel(), p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), p.team(), p.service(), p.vertical(),
                        Pipeline.LogLevel.LOG_LEVEL_WARN, p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), p.team(), p.service(), p.vertical(),
                        p.logLevel(),
                        "request completeD"),
                withLists(List.of(new Pipeline.Field("http.methoD", "GET"), region), p.metrics()),
                withLists(List.of(new Pipeline.Field("http.method", "PUT"), region), p.metrics()),
                withLists(List.of(region, LABEL), p.metrics()),
                withLists(List.of(LABEL), p.metrics()),
                withLists(List.of(), p.metrics()),
                withLists(p.fields(), List.of(new Pipeline.Metric("latency_mS", 12.5, METRIC.type()), requests)),
                withLists(p.fields(), List.of(new Pipeline.Metric("latency_ms", Math.nextUp(12.5), METRIC.type()),
                        requests)),
                withLists(p.fields(), List.of(new Pipeline.Metric("latency_ms", 12.5,
                        Pipeline.Metric.Type.TYPE_SUMMARY),
                        requests)),
                withLists(p.fields(), List.of(requests, METRIC)),
                withLists(p.fields(), List.of()));
    }

    @Test
    void everyFieldCountsInTheContentHash() {
        List<Pipeline> variants = new ArrayList<>(oneFieldChanged());
        variants.add(PIPELINE);
        // The same labels, split otherwise between key and value; 0.0 and -0.0.
        variants.add(withLists(List.of(new Pipeline.Field("http.methodG", "ET"), PIPELINE.fields().get(1)),
                PIPELINE.metrics()));
        variants.add(withLists(PIPELINE.fields(), List.of(new Pipeline.Metric("m", 0.0, METRIC.type()))));
        variants.add(withLists(PIPELINE.fields(), List.of(new Pipeline.Metric("m", -0.0, METRIC.type()))));

        Set<Long> hashes = variants.stream().map(PipelineDigest::hash).collect(Collectors.toSet());

        assertEquals(variants.size(), hashes.size());
    }

    @Test
    void theHashIsTheDefinitionInContentDigest() {
        long label = ContentDigest.fold(ContentDigest.fold(0L, ContentDigest.hash("http.method")),
                ContentDigest.hash("GET"));
        long metric = ContentDigest.fold(ContentDigest.fold(ContentDigest.fold(0L, ContentDigest.hash("latency_ms")),
                12.5), 2);
        long oneOfEach = ContentDigest.fold(ContentDigest.fold(0L, 1), ContentDigest.hash("p"));
        // The Timestamp, a message field: set (1), then its own hash, of its seconds and nanos.
        oneOfEach = ContentDigest.fold(oneOfEach, 1L);
        oneOfEach = ContentDigest.fold(oneOfEach, ContentDigest.fold(ContentDigest.fold(0L, 0L), 7L));
        for (String text : List.of("", "t", "s")) {
            oneOfEach = ContentDigest.fold(oneOfEach, ContentDigest.hash(text));
        }
        oneOfEach = ContentDigest.fold(oneOfEach, 1);
        oneOfEach = ContentDigest.fold(oneOfEach, 2);
        oneOfEach = ContentDigest.fold(oneOfEach, ContentDigest.hash("m"));
        oneOfEach = ContentDigest.fold(oneOfEach, ContentDigest.fold(ContentDigest.start(1), label));
        oneOfEach = ContentDigest.fold(oneOfEach, ContentDigest.fold(ContentDigest.start(1), metric));

        assertEquals(oneOfEach, PipelineDigest.hash(new Pipeline(1, "p", Instant.ofEpochSecond(0, 7), "", "t", "s",
                Pipeline.Vertical.VERTICAL_RETAIL, Pipeline.LogLevel.LOG_LEVEL_DEBUG, "m", List.of(LABEL),
                        List.of(METRIC))));
    }

    @Test
    void theChecksumSeesEveryFixedWidthFieldAndEveryLengthOfEveryLabelAndMetric() {
        Pipeline p = PIPELINE;
        Pipeline.Field region = p.fields().get(1);
        Pipeline.Metric requests = p.metrics().get(1);
        for (Pipeline changed : List.of(
                with(2, p.producerId(), p.timestamp(), p.product(), p.team(), p.service(), p.vertical(), p.logLevel(),
                        p.logMsg()),
                with(p.version(), "", p.timestamp(), p.product(), p.team(), p.service(), p.vertical(), p.logLevel(),
                        p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp().plusNanos(1), p.product(), p.team(), p.service(),
                        p.vertical(),
                        p.logLevel(), p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), "", p.team(), p.service(), p.vertical(), p.logLevel(),
                        p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), "", p.service(), p.vertical(),
                        p.logLevel(), p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), p.team(), "", p.vertical(), p.logLevel(),
                        p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), p.team(), p.service(),
                        Pipeline.Vertical.VERTICAL_UNSPECIFIED, p.logLevel(), p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), p.team(), p.service(), p.vertical(),
                        Pipeline.LogLevel.LOG_LEVEL_UNSPECIFIED, p.logMsg()),
                with(p.version(), p.producerId(), p.timestamp(), p.product(), p.team(), p.service(), p.vertical(),
                        p.logLevel(), ""),
                withLists(List.of(new Pipeline.Field("", "GET"), region), p.metrics()),
                withLists(List.of(new Pipeline.Field("http.method", ""), region), p.metrics()),
                withLists(List.of(LABEL), p.metrics()),
                withLists(p.fields(), List.of(new Pipeline.Metric("", 12.5, METRIC.type()), requests)),
                withLists(p.fields(), List.of(new Pipeline.Metric("latency_ms", 0.0, METRIC.type()), requests)),
                withLists(p.fields(), List.of(new Pipeline.Metric("latency_ms", 12.5,
                        Pipeline.Metric.Type.TYPE_UNSPECIFIED),
                        requests)),
                withLists(p.fields(), List.of(METRIC)))) {
            assertNotEquals(PipelineDigest.checksum(p), PipelineDigest.checksum(changed), changed.toString());
        }
    }
}
