package io.formatbench.model;

import java.time.Instant;
import java.util.List;

/**
 * The content hash of one {@link Pipeline}: its fields in field-number order, as {@link ContentDigest}
 * defines, each label and metric a nested record of its own.
 */
public final class PipelineDigest {

    private PipelineDigest() {}

    public static long hash(Pipeline pipeline) {
        Instant timestamp = pipeline.timestamp();
        long h = ContentDigest.fold(0L, pipeline.version());
        h = ContentDigest.fold(h, ContentDigest.hash(pipeline.producerId()));
        h = ContentDigest.fold(h, timestamp.getEpochSecond());
        h = ContentDigest.fold(h, timestamp.getNano());
        h = ContentDigest.fold(h, ContentDigest.hash(pipeline.product()));
        h = ContentDigest.fold(h, ContentDigest.hash(pipeline.team()));
        h = ContentDigest.fold(h, ContentDigest.hash(pipeline.service()));
        h = ContentDigest.fold(h, pipeline.vertical().number());
        h = ContentDigest.fold(h, pipeline.logLevel().number());
        h = ContentDigest.fold(h, ContentDigest.hash(pipeline.logMsg()));
        h = ContentDigest.fold(h, ContentDigest.hash(pipeline.fields(), PipelineDigest::hash));
        return ContentDigest.fold(h, ContentDigest.hash(pipeline.metrics(), PipelineDigest::hash));
    }

    static long hash(Pipeline.Field field) {
        long h = ContentDigest.fold(0L, ContentDigest.hash(field.key()));
        return ContentDigest.fold(h, ContentDigest.hash(field.value()));
    }

    static long hash(Pipeline.Metric metric) {
        long h = ContentDigest.fold(0L, ContentDigest.hash(metric.key()));
        h = ContentDigest.fold(h, metric.value());
        return ContentDigest.fold(h, metric.type().number());
    }

    /**
     * The cheap checksum of a measured read: the fixed-width fields and the string lengths, of the
     * record and of every label and metric, so that a decode that drops a nested field fails it too.
     */
    public static long checksum(Pipeline pipeline) {
        Instant timestamp = pipeline.timestamp();
        long h = ContentDigest.fold(0L, pipeline.version());
        h = ContentDigest.fold(h, pipeline.producerId().length());
        h = ContentDigest.fold(h, timestamp.getEpochSecond());
        h = ContentDigest.fold(h, timestamp.getNano());
        h = ContentDigest.fold(h, pipeline.product().length());
        h = ContentDigest.fold(h, pipeline.team().length());
        h = ContentDigest.fold(h, pipeline.service().length());
        h = ContentDigest.fold(h, pipeline.vertical().number());
        h = ContentDigest.fold(h, pipeline.logLevel().number());
        h = ContentDigest.fold(h, pipeline.logMsg().length());
        List<Pipeline.Field> fields = pipeline.fields();
        h = ContentDigest.fold(h, fields.size());
        for (int i = 0; i < fields.size(); i++) {
            Pipeline.Field field = fields.get(i);
            h = ContentDigest.fold(h, (long) field.key().length() << 32 | field.value().length());
        }
        List<Pipeline.Metric> metrics = pipeline.metrics();
        h = ContentDigest.fold(h, metrics.size());
        for (int i = 0; i < metrics.size(); i++) {
            Pipeline.Metric metric = metrics.get(i);
            h = ContentDigest.fold(h, metric.key().length());
            h = ContentDigest.fold(h, metric.value());
            h = ContentDigest.fold(h, metric.type().number());
        }
        return h;
    }
}
