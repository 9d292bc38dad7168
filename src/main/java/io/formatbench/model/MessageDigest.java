package io.formatbench.model;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The content hash of a message of any type, read from its descriptor: the record hash of a schema that
 * is a message of proto/, as {@link ContentDigest} defines it, with what a generic message adds:
 * <ul>
 *   <li>a message is {@code fold} applied from {@code h = 0} over its fields in field-number order;
 *       unknown fields and extensions are left out, so the hash depends on the values alone, not on
 *       the order of the fields on the wire nor on the format;
 *   <li>a singular field without presence (proto3's plain fields) is one value, its default when unset;
 *   <li>a singular field with presence (a message field, a oneof's branch, proto3 {@code optional},
 *       proto2 {@code optional} and {@code required}) is the value 0 when unset, and when set the value
 *       1 and then its value, so that unset differs from set to the default;
 *   <li>a repeated field is one value: {@code fold} applied from {@code h = start(size)} over its
 *       elements, as {@link ContentDigest}'s lists;
 *   <li>a map is one value, {@code fold(start(size), S)} where {@code S} is the wrapping sum, over its
 *       entries, of {@code fold(fold(0, key), value)}: a sum, so that the order of the entries does not
 *       count;
 *   <li>values: int32, sint32 and sfixed32 as their signed value, uint32 and fixed32 as their unsigned
 *       value, the 64-bit integers as their 64 bits, bools as 0 or 1, enums as their number (one
 *       unknown to the schema too), doubles as {@link Double#doubleToLongBits}, floats as the bits of
 *       the double they widen to, strings and bytes as {@link ContentDigest#hash(String)} and
 *       {@link ContentDigest#hash(byte[])}, messages as their own hash by these rules; the
 *       well-known types are ordinary messages (a Timestamp is {@code fold(fold(0, seconds), nanos)}
 *       once set).
 * </ul>
 * The plan of each type (its fields in number order, what each is) is worked out once, in
 * {@link #of}; then a hash reads each field through the message's reflection API, which boxes
 * numbers but builds no map of the fields (as {@code getAllFields()} would). Immutable once made: one
 * digest serves every thread. {@link #checksum}, for the measured reads, is the hand-written schemas'
 * kind of summary: the same walk with each string and bytes value as its length only.
 */
public final class MessageDigest {

    private enum Shape { PLAIN, PRESENCE, LIST, MAP }

    private enum Kind { SIGNED32, UNSIGNED32, BITS64, BOOL, ENUM, FLOAT, DOUBLE, STRING, BYTES, MESSAGE }

    /** One type's fields in number order, with each one's shape, kind and (for a message) nested plan. */
    private static final class Plan {
        private final Descriptor type;
        private FieldDescriptor[] fields;
        private Shape[] shapes;
        private Kind[] kinds;
        private Plan[] nested;

        private Plan(Descriptor type) {
            this.type = type;
        }
    }

    private final Plan root;

    private MessageDigest(Plan root) {
        this.root = root;
    }

    /** The digest of messages of {@code type}, and of every type its fields reach. */
    public static MessageDigest of(Descriptor type) {
        Map<Descriptor, Plan> plans = new IdentityHashMap<>();
        List<Plan> pending = new ArrayList<>();
        Plan root = planOf(type, plans, pending);
        while (!pending.isEmpty()) {
            link(pending.remove(pending.size() - 1), plans, pending);
        }
        return new MessageDigest(root);
    }

    /** The hash of {@code message}, which must be of the type this digest was made for. */
    public long hash(Message message) {
        if (message.getDescriptorForType() != root.type) {
            throw new IllegalArgumentException("a digest of " + root.type.getFullName() + " given a "
                    + message.getDescriptorForType().getFullName());
        }
        return hash(message, root, true);
    }

    /**
     * The cheap checksum of a measured read, as the hand-written schemas' ({@code UserDigest.checksum}):
     * every field read, as a consumer of the record would, but strings and bytes summed up by their
     * length, not hashed character by character. The string is still decoded: a generated message
     * keeps a parsed string as bytes until it is asked for, as the hand-written records never do.
     */
    public long checksum(Message message) {
        return hash(message, root, false);
    }

    /** With {@code full}, the content hash; without, the checksum (strings and bytes by their length). */
    private static long hash(Message message, Plan plan, boolean full) {
        FieldDescriptor[] fields = plan.fields;
        long h = 0;
        for (int i = 0; i < fields.length; i++) {
            FieldDescriptor field = fields[i];
            switch (plan.shapes[i]) {
                case PLAIN -> h = ContentDigest.fold(h,
                        value(message.getField(field), plan.kinds[i], plan.nested[i], full));
                case PRESENCE -> h = message.hasField(field)
                        ? ContentDigest.fold(ContentDigest.fold(h, 1),
                                value(message.getField(field), plan.kinds[i], plan.nested[i], full))
                        : ContentDigest.fold(h, 0);
                case LIST -> h = ContentDigest.fold(h, list(message, field, plan.kinds[i], plan.nested[i], full));
                case MAP -> h = ContentDigest.fold(h, map(message, field, plan.nested[i], full));
            }
        }
        return h;
    }

    private static long list(Message message, FieldDescriptor field, Kind kind, Plan nested, boolean full) {
        int size = message.getRepeatedFieldCount(field);
        long h = ContentDigest.start(size);
        for (int i = 0; i < size; i++) {
            h = ContentDigest.fold(h, value(message.getRepeatedField(field, i), kind, nested, full));
        }
        return h;
    }

    /** A map entry is a message of its key (field 1) and value (field 2), both without presence. */
    private static long map(Message message, FieldDescriptor field, Plan entry, boolean full) {
        int size = message.getRepeatedFieldCount(field);
        long sum = 0;
        for (int i = 0; i < size; i++) {
            sum += hash((Message) message.getRepeatedField(field, i), entry, full);
        }
        return ContentDigest.fold(ContentDigest.start(size), sum);
    }

    private static long value(Object value, Kind kind, Plan nested, boolean full) {
        return switch (kind) {
            case SIGNED32 -> (Integer) value;
            case UNSIGNED32 -> Integer.toUnsignedLong((Integer) value);
            case BITS64 -> (Long) value;
            case BOOL -> (Boolean) value ? 1 : 0;
            case ENUM -> ((EnumValueDescriptor) value).getNumber();
            case FLOAT -> Double.doubleToLongBits((Float) value);
            case DOUBLE -> Double.doubleToLongBits((Double) value);
            case STRING -> full ? ContentDigest.hash((String) value) : ((String) value).length();
            case BYTES -> full ? hash((ByteString) value) : ((ByteString) value).size();
            case MESSAGE -> hash((Message) value, nested, full);
        };
    }

    /** {@link ContentDigest#hash(byte[])} of the bytes, read in place instead of copied out. */
    public static long hash(ByteString bytes) {
        ByteBuffer buffer = bytes.asReadOnlyByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
        int length = buffer.remaining();
        int start = buffer.position();
        long h = ContentDigest.start(length);
        int i = 0;
        for (; i + 8 <= length; i += 8) {
            h = ContentDigest.fold(h, buffer.getLong(start + i));
        }
        if (i < length) {
            long word = 0;
            for (int shift = 0; i < length; i++, shift += 8) {
                word |= (buffer.get(start + i) & 0xFFL) << shift;
            }
            h = ContentDigest.fold(h, word);
        }
        return h;
    }

    private static Plan planOf(Descriptor type, Map<Descriptor, Plan> plans, List<Plan> pending) {
        Plan plan = plans.get(type);
        if (plan == null) {
            plan = new Plan(type);
            plans.put(type, plan);
            pending.add(plan);
        }
        return plan;
    }

    /** Fills in a plan's fields; the plans of the types they reach are made, and linked later, as needed. */
    private static void link(Plan plan, Map<Descriptor, Plan> plans, List<Plan> pending) {
        List<FieldDescriptor> fields = new ArrayList<>(plan.type.getFields());
        fields.sort(Comparator.comparingInt(FieldDescriptor::getNumber));
        boolean mapEntry = plan.type.getOptions().getMapEntry();
        int count = fields.size();
        plan.fields = fields.toArray(FieldDescriptor[]::new);
        plan.shapes = new Shape[count];
        plan.kinds = new Kind[count];
        plan.nested = new Plan[count];
        for (int i = 0; i < count; i++) {
            FieldDescriptor field = fields.get(i);
            plan.shapes[i] = field.isMapField() ? Shape.MAP
                    : field.isRepeated() ? Shape.LIST
                    : field.hasPresence() && !mapEntry ? Shape.PRESENCE
                    : Shape.PLAIN;
            plan.kinds[i] = kindOf(field);
            if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
                plan.nested[i] = planOf(field.getMessageType(), plans, pending);
            }
        }
    }

    private static Kind kindOf(FieldDescriptor field) {
        return switch (field.getType()) {
            case INT32, SINT32, SFIXED32 -> Kind.SIGNED32;
            case UINT32, FIXED32 -> Kind.UNSIGNED32;
            case INT64, SINT64, SFIXED64, UINT64, FIXED64 -> Kind.BITS64;
            case BOOL -> Kind.BOOL;
            case ENUM -> Kind.ENUM;
            case FLOAT -> Kind.FLOAT;
            case DOUBLE -> Kind.DOUBLE;
            case STRING -> Kind.STRING;
            case BYTES -> Kind.BYTES;
            case MESSAGE, GROUP -> Kind.MESSAGE;
        };
    }
}
