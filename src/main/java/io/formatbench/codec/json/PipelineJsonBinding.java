package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Pipeline;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link Pipeline} through the Jackson streaming API, field by field, in the proto3 JSON mapping; its
 * labels and metrics are arrays of objects, held to the same rules as the record (every field, once,
 * no other).
 */
public final class PipelineJsonBinding implements JsonBinding<Pipeline> {

    // Pre-encoded names: the generator copies their UTF-8 bytes instead of encoding each time.
    private static final SerializableString VERSION = new SerializedString("version");
    private static final SerializableString PRODUCER_ID = new SerializedString("producer_id");
    private static final SerializableString TIMESTAMP = new SerializedString("timestamp");
    private static final SerializableString PRODUCT = new SerializedString("product");
    private static final SerializableString TEAM = new SerializedString("team");
    private static final SerializableString SERVICE = new SerializedString("service");
    private static final SerializableString VERTICAL = new SerializedString("vertical");
    private static final SerializableString LOG_LEVEL = new SerializedString("log_level");
    private static final SerializableString LOG_MSG = new SerializedString("log_msg");
    private static final SerializableString FIELDS_NAME = new SerializedString("fields");
    private static final SerializableString METRICS = new SerializedString("metrics");
    private static final SerializableString KEY = new SerializedString("key");
    private static final SerializableString VALUE = new SerializedString("value");
    private static final SerializableString TYPE = new SerializedString("type");
    private static final SerializableString[] VERTICAL_NAMES = ProtoJsonTokens.names(Pipeline.Vertical.class);
    private static final SerializableString[] LOG_LEVEL_NAMES = ProtoJsonTokens.names(Pipeline.LogLevel.class);
    private static final SerializableString[] TYPE_NAMES = ProtoJsonTokens.names(Pipeline.Metric.Type.class);

    private static final String[] FIELDS = {"version", "producer_id", "timestamp", "product", "team", "service",
        "vertical", "log_level", "log_msg", "fields", "metrics"};
    private static final int ALL_FIELDS = (1 << FIELDS.length) - 1;
    private static final String[] FIELD_FIELDS = {"key", "value"};
    private static final String[] METRIC_FIELDS = {"key", "value", "type"};

    @Override
    public Class<Pipeline> type() {
        return Pipeline.class;
    }

    @Override
    public void write(JsonGenerator generator, Pipeline pipeline) throws IOException {
        generator.writeStartObject();
        generator.writeFieldName(VERSION);
        generator.writeNumber(pipeline.version());
        generator.writeFieldName(PRODUCER_ID);
        generator.writeString(pipeline.producerId());
        generator.writeFieldName(TIMESTAMP);
        ProtoJson.writeTimestamp(generator, pipeline.timestamp());
        generator.writeFieldName(PRODUCT);
        generator.writeString(pipeline.product());
        generator.writeFieldName(TEAM);
        generator.writeString(pipeline.team());
        generator.writeFieldName(SERVICE);
        generator.writeString(pipeline.service());
        generator.writeFieldName(VERTICAL);
        generator.writeString(VERTICAL_NAMES[pipeline.vertical().ordinal()]);
        generator.writeFieldName(LOG_LEVEL);
        generator.writeString(LOG_LEVEL_NAMES[pipeline.logLevel().ordinal()]);
        generator.writeFieldName(LOG_MSG);
        generator.writeString(pipeline.logMsg());
        generator.writeFieldName(FIELDS_NAME);
        List<Pipeline.Field> fields = pipeline.fields();
        // With its size, as databind writes a list: CBOR then writes a definite-length array, the same bytes.
        generator.writeStartArray(fields, fields.size());
        for (int i = 0; i < fields.size(); i++) {
            Pipeline.Field field = fields.get(i);
            generator.writeStartObject();
            generator.writeFieldName(KEY);
            generator.writeString(field.key());
            generator.writeFieldName(VALUE);
            generator.writeString(field.value());
            generator.writeEndObject();
        }
        generator.writeEndArray();
        generator.writeFieldName(METRICS);
        List<Pipeline.Metric> metrics = pipeline.metrics();
        generator.writeStartArray(metrics, metrics.size());
        for (int i = 0; i < metrics.size(); i++) {
            Pipeline.Metric metric = metrics.get(i);
            generator.writeStartObject();
            generator.writeFieldName(KEY);
            generator.writeString(metric.key());
            generator.writeFieldName(VALUE);
            generator.writeNumber(metric.value());
            generator.writeFieldName(TYPE);
            generator.writeString(TYPE_NAMES[metric.type().ordinal()]);
            generator.writeEndObject();
        }
        generator.writeEndArray();
        generator.writeEndObject();
    }

    @Override
    public Pipeline read(JsonParser parser, JsonUnknownFields unknown) throws IOException {
        int version = 0;
        String producerId = null;
        Instant timestamp = null;
        String product = null;
        String team = null;
        String service = null;
        Pipeline.Vertical vertical = null;
        Pipeline.LogLevel logLevel = null;
        String logMsg = null;
        List<Pipeline.Field> fields = null;
        List<Pipeline.Metric> metrics = null;
        int seen = 0;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            int bit;
            switch (field) {
                case "version" -> {
                    bit = 1;
                    version = JsonTokens.intValue(parser, value, field);
                }
                case "producer_id" -> {
                    bit = 1 << 1;
                    producerId = JsonTokens.stringValue(parser, value, field);
                }
                case "timestamp" -> {
                    bit = 1 << 2;
                    timestamp = ProtoJsonTokens.timestampValue(parser, value, field);
                }
                case "product" -> {
                    bit = 1 << 3;
                    product = JsonTokens.stringValue(parser, value, field);
                }
                case "team" -> {
                    bit = 1 << 4;
                    team = JsonTokens.stringValue(parser, value, field);
                }
                case "service" -> {
                    bit = 1 << 5;
                    service = JsonTokens.stringValue(parser, value, field);
                }
                case "vertical" -> {
                    bit = 1 << 6;
                    vertical = ProtoJsonTokens.enumValue(parser, value, field, Pipeline.Vertical.class);
                }
                case "log_level" -> {
                    bit = 1 << 7;
                    logLevel = ProtoJsonTokens.enumValue(parser, value, field, Pipeline.LogLevel.class);
                }
                case "log_msg" -> {
                    bit = 1 << 8;
                    logMsg = JsonTokens.stringValue(parser, value, field);
                }
                case "fields" -> {
                    bit = 1 << 9;
                    fields = readFields(parser, value, unknown);
                }
                case "metrics" -> {
                    bit = 1 << 10;
                    metrics = readMetrics(parser, value, unknown);
                }
                default -> {
                    unknown.skip(parser, field);
                    continue;
                }
            }
            if ((seen & bit) != 0) {
                throw InvalidRecordException.duplicateField(field);
            }
            seen |= bit;
        }
        if (seen != ALL_FIELDS) {
            throw InvalidRecordException.missingFields(JsonTokens.missing(seen, FIELDS));
        }
        return new Pipeline(version, producerId, timestamp, product, team, service, vertical, logLevel, logMsg, fields,
                metrics);
    }

    private static List<Pipeline.Field> readFields(JsonParser parser, JsonToken token,
            JsonUnknownFields unknown) throws IOException {
        ProtoJsonTokens.requireArray(token, "fields");
        List<Pipeline.Field> fields = new ArrayList<>();
        for (int index = 0; ProtoJsonTokens.nextObject(parser, "fields", index); index++) {
            try {
                fields.add(readField(parser, unknown));
            } catch (InvalidRecordException e) {
                throw nested("fields", index, e);
            }
        }
        return fields;
    }

    private static Pipeline.Field readField(JsonParser parser, JsonUnknownFields unknown) throws IOException {
        String key = null;
        String value = null;
        int seen = 0;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken valueToken = parser.nextToken();
            int bit;
            switch (field) {
                case "key" -> {
                    bit = 1;
                    key = JsonTokens.stringValue(parser, valueToken, field);
                }
                case "value" -> {
                    bit = 1 << 1;
                    value = JsonTokens.stringValue(parser, valueToken, field);
                }
                default -> {
                    unknown.skip(parser, field);
                    continue;
                }
            }
            if ((seen & bit) != 0) {
                throw InvalidRecordException.duplicateField(field);
            }
            seen |= bit;
        }
        if (seen != (1 << FIELD_FIELDS.length) - 1) {
            throw InvalidRecordException.missingFields(JsonTokens.missing(seen, FIELD_FIELDS));
        }
        return new Pipeline.Field(key, value);
    }

    private static List<Pipeline.Metric> readMetrics(JsonParser parser, JsonToken token,
            JsonUnknownFields unknown) throws IOException {
        ProtoJsonTokens.requireArray(token, "metrics");
        List<Pipeline.Metric> metrics = new ArrayList<>();
        for (int index = 0; ProtoJsonTokens.nextObject(parser, "metrics", index); index++) {
            try {
                metrics.add(readMetric(parser, unknown));
            } catch (InvalidRecordException e) {
                throw nested("metrics", index, e);
            }
        }
        return metrics;
    }

    private static Pipeline.Metric readMetric(JsonParser parser, JsonUnknownFields unknown) throws IOException {
        String key = null;
        double value = 0;
        Pipeline.Metric.Type type = null;
        int seen = 0;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken valueToken = parser.nextToken();
            int bit;
            switch (field) {
                case "key" -> {
                    bit = 1;
                    key = JsonTokens.stringValue(parser, valueToken, field);
                }
                case "value" -> {
                    bit = 1 << 1;
                    value = ProtoJsonTokens.doubleValue(parser, valueToken, field);
                }
                case "type" -> {
                    bit = 1 << 2;
                    type = ProtoJsonTokens.enumValue(parser, valueToken, field, Pipeline.Metric.Type.class);
                }
                default -> {
                    unknown.skip(parser, field);
                    continue;
                }
            }
            if ((seen & bit) != 0) {
                throw InvalidRecordException.duplicateField(field);
            }
            seen |= bit;
        }
        if (seen != (1 << METRIC_FIELDS.length) - 1) {
            throw InvalidRecordException.missingFields(JsonTokens.missing(seen, METRIC_FIELDS));
        }
        return new Pipeline.Metric(key, value, type);
    }

    /** Says which element of which list failed: the element's own reads name only their field, at no cost. */
    private static InvalidRecordException nested(String list, int index, InvalidRecordException e) {
        return new InvalidRecordException("in " + list + "[" + index + "]: " + e.getMessage());
    }
}
