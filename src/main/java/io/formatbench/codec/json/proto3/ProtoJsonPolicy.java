package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The JSON Lines policy (JsonPolicy's, on its factory) for records in protobuf's JSON mapping, checked on each
 * line before JsonFormat parses it, by the strict protobuf-json reader. JsonFormat parses through
 * Gson's lenient mode and maps leniently, so on its own it accepts, and the policy refuses: text after
 * the record on its line (ignored), comments, single quotes, unquoted names and strings, '=' for ':',
 * a ")]}'" prefix, leading zeros, raw control characters in strings, duplicate keys (the last wins),
 * integers as strings ("20"), integers with a fraction or an exponent (20.0, 1e3, "1e2"), "+3", "true" for a
 * boolean, numbers and booleans for a string (42 as "42"), a double as a string of its digits ("1.5"),
 * URL-safe or unpadded base64, timestamps with an offset or any count of fractional digits.
 *
 * <p>Here, on Jackson's strict parser with the policy's limits and duplicate detection: one object per
 * line, each field by its .proto name or its JSON name (not both in one record), at most one member of
 * a oneof, a proto2 required field present; and every value read as the Jackson readers read it, by the
 * same code: {@link ProtoScalarJson} ({@link JsonValues}) for scalars and map keys, {@link ProtoEnumJson}
 * for enums, {@link ProtoWellKnownJson} for timestamps, durations, field masks, wrappers and Struct.
 * So a line this accepts, JsonFormat parses to the same values, and a refusal has the Jackson readers'
 * words and names the field's whole path ({@code addresses[1].zip}), never JsonFormat's last name.
 *
 * <p>A reader that skips unknown fields checks the same, but skips a name that no field of its object
 * has, with its value, at any depth, and counts those of the record itself: JsonFormat's
 * ignoringUnknownFields() skips them too but counts nothing. Without the strict checks,
 * {@link #countUnknown} counts them alone.
 */
public final class ProtoJsonPolicy {

    private final JsonFactory factory;
    /** For {@link #countUnknown}: the line is not checked there, so no duplicate detection either. */
    private final JsonFactory counting;
    private final Map<Descriptor, Shape> shapes = new IdentityHashMap<>();
    private final Shape root;

    public ProtoJsonPolicy(Descriptor record, JsonFactory policy) {
        this.factory = policy.rebuild()
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        this.counting = policy;
        this.root = shape(record);
    }

    /**
     * What {@link #check} found: how many of the line's bytes the record takes, how many of its own fields were
     * skipped.
     */
    public record Checked(int used, int skipped) {}

    /**
     * Checks the one record a line must hold; returns how many of the line's bytes it takes, and with
     * {@code skip} how many unknown fields of the record it skipped (without, an unknown field is bad
     * input). The caller refuses anything but whitespace after it: in the policy, that is the next record.
     *
     * @throws InvalidRecordException for a record that breaks the schema or the mapping
     * @throws com.fasterxml.jackson.core.JsonProcessingException for what is not JSON, with
     *     locations counted from {@code from}
     */
    public Checked check(byte[] line, int from, int length, boolean skip) throws IOException {
        try (JsonParser parser = factory.createParser(line, from, length)) {
            JsonToken token = parser.nextToken();
            if (token != JsonToken.START_OBJECT) {
                throw JsonTokens.notAnObject(token);
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
    public int countUnknown(byte[] line, int from, int length) throws IOException {
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

    /**
     * The fields of one message type, by both of their names, built once for every type the record reaches;
     * per field the reader of one of its values (an element, a map's value), or null for a message of
     * fields, checked by its own shape.
     */
    private record Shape(Map<String, Integer> index, FieldDescriptor[] fields, boolean[] required,
                         ProtoValueJson[] values, ProtoScalarJson[] keys) {}

    /** Built in the constructor only: afterwards the map is read, by any number of threads. */
    private Shape shape(Descriptor type) {
        Shape known = shapes.get(type);
        if (known != null) {
            return known;
        }
        FieldDescriptor[] fields = type.getFields().toArray(FieldDescriptor[]::new);
        Map<String, Integer> index = new HashMap<>();
        boolean[] required = new boolean[fields.length];
        ProtoValueJson[] values = new ProtoValueJson[fields.length];
        ProtoScalarJson[] keys = new ProtoScalarJson[fields.length];
        Shape shape = new Shape(index, fields, required, values, keys);
        shapes.put(type, shape);
        for (int i = 0; i < fields.length; i++) {
            index.put(fields[i].getName(), i);
            index.put(fields[i].getJsonName(), i);
            required[i] = fields[i].isRequired();
            FieldDescriptor element = fields[i];
            if (fields[i].isMapField()) {
                keys[i] = ProtoScalarJson.of(fields[i].getMessageType().findFieldByName("key").getType());
                element = fields[i].getMessageType().findFieldByName("value");
            }
            values[i] = valueJson(element);
            if (values[i] == null) {
                shape(element.getMessageType());
            }
        }
        return shape;
    }

    /** How one value of the field is read by the Jackson readers; null for a message of fields. */
    private static ProtoValueJson valueJson(FieldDescriptor field) {
        return switch (field.getJavaType()) {
            case ENUM -> field.getEnumType().getFullName().equals("google.protobuf.NullValue")
                    ? new ProtoEnumJson.NullValue(field.getEnumType()) : new ProtoEnumJson(field.getEnumType());
            case MESSAGE -> wellKnownJson(field.getMessageType());
            default -> ProtoScalarJson.of(field.getType());
        };
    }

    private static ProtoValueJson wellKnownJson(Descriptor type) {
        try {
            return ProtoWellKnownJson.of(type);
        } catch (IllegalArgumentException noJson) {
            // google.protobuf.Any: refused in the words of the record's readers, which have no JSON for it.
            return new ProtoValueJson() {
                @Override
                public void write(JsonGenerator generator, Object value) {
                    throw new UnsupportedOperationException(noJson.getMessage());
                }

                @Override
                public Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown)
                        throws InvalidRecordException {
                    throw InvalidRecordException.ofField(field, ": " + noJson.getMessage());
                }
            };
        }
    }

    /** Checks one object; with {@code skip}, returns how many names it skipped that none of its fields has. */
    private int checkObject(JsonParser parser, Shape shape, boolean skip) throws IOException {
        boolean[] seen = new boolean[shape.fields().length];
        // Per oneof, by its index in the message: the member set, or null.
        FieldDescriptor[] oneofs = null;
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
                throw JsonValues.twice(name, field.getName());
            }
            seen[i] = true;
            JsonToken value = parser.nextToken();
            OneofDescriptor oneof = field.getRealContainingOneof();
            if (oneof != null && value != JsonToken.VALUE_NULL) {
                oneofs = oneofs != null ? oneofs : new FieldDescriptor[field.getContainingType().getOneofs().size()];
                FieldDescriptor other = oneofs[oneof.getIndex()];
                if (other != null) {
                    throw InvalidRecordException.twoOfOneof(other.getName(), field.getName(), oneof.getName());
                }
                oneofs[oneof.getIndex()] = field;
            }
            try {
                checkField(parser, value, shape, i, skip);
            } catch (InvalidRecordException e) {
                throw e.within(field.getName());
            }
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

    /** One field's value; a refusal names the path within the field ("" for the field itself). */
    private void checkField(JsonParser parser, JsonToken token, Shape shape, int i, boolean skip)
            throws IOException {
        FieldDescriptor field = shape.fields()[i];
        if (token == JsonToken.VALUE_NULL && !isValue(field)) {
            return; // the field's default, as proto3 reads it (a Value's null is a value, checked below)
        }
        if (field.isMapField()) {
            require(token == JsonToken.START_OBJECT, "an object", token);
            FieldDescriptor value = field.getMessageType().findFieldByName("value");
            while ((token = parser.nextToken()) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                try {
                    shape.keys()[i].parseKey(key, "");
                    checkValue(parser, parser.nextToken(), value, shape.values()[i], skip);
                } catch (InvalidRecordException e) {
                    throw e.within("[" + key + "]");
                }
            }
        } else if (field.isRepeated()) {
            require(token == JsonToken.START_ARRAY, "an array", token);
            for (int element = 0; (token = parser.nextToken()) != JsonToken.END_ARRAY; element++) {
                try {
                    checkValue(parser, token, field, shape.values()[i], skip);
                } catch (InvalidRecordException e) {
                    throw e.within("[" + element + "]");
                }
            }
        } else {
            checkValue(parser, token, field, shape.values()[i], skip);
        }
    }

    /** One value: by the Jackson readers' own code, or, for a message of fields, by its shape. */
    private void checkValue(JsonParser parser, JsonToken token, FieldDescriptor field, ProtoValueJson json,
                            boolean skip) throws IOException {
        if (json != null) {
            json.read(parser, token, "", JsonUnknownFields.REJECT);
            return;
        }
        if (token != JsonToken.START_OBJECT) {
            throw InvalidRecordException.wrongType("", "an object", JsonTokens.describe(token));
        }
        // Nested names none of its fields has are skipped, not counted: only the record's own are.
        checkObject(parser, shapes.get(field.getMessageType()), skip);
    }

    private static boolean isValue(FieldDescriptor field) {
        return !field.isRepeated() && field.getJavaType() == FieldDescriptor.JavaType.MESSAGE
                && field.getMessageType().getFullName().equals("google.protobuf.Value");
    }

    private static void require(boolean ok, String expected, JsonToken token) throws InvalidRecordException {
        if (!ok) {
            throw InvalidRecordException.wrongType("", expected, JsonTokens.describe(token));
        }
    }
}
