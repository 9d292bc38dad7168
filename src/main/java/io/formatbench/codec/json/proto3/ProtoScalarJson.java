package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.Base64Variants;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.UnsafeByteOperations;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.UnsafeBytes;
import java.io.IOException;

/**
 * The scalar types of protobuf in the proto3 JSON mapping, for the messages of protobuf's own that a
 * record holds as protobuf-java's classes ({@link OpaqueJson}): written as JsonFormat's printer writes
 * them, read as the generated bindings read them ({@link JsonValues}, the one definition): 32-bit
 * integers and floating point as JSON numbers (NaN and the infinities as the mapping's strings),
 * 64-bit integers as decimal strings (read also as numbers), bytes as padded standard base64 (a byte
 * string in CBOR and Smile). Also the map keys of each type, which JSON holds as the names of an object.
 */
enum ProtoScalarJson implements ProtoValueJson {
    INT32 {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            generator.writeNumber((int) (Integer) value);
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return JsonValues.int32(parser, token, field);
        }

        @Override
        Object parseKey(String key, String field) throws InvalidRecordException {
            return JsonValues.int32Key(key, field);
        }
    },
    UINT32 {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            generator.writeNumber(Integer.toUnsignedLong((Integer) value));
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return (int) JsonValues.uint32(parser, token, field);
        }

        @Override
        String keyText(Object key) {
            return Integer.toUnsignedString((Integer) key);
        }

        @Override
        Object parseKey(String key, String field) throws InvalidRecordException {
            return (int) JsonValues.uint32Key(key, field);
        }
    },
    INT64 {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            generator.writeString(Long.toString((Long) value));
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return JsonValues.int64(parser, token, field);
        }

        @Override
        Object parseKey(String key, String field) throws InvalidRecordException {
            return JsonValues.int64Key(key, field);
        }
    },
    UINT64 {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            generator.writeString(Long.toUnsignedString((Long) value));
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return JsonValues.uint64(parser, token, field);
        }

        @Override
        String keyText(Object key) {
            return Long.toUnsignedString((Long) key);
        }

        @Override
        Object parseKey(String key, String field) throws InvalidRecordException {
            return JsonValues.uint64Key(key, field);
        }
    },
    FLOAT {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            // Float.toString, as JsonFormat prints it (Jackson's default; its fast writer is not enabled);
            // NaN and the infinities as the mapping's strings (Jackson's QUOTE_NON_NUMERIC_NUMBERS).
            generator.writeNumber((float) (Float) value);
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return JsonValues.float32(parser, token, field);
        }
    },
    DOUBLE {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            // Double.toString, as JsonFormat prints it.
            generator.writeNumber((double) (Double) value);
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return JsonValues.float64(parser, token, field);
        }
    },
    BOOL {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            generator.writeBoolean((Boolean) value);
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return JsonTokens.booleanValue(token, field);
        }

        @Override
        Object parseKey(String key, String field) throws InvalidRecordException {
            return JsonValues.boolKey(key, field);
        }
    },
    STRING {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            generator.writeString((String) value);
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return JsonTokens.stringValue(parser, token, field);
        }

        @Override
        Object parseKey(String key, String field) {
            return key;
        }
    },
    BYTES {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            byte[] array = ((ByteString) value).toByteArray();
            // Standard base64 with padding, as java.util.Base64 writes it for JsonFormat; native in CBOR and Smile.
            generator.writeBinary(Base64Variants.MIME_NO_LINEFEEDS, array, 0, array.length);
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            // The decoder's own new array: wrapped, not copied.
            return UnsafeByteOperations.unsafeWrap(UnsafeBytes.array(ProtoJsonTokens.bytesValue(parser, token, field)));
        }
    };

    /** The scalar JSON of a field's type; null for an enum, a message or a group. */
    static ProtoScalarJson of(FieldDescriptor.Type type) {
        return switch (type) {
            case INT32, SINT32, SFIXED32 -> INT32;
            case UINT32, FIXED32 -> UINT32;
            case INT64, SINT64, SFIXED64 -> INT64;
            case UINT64, FIXED64 -> UINT64;
            case FLOAT -> FLOAT;
            case DOUBLE -> DOUBLE;
            case BOOL -> BOOL;
            case STRING -> STRING;
            case BYTES -> BYTES;
            case ENUM, MESSAGE, GROUP -> null;
        };
    }

    /** A map key as an object's name: what JsonFormat prints, the number or boolean without quotes. */
    String keyText(Object key) {
        return key.toString();
    }

    /** A map key from an object's name: only the text {@link #keyText} writes. */
    Object parseKey(String key, String field) throws InvalidRecordException {
        throw new IllegalStateException(this + " is no type of a map key");
    }
}
