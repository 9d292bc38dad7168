package io.formatbench.dataset;

import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.formatbench.dataset.MessagePlan.FieldPlan;
import io.formatbench.dataset.MessagePlan.ValuePlan;
import io.formatbench.dataset.MessagePlan.WellKnown;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Records of any protobuf message type, made from its descriptor: the generator of a schema that is a
 * message of proto/. Each record is valid protobuf and survives proto3's JSON mapping (JsonFormat
 * writes it and reads back an equal message). What a record holds:
 * <ul>
 *   <li>numbers: int32, sint32 and sfixed32 mostly 0-999, some negative, some anywhere, and their
 *       extremes; uint32 and fixed32 the same with a tenth above 2^31 and 0 and 2^32-1 as extremes;
 *       the 64-bit ones the same in their range, with a tenth above 2^53 (and above 2^63 for uint64 and
 *       fixed64); doubles and floats mostly prices and whole numbers, some with every digit or
 *       anywhere in the range; each extreme (int64 min, 2^64-1, Double.MAX_VALUE, MIN_VALUE...) in
 *       about one of 500 values ({@link GeneratedValues#EXTREME_EVERY}). Never NaN, infinity or -0.0
 *       ({@link ScalarValues} says why);
 *   <li>strings: a twentieth empty, most 1-6 words, some up to 12, one in fifty up to 200 words,
 *       of several scripts, characters outside the BMP among them; bytes: a tenth empty, most 1-16,
 *       one in seven 17-256, rarely up to 4 KiB;
 *   <li>enums: only values the enum declares, each as likely, but for a proto3 enum's first, numbered 0
 *       (UNSPECIFIED): that one in a tenth of the values;
 *   <li>presence: fields without it are always given a value (a zero among them is then unset, as
 *       proto3 has it) and so are proto2 required fields; message fields, proto3 {@code optional} and
 *       proto2 {@code optional} fields are set in 4 records out of 5 ({@link #SET_IN_FIVE});
 *   <li>oneofs: no branch in one record of ten, otherwise one branch, each as likely (none when the
 *       branch drawn is a message at the recursion bound or an Any);
 *   <li>lists and maps: empty in a fifth of the records, otherwise 1 to 8 elements ({@link #MAX_SIZE}),
 *       most of them few, at the root; each level of nesting halves the most (at least 1), so that
 *       recursive types stay small; a map's keys are distinct (a bool-keyed map has 2 at most);
 *   <li>recursion: a message type occurs at most 3 times on any path from the root
 *       ({@link #MAX_SAME_TYPE}: a Tree is at most 3 levels deep); a field that would go deeper is
 *       left unset, its lists and maps empty;
 *   <li>well-known types: a Timestamp is record n's time, {@link WellKnownValues#BASE} plus n seconds
 *       with 0, 3, 6 or 9 digits of nanoseconds, or in about 1 of 170 a time in the first or last year
 *       a Timestamp holds (its very first and last instants among them) or the epoch; Durations,
 *       Structs, Values, ListValues and FieldMasks as {@link WellKnownValues} makes them (Structs and
 *       lists nest 3 deep at most, a Value's number is finite); the wrappers and Empty as ordinary
 *       messages; an Any is never set, since its JSON form needs a type registry;
 *   <li>ids: the root message's singular 64-bit integer field named {@code id}, if it has one, is the
 *       record number + 1 (1, 2, 3..., a shard's continuing from the shard before it), as a user's is.
 *   <li>no record is empty: one that would have every field at its default (zero bytes as protobuf,
 *       which the dataset's readers refuse) is drawn again, with the next values of the same random;
 * </ul>
 * A record's values come in its fields' declaration order from one SplittableRandom seeded with the
 * seed (a shard's own, see {@link Shards}), so that a seed gives the same records on any JVM. The plan
 * of each message type is worked out once per generator ({@link MessagePlan}).
 *
 * @param <M> the protoc-generated class of the message
 */
public final class MessageGenerator<M extends Message> implements RecordGenerator<M> {

    /** The most elements of a list or a map at the root; halved at each level of nesting. */
    static final int MAX_SIZE = 8;

    /** How many times one message type may occur on a path from the root. */
    static final int MAX_SAME_TYPE = 3;

    /** Out of five records, in how many a field with presence is set. */
    static final int SET_IN_FIVE = 4;

    /**
     * How many times a record that would be empty (every field at its default, zero bytes as
     * protobuf, which the dataset's readers refuse) is drawn again before the message is judged to
     * have nothing to set; a message of one list field is empty in a fifth of its draws.
     */
    private static final int MAX_DRAWS = 100;

    private final M defaultInstance;
    private final SplittableRandom random;
    private final List<MessagePlan> plans;
    /** Per plan, how many messages of its type are being made right now: the recursion bound's count. */
    private final int[] open;
    private long recordNumber;

    /** Records numbered from {@code firstRecord} on: the number sets their time and their id. */
    public MessageGenerator(M defaultInstance, long seed, long firstRecord) {
        this.defaultInstance = defaultInstance;
        this.random = new SplittableRandom(seed);
        this.plans = MessagePlan.reachableFrom(defaultInstance.getDescriptorForType());
        this.open = new int[plans.size()];
        this.recordNumber = firstRecord;
    }

    /** The generator factory of a schema whose records are messages like {@code defaultInstance}. */
    public static <M extends Message> RecordGenerator.Factory<M> factory(M defaultInstance) {
        return (seed, firstRecord) -> new MessageGenerator<>(defaultInstance, seed, firstRecord);
    }

    @Override
    public M next() {
        for (int draw = 0; draw < MAX_DRAWS; draw++) {
            M record = draw();
            if (record.getSerializedSize() > 0) {
                recordNumber++;
                return record;
            }
        }
        throw new IllegalArgumentException("every record of " + defaultInstance.getDescriptorForType().getFullName()
                + " the generator draws has every field at its default value, which a dataset cannot hold (a"
                + " zero-length protobuf record): the message has no field the generator sets");
    }

    @SuppressWarnings("unchecked") // the builder of M's default instance builds an M
    private M draw() {
        Message.Builder builder = defaultInstance.newBuilderForType();
        fill(builder, plans.get(0), 0);
        return (M) builder.build();
    }

    private void fill(Message.Builder builder, MessagePlan plan, int depth) {
        open[plan.index()]++;
        for (FieldPlan field : plan.fields()) {
            fillField(builder, field, depth);
        }
        for (List<FieldPlan> branches : plan.oneofs()) {
            if (random.nextInt(10) != 0) {
                FieldPlan branch = branches.get(random.nextInt(branches.size()));
                if (canMake(branch.value())) {
                    builder.setField(branch.field(), value(builder, branch.value(), depth));
                }
            }
        }
        open[plan.index()]--;
    }

    private void fillField(Message.Builder builder, FieldPlan field, int depth) {
        FieldDescriptor descriptor = field.field();
        switch (field.shape()) {
            case ALWAYS -> builder.setField(descriptor, value(builder, field.value(), depth));
            case SOMETIMES -> {
                if (random.nextInt(5) < SET_IN_FIVE && canMake(field.value())) {
                    builder.setField(descriptor, value(builder, field.value(), depth));
                }
            }
            case ID -> builder.setField(descriptor, recordNumber + 1);
            case LIST -> {
                int size = canMake(field.value()) ? size(depth) : 0;
                for (int i = 0; i < size; i++) {
                    builder.addRepeatedField(descriptor, value(builder, field.value(), depth));
                }
            }
            case MAP -> fillMap(builder, field, depth);
        }
    }

    private void fillMap(Message.Builder builder, FieldPlan map, int depth) {
        int size = canMake(map.mapValue()) ? size(depth) : 0;
        if (map.mapKey().field().getJavaType() == FieldDescriptor.JavaType.BOOLEAN) {
            size = Math.min(size, 2);
        }
        Set<Object> keys = new HashSet<>();
        while (keys.size() < size) {
            Message.Builder entry = builder.newBuilderForField(map.field());
            Object key = value(entry, map.mapKey(), depth);
            if (keys.add(key)) {
                entry.setField(map.mapKey().field(), key);
                entry.setField(map.mapValue().field(), value(entry, map.mapValue(), depth));
                builder.addRepeatedField(map.field(), entry.build());
            }
        }
    }

    /** Whether a value can be made here: not an Any, nor a message type at its recursion bound. */
    private boolean canMake(ValuePlan value) {
        MessagePlan message = value.message();
        return message == null
                || message.wellKnown() != WellKnown.ANY && open[message.index()] < MAX_SAME_TYPE;
    }

    /** Empty in a fifth, otherwise 1 to the most at this depth, most of them few. */
    private int size(int depth) {
        if (random.nextInt(5) == 0) {
            return 0;
        }
        return GeneratedValues.skewed(random, 1, Math.max(1, MAX_SIZE >> depth));
    }

    /** One value of {@code value}'s field, in the form {@link Message.Builder#setField} takes. */
    private Object value(Message.Builder parent, ValuePlan value, int depth) {
        FieldDescriptor field = value.field();
        return switch (field.getType()) {
            case DOUBLE -> ScalarValues.float64(random);
            case FLOAT -> ScalarValues.float32(random);
            case INT32, SINT32, SFIXED32 -> ScalarValues.int32(random);
            case UINT32, FIXED32 -> ScalarValues.uint32(random);
            case INT64, SINT64, SFIXED64 -> ScalarValues.int64(random);
            case UINT64, FIXED64 -> ScalarValues.uint64(random);
            case BOOL -> ScalarValues.bool(random);
            case STRING -> ScalarValues.string(random);
            case BYTES -> ScalarValues.bytes(random);
            case ENUM -> enumValue(value.enumValues());
            case MESSAGE, GROUP -> message(parent, value, depth);
        };
    }

    private EnumValueDescriptor enumValue(EnumValueDescriptor[] values) {
        if (values.length > 1 && values[0].getNumber() == 0) {
            return random.nextInt(10) == 0 ? values[0] : values[random.nextInt(1, values.length)];
        }
        return values[random.nextInt(values.length)];
    }

    private Message message(Message.Builder parent, ValuePlan value, int depth) {
        MessagePlan plan = value.message();
        return switch (plan.wellKnown()) {
            case TIMESTAMP -> WellKnownValues.timestamp(random, recordNumber);
            case DURATION -> WellKnownValues.duration(random);
            case STRUCT -> WellKnownValues.struct(random, 0);
            case VALUE -> WellKnownValues.value(random, 0);
            case LIST_VALUE -> WellKnownValues.list(random, 0);
            case FIELD_MASK -> WellKnownValues.fieldMask(random);
            case ANY -> throw new IllegalStateException("an Any is never made: " + value.field().getFullName());
            case NONE -> {
                Message.Builder child = parent.newBuilderForField(value.field());
                fill(child, plan, depth + 1);
                yield child.build();
            }
        };
    }
}
