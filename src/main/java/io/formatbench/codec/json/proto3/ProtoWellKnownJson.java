package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.protobuf.BoolValue;
import com.google.protobuf.BytesValue;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.FieldMask;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.Message;
import com.google.protobuf.StringValue;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.UInt64Value;
import com.google.protobuf.util.FieldMaskUtil;
import com.google.protobuf.util.Timestamps;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.time.Instant;

/**
 * The well-known types that the proto3 JSON mapping writes as a string or a bare value rather than as
 * an object of their fields: Timestamp, Duration and FieldMask (strings), and the wrappers (Int32Value
 * and its kind: the value they wrap). Struct, Value and ListValue are {@link ProtoStructJson}'s.
 */
final class ProtoWellKnownJson {

    private ProtoWellKnownJson() {}

    /** The JSON of a well-known type written otherwise than as an object; null for any other message type. */
    static ProtoValueJson of(Descriptor type) {
        return switch (type.getFullName()) {
            case "google.protobuf.Timestamp" -> new TimestampJson();
            case "google.protobuf.Duration" -> new DurationJson();
            case "google.protobuf.Struct", "google.protobuf.Value", "google.protobuf.ListValue" ->
                    ProtoStructJson.of(type);
            case "google.protobuf.FieldMask" -> new FieldMaskJson();
            case "google.protobuf.Any" -> throw new IllegalArgumentException(
                    "a field of type " + type.getFullName() + " has no JSON binding here (its JSON names the type"
                    + " it holds, which needs a registry of every message it may hold)");
            case "google.protobuf.DoubleValue", "google.protobuf.FloatValue", "google.protobuf.Int64Value",
                    "google.protobuf.UInt64Value", "google.protobuf.Int32Value", "google.protobuf.UInt32Value",
                    "google.protobuf.BoolValue", "google.protobuf.StringValue", "google.protobuf.BytesValue" ->
                    new WrapperJson(type);
            default -> null;
        };
    }

    /** RFC 3339 in UTC, as {@link ProtoJson#writeTimestamp} writes it and Timestamps.toString prints it. */
    private static final class TimestampJson implements ProtoValueJson {

        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            Timestamp timestamp = value instanceof Timestamp own ? own
                    : Timestamp.newBuilder().mergeFrom((Message) value).build();
            if (!Timestamps.isValid(timestamp)) {
                throw new IllegalArgumentException("Timestamp of " + timestamp.getSeconds() + " s and "
                        + timestamp.getNanos() + " ns is not a valid google.protobuf.Timestamp");
            }
            ProtoJson.writeTimestamp(generator, Instant.ofEpochSecond(timestamp.getSeconds(), timestamp.getNanos()));
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            Instant instant = ProtoJsonTokens.timestampValue(parser, token, field);
            return Timestamp.newBuilder().setSeconds(instant.getEpochSecond()).setNanos(instant.getNano()).build();
        }
    }

    private static final class DurationJson implements ProtoValueJson {

        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            Duration duration = value instanceof Duration own ? own
                    : Duration.newBuilder().mergeFrom((Message) value).build();
            generator.writeString(ProtoDurationText.format(duration));
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            if (token != JsonToken.VALUE_STRING) {
                throw InvalidRecordException.wrongType(field, "a duration string", JsonTokens.describe(token));
            }
            try {
                return ProtoDurationText.parse(parser.getText());
            } catch (IllegalArgumentException e) {
                throw InvalidRecordException.ofField(field, ": " + e.getMessage());
            }
        }
    }

    /** One string of the mask's paths in lowerCamelCase, comma-separated: JsonFormat's own conversion both ways. */
    private static final class FieldMaskJson implements ProtoValueJson {

        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            FieldMask mask = value instanceof FieldMask own ? own
                    : FieldMask.newBuilder().mergeFrom((Message) value).build();
            generator.writeString(FieldMaskUtil.toJsonString(mask));
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            if (token != JsonToken.VALUE_STRING) {
                throw InvalidRecordException.wrongType(field, "a field mask string", JsonTokens.describe(token));
            }
            return FieldMaskUtil.fromJsonString(parser.getText());
        }
    }

    /** A wrapper: the bare value of its one field, of any value, the default included (the wrapper is set). */
    private static final class WrapperJson implements ProtoValueJson {

        private final Message prototype;
        private final FieldDescriptor value;
        private final ProtoScalarJson scalar;

        WrapperJson(Descriptor type) {
            this.prototype = defaultInstance(type);
            this.value = type.findFieldByName("value");
            this.scalar = ProtoScalarJson.of(value.getType());
        }

        @Override
        public void write(JsonGenerator generator, Object wrapper) throws IOException {
            scalar.write(generator, ((Message) wrapper).getField(value));
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return prototype.newBuilderForType().setField(value, scalar.read(parser, token, field, unknown)).build();
        }

        /** The generated class's: what JsonFormat's parser builds, so that the messages read compare equal. */
        private static Message defaultInstance(Descriptor type) {
            return switch (type.getName()) {
                case "DoubleValue" -> DoubleValue.getDefaultInstance();
                case "FloatValue" -> FloatValue.getDefaultInstance();
                case "Int64Value" -> Int64Value.getDefaultInstance();
                case "UInt64Value" -> UInt64Value.getDefaultInstance();
                case "Int32Value" -> Int32Value.getDefaultInstance();
                case "UInt32Value" -> UInt32Value.getDefaultInstance();
                case "BoolValue" -> BoolValue.getDefaultInstance();
                case "StringValue" -> StringValue.getDefaultInstance();
                case "BytesValue" -> BytesValue.getDefaultInstance();
                default -> throw new IllegalArgumentException(type.getFullName() + " is no wrapper");
            };
        }
    }
}
