package io.formatbench.dataset;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@link MessageGenerator} fills in one message type, worked out once from its descriptor: each
 * field's shape (always set, sometimes set, a list, a map), how to make one of its values, and the
 * real oneofs with their branches. The plans of a root type and of every type reachable from it are
 * made together, each numbered, so that a recursive type refers to its own plan and the generator can
 * count how deep it is in each type with an array.
 */
final class MessagePlan {

    /** The well-known types whose values have rules of their own; {@code NONE} for every other message. */
    enum WellKnown { NONE, TIMESTAMP, DURATION, STRUCT, VALUE, LIST_VALUE, FIELD_MASK, ANY }

    /** How often a field is set: what its label and presence allow. */
    enum Shape {
        /** Set in every record: proto3 fields without presence (zero then means unset), proto2 required ones. */
        ALWAYS,
        /** Set in some records: message fields, proto3 {@code optional}, proto2 {@code optional}. */
        SOMETIMES,
        LIST,
        MAP,
        /** The root's int64-like {@code id}: the record number + 1. */
        ID
    }

    /**
     * How to make one value of a field, or of a map's key or value: a scalar of the field's type, one
     * of the enum's declared values, or a message of {@code message}'s plan.
     */
    record ValuePlan(FieldDescriptor field, EnumValueDescriptor[] enumValues, MessagePlan message) {}

    record FieldPlan(Shape shape, ValuePlan value, ValuePlan mapKey, ValuePlan mapValue) {

        FieldDescriptor field() {
            return value.field();
        }
    }

    private static final String WELL_KNOWN_PACKAGE = "google.protobuf.";

    private final Descriptor type;
    private final int index;
    private final WellKnown wellKnown;
    private List<FieldPlan> fields = List.of();
    private List<List<FieldPlan>> oneofs = List.of();

    private MessagePlan(Descriptor type, int index) {
        this.type = type;
        this.index = index;
        this.wellKnown = wellKnownOf(type);
    }

    /** The plans of {@code root} (index 0) and of every message type its fields reach, each once. */
    static List<MessagePlan> reachableFrom(Descriptor root) {
        Map<Descriptor, MessagePlan> plans = new IdentityHashMap<>();
        List<MessagePlan> ordered = new ArrayList<>();
        List<Descriptor> pending = new ArrayList<>(List.of(root));
        while (!pending.isEmpty()) {
            Descriptor type = pending.remove(pending.size() - 1);
            if (plans.containsKey(type)) {
                continue;
            }
            MessagePlan plan = new MessagePlan(type, ordered.size());
            plans.put(type, plan);
            ordered.add(plan);
            if (plan.wellKnown == WellKnown.NONE) {
                for (FieldDescriptor field : type.getFields()) {
                    if (field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
                        pending.add(field.getMessageType());
                    }
                }
            }
        }
        // Only now that every type has its plan can a field refer to one, its own type's included.
        for (MessagePlan plan : ordered) {
            plan.link(plans, plan == ordered.get(0));
        }
        return List.copyOf(ordered);
    }

    Descriptor type() {
        return type;
    }

    int index() {
        return index;
    }

    WellKnown wellKnown() {
        return wellKnown;
    }

    /** The fields outside real oneofs, in declaration order. */
    List<FieldPlan> fields() {
        return fields;
    }

    /** Each real oneof's branches, in declaration order; proto3 {@code optional}'s synthetic oneofs are not here. */
    List<List<FieldPlan>> oneofs() {
        return oneofs;
    }

    private void link(Map<Descriptor, MessagePlan> plans, boolean root) {
        if (wellKnown != WellKnown.NONE) {
            return;
        }
        List<FieldPlan> linked = new ArrayList<>();
        for (FieldDescriptor field : type.getFields()) {
            if (field.getRealContainingOneof() == null) {
                linked.add(fieldPlan(field, shapeOf(field, root), plans));
            }
        }
        List<List<FieldPlan>> branches = new ArrayList<>();
        for (OneofDescriptor oneof : type.getRealOneofs()) {
            List<FieldPlan> oneofBranches = new ArrayList<>();
            for (FieldDescriptor field : oneof.getFields()) {
                oneofBranches.add(fieldPlan(field, Shape.ALWAYS, plans));
            }
            branches.add(List.copyOf(oneofBranches));
        }
        this.fields = List.copyOf(linked);
        this.oneofs = List.copyOf(branches);
    }

    private static FieldPlan fieldPlan(FieldDescriptor field, Shape shape, Map<Descriptor, MessagePlan> plans) {
        if (shape == Shape.MAP) {
            Descriptor entry = field.getMessageType();
            return new FieldPlan(shape, valuePlan(field, plans), valuePlan(entry.findFieldByNumber(1), plans),
                    valuePlan(entry.findFieldByNumber(2), plans));
        }
        return new FieldPlan(shape, valuePlan(field, plans), null, null);
    }

    private static ValuePlan valuePlan(FieldDescriptor field, Map<Descriptor, MessagePlan> plans) {
        return switch (field.getJavaType()) {
            case ENUM -> new ValuePlan(field, field.getEnumType().getValues().toArray(EnumValueDescriptor[]::new),
                    null);
            case MESSAGE -> new ValuePlan(field, null, plans.get(field.getMessageType()));
            default -> new ValuePlan(field, null, null);
        };
    }

    private static Shape shapeOf(FieldDescriptor field, boolean root) {
        if (field.isMapField()) {
            return Shape.MAP;
        }
        if (field.isRepeated()) {
            return Shape.LIST;
        }
        if (root && isId(field)) {
            return Shape.ID;
        }
        return field.hasPresence() && !field.isRequired() ? Shape.SOMETIMES : Shape.ALWAYS;
    }

    private static boolean isId(FieldDescriptor field) {
        return field.getName().equals("id") && field.getJavaType() == FieldDescriptor.JavaType.LONG;
    }

    private static WellKnown wellKnownOf(Descriptor type) {
        String name = type.getFullName();
        if (!name.startsWith(WELL_KNOWN_PACKAGE)) {
            return WellKnown.NONE;
        }
        return switch (name.substring(WELL_KNOWN_PACKAGE.length())) {
            case "Timestamp" -> WellKnown.TIMESTAMP;
            case "Duration" -> WellKnown.DURATION;
            case "Struct" -> WellKnown.STRUCT;
            case "Value" -> WellKnown.VALUE;
            case "ListValue" -> WellKnown.LIST_VALUE;
            case "FieldMask" -> WellKnown.FIELD_MASK;
            case "Any" -> WellKnown.ANY;
            // The wrappers and Empty are ordinary messages: any value of theirs is valid.
            default -> WellKnown.NONE;
        };
    }
}
