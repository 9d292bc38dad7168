package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Pipeline;
import io.formatbench.model.ProtoTimestamps;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.Encoder;

/**
 * {@link Pipeline} straight to and from Avro, in proto/pipeline.proto's field order; its fields and
 * metrics are arrays of the records Field {key, value} and Metric {key, value, type}, each written
 * as one block of its size, as GenericDatumWriter writes them. Read, the values the domain cannot
 * hold are refused in the order PipelineMessages.fromMessage refuses them (the first bad metric, then
 * the timestamp, the vertical, the log level), with its messages, once the record's bytes are read.
 */
public final class PipelineAvroBinding implements AvroBinding<Pipeline> {

    @Override
    public void write(Pipeline pipeline, Encoder out) throws IOException {
        out.writeInt(pipeline.version());
        out.writeString(pipeline.producerId());
        AvroTimestamps.write(pipeline.timestamp(), out);
        out.writeString(pipeline.product());
        out.writeString(pipeline.team());
        out.writeString(pipeline.service());
        out.writeInt(pipeline.vertical().number());
        out.writeInt(pipeline.logLevel().number());
        out.writeString(pipeline.logMsg());
        List<Pipeline.Field> fields = pipeline.fields();
        out.writeArrayStart();
        out.setItemCount(fields.size());
        for (Pipeline.Field field : fields) {
            out.startItem();
            out.writeString(field.key());
            out.writeString(field.value());
        }
        out.writeArrayEnd();
        List<Pipeline.Metric> metrics = pipeline.metrics();
        out.writeArrayStart();
        out.setItemCount(metrics.size());
        for (Pipeline.Metric metric : metrics) {
            out.startItem();
            out.writeString(metric.key());
            out.writeDouble(metric.value());
            out.writeInt(metric.type().number());
        }
        out.writeArrayEnd();
    }

    @Override
    public Pipeline read(Decoder in, ValueLimits limits) throws IOException {
        int version = in.readInt();
        String producerId = limits.string(in, "producer_id");
        long seconds = 0;
        int nanos = 0;
        if (AvroValues.present(in, "timestamp")) {
            seconds = in.readLong();
            nanos = in.readInt();
        }
        String product = limits.string(in, "product");
        String team = limits.string(in, "team");
        String service = limits.string(in, "service");
        int vertical = in.readInt();
        int logLevel = in.readInt();
        String logMsg = limits.string(in, "log_msg");
        List<Pipeline.Field> fields = new ArrayList<>();
        for (long n = in.readArrayStart(); n != 0; n = in.arrayNext()) {
            for (int i = limits.items(n, "fields"); i > 0; i--) {
                String key = limits.string(in, "key");
                fields.add(new Pipeline.Field(key, limits.string(in, "value")));
            }
        }
        List<Pipeline.Metric> metrics = new ArrayList<>();
        // A metric the domain cannot hold is the record's refusal, named by its index; its bytes are read on.
        InvalidRecordException refusal = null;
        for (long n = in.readArrayStart(); n != 0; n = in.arrayNext()) {
            for (int i = limits.items(n, "metrics"); i > 0; i--) {
                String key = limits.string(in, "key");
                double value = in.readDouble();
                int type = in.readInt();
                if (refusal == null) {
                    try {
                        metrics.add(new Pipeline.Metric(key, value, Pipeline.Metric.Type.forNumber(type, "type")));
                    } catch (IllegalArgumentException e) {
                        refusal = new InvalidRecordException("metrics[" + metrics.size() + "]: " + e.getMessage());
                    }
                }
            }
        }
        if (refusal != null) {
            throw refusal;
        }
        try {
            return new Pipeline(version, producerId, ProtoTimestamps.of(seconds, nanos, "timestamp"), product, team,
                    service, Pipeline.Vertical.forNumber(vertical, "vertical"),
                    Pipeline.LogLevel.forNumber(logLevel, "log_level"), logMsg, fields, metrics);
        } catch (IllegalArgumentException e) {
            throw new InvalidRecordException(e.getMessage());
        }
    }
}
