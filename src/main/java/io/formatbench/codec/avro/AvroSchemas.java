package io.formatbench.codec.avro;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.avro.JsonProperties;
import org.apache.avro.Schema;

/**
 * The Avro schema of a schema, derived from its protobuf message descriptor: every schema has one
 * (the hand-written ones through their {@code ProtoBinding}), so one mapping serves them all and a
 * record's Avro file holds exactly what its protobuf frame holds. The mapping, field for field in
 * the .proto's order and with the .proto's names:
 *
 * <ul>
 *   <li>int32, sint32, sfixed32: {@code int}. int64, sint64, sfixed64: {@code long}.</li>
 *   <li>uint32, fixed32: {@code long} (0 to 2^32-1: Avro has no unsigned types, and an int would read
 *       as negative).</li>
 *   <li>uint64, fixed64: {@code long}, the same 64 bits: a value of 2^63 or more is a negative long, as
 *       protobuf-java holds it; a reader of another language must reinterpret it as unsigned.</li>
 *   <li>float, double, bool, string, bytes: the Avro types of those names.</li>
 *   <li>enum: {@code int}, the enum's number. Not an Avro enum: proto3 enums are open (a message may
 *       hold a number the .proto does not list, and must keep it), and an Avro enum has symbols only.</li>
 *   <li>message: a record named by the message's full name ({@code formatbench.user.User}); a message
 *       met again (recursion) refers to it by that name, as Avro's named types allow.</li>
 *   <li>repeated: an array. map with string keys: an Avro map; map with other keys: an array of the
 *       entry's record ({@code key}, {@code value}), in the message's order.</li>
 *   <li>a singular field with presence (a message, a oneof member, proto3 {@code optional}, proto2
 *       optional): a union of {@code null} and its type, default null; null is "not set". A oneof is
 *       its members, each such a union, at most one of them non-null.</li>
 *   <li>well-known types are messages like any other: Timestamp and Duration are records of
 *       {@code seconds} (long) and {@code nanos} (int), not a logical type, since timestamp-nanos
 *       (a long of nanoseconds) ends in 2262 and timestamp-micros drops the nanoseconds, while the
 *       schemas hold 0001-01-01 to 9999-12-31 to the nanosecond; the wrappers are a union of null
 *       and the record of their {@code value}; Struct, Value and ListValue are their (recursive)
 *       records.</li>
 * </ul>
 */
public final class AvroSchemas {

    private static final Map<Descriptor, Schema> SCHEMAS = new ConcurrentHashMap<>();

    private AvroSchemas() {}

    /** The Avro schema of records of this message type; built once per type, then shared. */
    public static Schema of(Descriptor message) {
        return SCHEMAS.computeIfAbsent(message, type -> new Builder().record(type));
    }

    /** The Avro type of one field's values as the map entry's or list's element (no presence union). */
    static boolean isStringMap(FieldDescriptor field) {
        return field.isMapField()
                && field.getMessageType().findFieldByNumber(1).getJavaType() == FieldDescriptor.JavaType.STRING;
    }

    /** Whether a field is a union with null: singular, and protobuf tracks whether it is set. */
    static boolean nullable(FieldDescriptor field) {
        return !field.isRepeated() && field.hasPresence();
    }

    /** One schema's named records, so that a message met twice (or inside itself) is one named type. */
    private static final class Builder {
        private final Map<String, Schema> records = new HashMap<>();

        Schema record(Descriptor message) {
            Schema known = records.get(message.getFullName());
            if (known != null) {
                return known;
            }
            String full = message.getFullName();
            int dot = full.lastIndexOf('.');
            Schema record = Schema.createRecord(full.substring(dot + 1), null,
                    dot < 0 ? null : full.substring(0, dot), false);
            records.put(full, record);
            List<Schema.Field> fields = new ArrayList<>();
            for (FieldDescriptor field : message.getFields()) {
                Schema type = fieldType(field);
                fields.add(nullable(field) ? new Schema.Field(field.getName(),
                        Schema.createUnion(Schema.create(Schema.Type.NULL), type), null, JsonProperties.NULL_VALUE)
                        : new Schema.Field(field.getName(), type));
            }
            record.setFields(fields);
            return record;
        }

        private Schema fieldType(FieldDescriptor field) {
            if (field.isMapField()) {
                Descriptor entry = field.getMessageType();
                return isStringMap(field) ? Schema.createMap(valueType(entry.findFieldByNumber(2)))
                        : Schema.createArray(record(entry));
            }
            Schema value = valueType(field);
            return field.isRepeated() ? Schema.createArray(value) : value;
        }

        private Schema valueType(FieldDescriptor field) {
            return switch (field.getType()) {
                case INT32, SINT32, SFIXED32, ENUM -> Schema.create(Schema.Type.INT);
                case INT64, SINT64, SFIXED64, UINT32, FIXED32, UINT64, FIXED64 -> Schema.create(Schema.Type.LONG);
                case FLOAT -> Schema.create(Schema.Type.FLOAT);
                case DOUBLE -> Schema.create(Schema.Type.DOUBLE);
                case BOOL -> Schema.create(Schema.Type.BOOLEAN);
                case STRING -> Schema.create(Schema.Type.STRING);
                case BYTES -> Schema.create(Schema.Type.BYTES);
                case MESSAGE, GROUP -> record(field.getMessageType());
            };
        }
    }
}
