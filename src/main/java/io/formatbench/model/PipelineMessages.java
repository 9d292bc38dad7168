package io.formatbench.model;

import io.formatbench.proto.PipelineOrBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Maps between the domain {@link Pipeline} and the generated protobuf message. A real service pays
 * this cost too, so the protobuf codecs run it inside the measured region.
 */
public final class PipelineMessages {

    private PipelineMessages() {}

    public static io.formatbench.proto.Pipeline toMessage(Pipeline pipeline) {
        return fill(io.formatbench.proto.Pipeline.newBuilder(), pipeline).build();
    }

    /**
     * Sets every field of {@code builder} from {@code pipeline}; the builder may be a reused one (its
     * lists are cleared first). The timestamp is always set, also to 1970-01-01T00:00:00Z, so that
     * every record has it, as in JSON.
     */
    public static io.formatbench.proto.Pipeline.Builder fill(io.formatbench.proto.Pipeline.Builder builder,
                                                              Pipeline pipeline) {
        builder.setVersion(pipeline.version())
                .setProducerId(pipeline.producerId())
                .setTimestamp(ProtoTimestamps.toMessage(pipeline.timestamp()))
                .setProduct(pipeline.product())
                .setTeam(pipeline.team())
                .setService(pipeline.service())
                .setVerticalValue(pipeline.vertical().number())
                .setLogLevelValue(pipeline.logLevel().number())
                .setLogMsg(pipeline.logMsg())
                .clearFields()
                .clearMetrics();
        for (Pipeline.Field field : pipeline.fields()) {
            builder.addFields(io.formatbench.proto.Pipeline.Field.newBuilder()
                    .setKey(field.key())
                    .setValue(field.value()));
        }
        for (Pipeline.Metric metric : pipeline.metrics()) {
            builder.addMetrics(io.formatbench.proto.Pipeline.Metric.newBuilder()
                    .setKey(metric.key())
                    .setValue(metric.value())
                    .setTypeValue(metric.type().number()));
        }
        return builder;
    }

    /**
     * The domain record of a message. Throws IllegalArgumentException for what the domain cannot
     * hold: a Timestamp outside its range, an enum number the .proto does not list, a metric that is
     * not a finite number.
     */
    public static Pipeline fromMessage(PipelineOrBuilder message) {
        List<io.formatbench.proto.Pipeline.Field> fieldMessages = message.getFieldsList();
        List<Pipeline.Field> fields = new ArrayList<>(fieldMessages.size());
        for (io.formatbench.proto.Pipeline.Field field : fieldMessages) {
            fields.add(new Pipeline.Field(field.getKey(), field.getValue()));
        }
        List<io.formatbench.proto.Pipeline.Metric> metricMessages = message.getMetricsList();
        List<Pipeline.Metric> metrics = new ArrayList<>(metricMessages.size());
        for (int i = 0; i < metricMessages.size(); i++) {
            io.formatbench.proto.Pipeline.Metric metric = metricMessages.get(i);
            try {
                metrics.add(new Pipeline.Metric(metric.getKey(), metric.getValue(),
                        Pipeline.Metric.Type.forNumber(metric.getTypeValue(), "type")));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("metrics[" + i + "]: " + e.getMessage(), e);
            }
        }
        return new Pipeline(
                message.getVersion(),
                message.getProducerId(),
                ProtoTimestamps.fromMessage(message.getTimestamp(), "timestamp"),
                message.getProduct(),
                message.getTeam(),
                message.getService(),
                Pipeline.Vertical.forNumber(message.getVerticalValue(), "vertical"),
                Pipeline.LogLevel.forNumber(message.getLogLevelValue(), "log_level"),
                message.getLogMsg(),
                fields,
                metrics);
    }
}
