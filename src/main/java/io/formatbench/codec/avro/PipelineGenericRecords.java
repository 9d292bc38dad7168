package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Pipeline;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;

/**
 * {@link Pipeline} as a GenericRecord of formatbench.pipeline.Pipeline: its labels and metrics are
 * arrays of records, its enums their numbers.
 */
public final class PipelineGenericRecords implements GenericRecordBinding<Pipeline> {

    private final Schema schema;
    private final Schema timestamp;
    private final Schema fields;
    private final Schema field;
    private final Schema metrics;
    private final Schema metric;

    public PipelineGenericRecords(Schema schema) {
        this.schema = schema;
        this.timestamp = schema.getField("timestamp").schema();
        this.fields = schema.getField("fields").schema();
        this.field = fields.getElementType();
        this.metrics = schema.getField("metrics").schema();
        this.metric = metrics.getElementType();
    }

    @Override
    public GenericRecord toRecord(Pipeline pipeline) {
        GenericData.Record record = new GenericData.Record(schema);
        record.put("version", pipeline.version());
        record.put("producer_id", pipeline.producerId());
        record.put("timestamp", GenericValues.timestamp(timestamp, pipeline.timestamp()));
        record.put("product", pipeline.product());
        record.put("team", pipeline.team());
        record.put("service", pipeline.service());
        record.put("vertical", pipeline.vertical().number());
        record.put("log_level", pipeline.logLevel().number());
        record.put("log_msg", pipeline.logMsg());
        GenericData.Array<GenericRecord> labels = new GenericData.Array<>(pipeline.fields().size(), fields);
        for (Pipeline.Field label : pipeline.fields()) {
            GenericData.Record entry = new GenericData.Record(field);
            entry.put("key", label.key());
            entry.put("value", label.value());
            labels.add(entry);
        }
        record.put("fields", labels);
        GenericData.Array<GenericRecord> measured = new GenericData.Array<>(pipeline.metrics().size(), metrics);
        for (Pipeline.Metric value : pipeline.metrics()) {
            GenericData.Record entry = new GenericData.Record(metric);
            entry.put("key", value.key());
            entry.put("value", value.value());
            entry.put("type", value.type().number());
            measured.add(entry);
        }
        record.put("metrics", measured);
        return record;
    }

    @Override
    public Pipeline fromRecord(GenericRecord record, ValueLimits limits) throws InvalidRecordException {
        List<?> labels = (List<?>) record.get("fields");
        List<Pipeline.Field> fieldList = new ArrayList<>(labels.size());
        for (Object label : labels) {
            GenericRecord entry = (GenericRecord) label;
            fieldList.add(new Pipeline.Field(GenericValues.string(entry.get("key"), "key", limits),
                    GenericValues.string(entry.get("value"), "value", limits)));
        }
        List<?> measured = (List<?>) record.get("metrics");
        List<Pipeline.Metric> metricList = new ArrayList<>(measured.size());
        for (int i = 0; i < measured.size(); i++) {
            GenericRecord entry = (GenericRecord) measured.get(i);
            String key = GenericValues.string(entry.get("key"), "key", limits);
            try {
                metricList.add(new Pipeline.Metric(key, (Double) entry.get("value"),
                        Pipeline.Metric.Type.forNumber((Integer) entry.get("type"), "type")));
            } catch (IllegalArgumentException e) {
                // As the model's mapping from the message says it: which metric.
                throw new InvalidRecordException("metrics[" + i + "]: " + e.getMessage());
            }
        }
        String producerId = GenericValues.string(record.get("producer_id"), "producer_id", limits);
        String product = GenericValues.string(record.get("product"), "product", limits);
        String team = GenericValues.string(record.get("team"), "team", limits);
        String service = GenericValues.string(record.get("service"), "service", limits);
        String logMsg = GenericValues.string(record.get("log_msg"), "log_msg", limits);
        try {
            return new Pipeline((Integer) record.get("version"), producerId,
                    GenericValues.instant(record.get("timestamp"), "timestamp"), product, team, service,
                    Pipeline.Vertical.forNumber((Integer) record.get("vertical"), "vertical"),
                    Pipeline.LogLevel.forNumber((Integer) record.get("log_level"), "log_level"), logMsg, fieldList,
                    metricList);
        } catch (IllegalArgumentException e) {
            throw new InvalidRecordException(e.getMessage());
        }
    }
}
