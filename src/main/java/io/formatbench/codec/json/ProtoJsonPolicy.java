package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The JSON Lines policy ({@link JsonPolicy}) for records in protobuf's JSON mapping, checked on each
 * line before JsonFormat parses it, by the strict protobuf-json reader. JsonFormat parses through
 * Gson's lenient mode and maps leniently, so on its own it accepts, and the policy refuses: text after
 * the record on its line (ignored), comments, single quotes, unquoted names and strings, '=' for ':',
 * a ")]}'" prefix, leading zeros, raw control characters in strings, duplicate keys (the last wins),
 * integers as strings ("20"), integers with a fraction or an exponent (20.0, 1e3, "1e2"), "+3", "true" for a
 * boolean, numbers and booleans for a string (42 as "42"), and a double as a string of its digits ("1.5").
 *
 * <p>Here, on Jackson's strict parser with the policy's limits and duplicate detection: one object per
 * line, each field by its .proto name or its JSON name (JsonFormat reads both; not both in one
 * record), of its JSON type in the mapping; a proto2 required field present. What the mapping allows
 * and every JSON reader of the tool takes is kept: a field null or absent is its default; a 64-bit
 * integer may be a string, as the printer writes it, but only in canonical decimal; and a float or
 * double may be "NaN", "Infinity" or "-Infinity", as the printer writes those. Ranges, enum names, base64 and
 * timestamps are left to JsonFormat, which checks them.
 *
 * <p>A reader that skips unknown fields checks the same, but skips a name that no field of its object
 * has, with its value, at any depth, and counts those of the record itself: JsonFormat's
 * ignoringUnknownFields() skips them too but counts nothing. Without the strict checks,
 * {@link #countUnknown} counts them alone.
 */
final class ProtoJsonPolicy {

    private static final int MAX_LONG_DIGITS = 20;

    private final JsonFactory factory = JsonPolicy.newFactory().rebuild()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();
    /** For {@link #countUnknown}: the line is not checked there, so no duplicate detection either. */
    private final JsonFactory counting = JsonPolicy.newFactory();
    private final Map<Descriptor, Shape> shapes = new IdentityHashMap<>();
    private final Shape root;

    ProtoJsonPolicy(Descriptor record) {
        this.root = shape(record);
    }

    /**
     * What {@link #check} found: how many of the line's bytes the record takes, how many of its own fields were
     * skipped.
     */
    record Checked(int used, int skipped) {}

    /**
     * Checks the one record a line must hold; returns how many of the line's bytes it takes, and with
     * {@code skip} how many unknown fields of the record it skipped (without, an unknown field is bad
     * input). The caller refuses anything but whitespace after it: in the policy, that is the next record.
     *
     * @throws InvalidRecordException for a record that breaks the schema or the mapping
     * @throws com.fasterxml.jackson.core.JsonProcessingException for what is not JSON, with
     *     locations counted from {@code from}
     */
    Checked check(byte[] line, int from, int length, boolean skip) throws IOException {
        try (JsonParser parser = factory.createParser(line, from, length)) {
            JsonToken token = parser.nextToken();
            if (token != JsonToken.START_OBJECT) {
                throw JsonLines.notAnObject(token);
            }
            int skipped = checkObject(parser, root, skip);
            return new Checked((int) parser.currentLocation().getByteOffset(), skipped);
        }
    }

    /**
     * How many names of the record on the line no field of the record has: what a reader without the
     * strict checks counts as skipped, JsonFormat having skipped them. The line is JsonFormat's to
     * judge: this reads only the record's own names, and nothing from where it cannot.
     */
    int countUnknown(byte[] line, int from, int length) throws IOException {
        int unknown = 0;
        try (JsonParser parser = counting.createParser(line, from, length)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return 0;
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                if (!root.index().containsKey(parser.currentName())) {
                    unknown++;
                }
                parser.nextToken();
                parser.skipChildren();
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            // Not JSON that Jackson reads; JsonFormat, which parsed it, is lenient: what was counted stands.
        }
        return unknown;
    }

    /** The fields of one message type, by both of their names, built once for every type the record reaches. */
    private record Shape(Map<String, Integer> index, FieldDescriptor[] fields, boolean[] required) {}

    /** Built in the constructor only: afterwards the map is read, by any number of threads. */
    private Shape shape(Descriptor type) {
        Shape known = shapes.get(type);
        if (known != null) {
            return known;
        }
        FieldDescriptor[] fields = type.getFields().toArray(FieldDescriptor[]::new);
        Map<String, Integer> index = new HashMap<>();
        boolean[] required = new boolean[fields.length];
        Shape shape = new Shape(index, fields, required);
        shapes.put(type, shape);
        for (int i = 0; i < fields.length; i++) {
            index.put(fields[i].getName(), i);
            index.put(fields[i].getJsonName(), i);
            required[i] = fields[i].isRequired();
            FieldDescriptor element = fields[i].isMapField()
                    ? fields[i].getMessageType().findFieldByName("value") : fields[i];
            if (element.getJavaType() == FieldDescriptor.JavaType.MESSAGE && !hasOwnJson(element.getMessageType())) {
                shape(element.getMessageType());
            }
        }
        return shape;
    }

    /** Checks one object; with {@code skip}, returns how many names it skipped that none of its fields has. */
    private int checkObject(JsonParser parser, Shape shape, boolean skip) throws IOException {
        boolean[] seen = new boolean[shape.fields().length];
        int skipped = 0;
        JsonToken token;
        while ((token = parser.nextToken()) == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            Integer i = shape.index().get(name);
            if (i == null) {
                if (!skip) {
                    throw InvalidRecordException.unknownField(name);
                }
                // The parser's duplicate detection still sees it; its value is skipped unchecked.
                parser.nextToken();
                parser.skipChildren();
                skipped++;
                continue;
            }
            FieldDescriptor field = shape.fields()[i];
            if (seen[i]) {
                throw InvalidRecordException.duplicateField(field.getName());
            }
            seen[i] = true;
            checkField(parser, parser.nextToken(), field, skip);
        }
        if (token != JsonToken.END_OBJECT) {
            throw new InvalidRecordException("expected a field name, found " + JsonTokens.describe(token));
        }
        StringJoiner missing = new StringJoiner(", ");
        for (int i = 0; i < seen.length; i++) {
            if (shape.required()[i] && !seen[i]) {
                missing.add("'" + shape.fields()[i].getName() + "'");
            }
        }
        if (missing.length() > 0) {
            throw InvalidRecordException.missingFields(missing.toString());
        }
        return skipped;
    }

    private void checkField(JsonParser parser, JsonToken token, FieldDescriptor field,
            boolean skip) throws IOException {
        if (token == JsonToken.VALUE_NULL && !isValue(field)) {
            return; // the field's default, as proto3 reads it (a Value's null is a value, checked below)
        }
        if (field.isMapField()) {
            require(token == JsonToken.START_OBJECT, field, "an object", token);
            FieldDescriptor value = field.getMessageType().findFieldByName("value");
            while ((token = parser.nextToken()) == JsonToken.FIELD_NAME) {
                checkValue(parser, parser.nextToken(), value, field.getName(), skip);
            }
        } else if (field.isRepeated()) {
            require(token == JsonToken.START_ARRAY, field, "an array", token);
            while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
                checkValue(parser, token, field, field.getName(), skip);
            }
        } else {
            checkValue(parser, token, field, field.getName(), skip);
        }
    }

    /** One value of the field's type (an element, for a repeated field or a map); {@code name} names it in errors. */
    private void checkValue(JsonParser parser, JsonToken token, FieldDescriptor field, String name, boolean skip)
            throws IOException {
        boolean ok = switch (field.getJavaType()) {
            case INT -> token == JsonToken.VALUE_NUMBER_INT;
            case LONG -> token == JsonToken.VALUE_NUMBER_INT
                    || (token == JsonToken.VALUE_STRING && isCanonicalInteger(parser.getText()));
            case FLOAT, DOUBLE -> token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT
                    || (token == JsonToken.VALUE_STRING && isSpecialNumber(parser.getText()));
            case BOOLEAN -> token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE;
            case STRING, BYTE_STRING -> token == JsonToken.VALUE_STRING;
            case ENUM -> token == JsonToken.VALUE_STRING || token == JsonToken.VALUE_NUMBER_INT;
            case MESSAGE -> {
                checkMessage(parser, token, field.getMessageType(), name, skip);
                yield true;
            }
        };
        if (!ok) {
            throw InvalidRecordException.wrongType(name, expected(field), describe(parser, token));
        }
    }

    /** The strings the mapping writes for a float or double that JSON has no number for. */
    private static boolean isSpecialNumber(String text) {
        return text.equals("NaN") || text.equals("Infinity") || text.equals("-Infinity");
    }

    private void checkMessage(JsonParser parser, JsonToken token, Descriptor type, String name, boolean skip)
            throws IOException {
        switch (type.getFullName()) {
            case "google.protobuf.Timestamp", "google.protobuf.Duration", "google.protobuf.FieldMask" -> {
                if (token != JsonToken.VALUE_STRING) {
                    throw InvalidRecordException.wrongType(name, "a string", JsonTokens.describe(token));
                }
            }
            // Any JSON at all, by definition: JsonFormat checks the shape it needs.
            case "google.protobuf.Value", "google.protobuf.Struct", "google.protobuf.ListValue",
                    "google.protobuf.Any" ->
                    parser.skipChildren();
            default -> {
                if (isWrapper(type)) {
                    checkValue(parser, token, type.findFieldByName("value"), name, skip);
                } else {
                    if (token != JsonToken.START_OBJECT) {
                        throw InvalidRecordException.wrongType(name, "an object", JsonTokens.describe(token));
                    }
                    // Nested names none of its fields has are skipped, not counted: only the record's own are.
                    checkObject(parser, shapes.get(type), skip);
                }
            }
        }
    }

    private static void require(boolean ok, FieldDescriptor field, String expected, JsonToken token)
            throws InvalidRecordException {
        if (!ok) {
            throw InvalidRecordException.wrongType(field.getName(), expected, JsonTokens.describe(token));
        }
    }

    private static String expected(FieldDescriptor field) {
        return switch (field.getJavaType()) {
            case INT -> "an integer";
            case LONG -> "an integer, or one in a string";
            case FLOAT, DOUBLE -> "a number (or \"NaN\", \"Infinity\", \"-Infinity\")";
            case BOOLEAN -> "true or false";
            case STRING -> "a string";
            case BYTE_STRING -> "a base64 string";
            case ENUM -> "an enum name or number";
            case MESSAGE -> "an object";
        };
    }

    private static String describe(JsonParser parser, JsonToken token) throws IOException {
        return token == JsonToken.VALUE_STRING
                ? "the string \"" + abbreviate(parser.getText()) + "\""
                : JsonTokens.describe(token);
    }

    private static String abbreviate(String text) {
        return text.length() <= 24 ? text : text.substring(0, 21) + "...";
    }

    /** What the printer writes for a 64-bit integer: an optional minus, then digits with no leading zero. */
    static boolean isCanonicalInteger(String text) {
        int start = text.startsWith("-") ? 1 : 0;
        int digits = text.length() - start;
        if (digits == 0 || digits > MAX_LONG_DIGITS || (digits > 1 && text.charAt(start) == '0')) {
            return false;
        }
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /** The well-known types that the JSON mapping writes otherwise than as an object of their fields. */
    private static boolean hasOwnJson(Descriptor type) {
        return switch (type.getFullName()) {
            case "google.protobuf.Timestamp", "google.protobuf.Duration", "google.protobuf.FieldMask",
                 "google.protobuf.Value", "google.protobuf.Struct", "google.protobuf.ListValue",
                 "google.protobuf.Any" -> true;
            default -> isWrapper(type);
        };
    }

    private static boolean isValue(FieldDescriptor field) {
        return !field.isRepeated() && field.getJavaType() == FieldDescriptor.JavaType.MESSAGE
                && field.getMessageType().getFullName().equals("google.protobuf.Value");
    }

    /** google.protobuf.Int32Value and its kind: written as the bare value. */
    private static boolean isWrapper(Descriptor type) {
        return type.getFullName().startsWith("google.protobuf.") && type.getName().endsWith("Value")
                && type.getFields().size() == 1 && type.findFieldByName("value") != null;
    }
}
