package io.formatbench.codec.json;

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
 * The scalar types of protobuf in the proto3 JSON mapping, written as JsonFormat's printer writes them
 * and read by the JSON Lines policy: 32-bit integers and floating point as JSON numbers, 64-bit
 * integers as decimal strings (read also as numbers, as {@link ProtoJsonPolicy} allows; a string only
 * in canonical decimal), bytes as padded standard base64 (a byte string in CBOR and Smile). Floats and
 * doubles are finite: JsonFormat would print NaN and the infinities as the strings "NaN" and "Infinity",
 * which no reader of the tool accepts, so the writer refuses them instead of writing a file it rejects.
 * Also the map keys of each type, which JSON holds as the names of an object.
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
            if (token != JsonToken.VALUE_NUMBER_INT) {
                throw InvalidRecordException.wrongType(field, "an integer", JsonTokens.describe(token));
            }
            if (parser.getNumberType() != JsonParser.NumberType.INT) {
                throw InvalidRecordException.outOfRange(field, INT32_RANGE);
            }
            return parser.getIntValue();
        }

        @Override
        Object parseKey(String key, String field) throws InvalidRecordException {
            long value = canonicalSigned(key, field);
            if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
                throw InvalidRecordException.outOfRange(field, "a key from \"-2147483648\" to \"2147483647\" (int32)");
            }
            return (int) value;
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
            return (int) JsonTokens.uint32Value(parser, token, field);
        }

        @Override
        String keyText(Object key) {
            return Integer.toUnsignedString((Integer) key);
        }

        @Override
        Object parseKey(String key, String field) throws InvalidRecordException {
            long value = canonicalUnsigned(key, field);
            if (Long.compareUnsigned(value, 0xFFFF_FFFFL) > 0) {
                throw InvalidRecordException.outOfRange(field, "a key from \"0\" to \"4294967295\" (uint32)");
            }
            return (int) value;
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
            if (token == JsonToken.VALUE_NUMBER_INT) {
                if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                    throw InvalidRecordException.outOfRange(field, "an integer within the range of an int64");
                }
                return parser.getLongValue();
            }
            return JsonTokens.int64StringValue(parser, token, field);
        }

        @Override
        Object parseKey(String key, String field) throws InvalidRecordException {
            return canonicalSigned(key, field);
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
            if (token == JsonToken.VALUE_NUMBER_INT) {
                if (parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                    if (parser.getBigIntegerValue().signum() < 0 || parser.getBigIntegerValue().bitLength() > 64) {
                        throw InvalidRecordException.outOfRange(field, UINT64_RANGE);
                    }
                    return parser.getBigIntegerValue().longValue();
                }
                long value = parser.getLongValue();
                if (value < 0) {
                    throw InvalidRecordException.outOfRange(field, UINT64_RANGE);
                }
                return value;
            }
            if (token != JsonToken.VALUE_STRING) {
                throw InvalidRecordException.wrongType(field, "a uint64 as a decimal string",
                        JsonTokens.describe(token));
            }
            return canonicalUnsigned(parser.getText(), field);
        }

        @Override
        String keyText(Object key) {
            return Long.toUnsignedString((Long) key);
        }

        @Override
        Object parseKey(String key, String field) throws InvalidRecordException {
            return canonicalUnsigned(key, field);
        }
    },
    FLOAT {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            float number = (Float) value;
            if (!Float.isFinite(number)) {
                throw new IllegalArgumentException("a float of " + number + ": the files hold finite numbers only");
            }
            // Float.toString, as JsonFormat prints it (Jackson's default; its fast writer is not enabled).
            generator.writeNumber(number);
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            // As JsonFormat reads a float: the nearest double, then the nearest float to that.
            float value = (float) JsonTokens.doubleValue(parser, token, field);
            if (Float.isInfinite(value)) {
                throw InvalidRecordException.outOfRange(field, "a number within the range of a float");
            }
            return value;
        }
    },
    DOUBLE {
        @Override
        public void write(JsonGenerator generator, Object value) throws IOException {
            double number = (Double) value;
            if (!Double.isFinite(number)) {
                throw new IllegalArgumentException("a double of " + number + ": the files hold finite numbers only");
            }
            // Double.toString, as JsonFormat prints it.
            generator.writeNumber(number);
        }

        @Override
        public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                throws IOException {
            return JsonTokens.doubleValue(parser, token, field);
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
            return switch (key) {
                case "true" -> Boolean.TRUE;
                case "false" -> Boolean.FALSE;
                default -> throw InvalidRecordException.wrongType(field, "a key of \"true\" or \"false\"",
                        "another string");
            };
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

    private static final String INT32_RANGE = "an integer from -2147483648 to 2147483647 (int32)";
    private static final String UINT64_RANGE = "an integer from 0 to 18446744073709551615 (uint64)";
    private static final int MAX_UINT64_DIGITS = 20;

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

    private static long canonicalSigned(String key, String field) throws InvalidRecordException {
        return JsonTokens.parseInt64(key.toCharArray(), 0, key.length(), field);
    }

    /** A uint64 as Long.toUnsignedString writes it: digits, no sign, no leading zeros. */
    private static long canonicalUnsigned(String text, String field) throws InvalidRecordException {
        int length = text.length();
        boolean digits = length > 0 && length <= MAX_UINT64_DIGITS && (text.charAt(0) != '0' || length == 1);
        for (int i = 0; digits && i < length; i++) {
            digits = text.charAt(i) >= '0' && text.charAt(i) <= '9';
        }
        if (!digits) {
            throw InvalidRecordException.wrongType(field, "a uint64 as a decimal string",
                    "a string that is not a decimal integer written as Long.toUnsignedString writes it");
        }
        try {
            return Long.parseUnsignedLong(text);
        } catch (NumberFormatException e) {
            throw InvalidRecordException.outOfRange(field, UINT64_RANGE);
        }
    }
}
