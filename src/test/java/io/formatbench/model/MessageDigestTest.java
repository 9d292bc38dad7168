package io.formatbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.MessageGenerator;
import io.formatbench.dataset.RecordBindings;
import io.formatbench.dataset.RecordGenerator;
import io.formatbench.dataset.Schemas;
import io.formatbench.generated.GeneratedRecords;
import io.formatbench.kinds.EveryKind;
import io.formatbench.kinds.Tree;
import io.formatbench.kinds.legacy.LegacyOrder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hash of any message: the same for the same values however they were read, different when any
 * one field differs, and for the user and event messages the hash their built-in digests compute.
 */
class MessageDigestTest {

    private static final MessageDigest KINDS = MessageDigest.of(EveryKind.getDescriptor());

    static Stream<Arguments> messages() {
        return Stream.of(EveryKind.getDefaultInstance(), Tree.getDefaultInstance(), LegacyOrder.getDefaultInstance(),
                io.formatbench.proto.User.getDefaultInstance(), io.formatbench.proto.Pipeline.getDefaultInstance(),
                io.formatbench.proto.Event.getDefaultInstance(), io.formatbench.proto.SmallMessage.getDefaultInstance())
                .map(type -> Arguments.of(type.getDescriptorForType().getFullName(), type));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void aMessageReadBackFromItsBytesOrItsJsonHasTheSameHash(String name, Message type)
            throws InvalidProtocolBufferException {
        MessageDigest digest = MessageDigest.of(type.getDescriptorForType());
        for (Message record : generate(type, 42, 300)) {
            long hash = digest.hash(record);
            Message parsed = type.getParserForType().parseFrom(record.toByteArray());
            assertEquals(hash, digest.hash(parsed));
            Message.Builder fromJson = type.newBuilderForType();
            JsonFormat.parser().merge(JsonFormat.printer().print(record), fromJson);
            assertEquals(hash, digest.hash(fromJson.build()));
            assertEquals(digest.checksum(record), digest.checksum(parsed));
            assertEquals(digest.checksum(record), digest.checksum(fromJson.build()));
        }
    }

    @Test
    void changingAnyOneFieldOfARecordOrOfAMessageInItChangesTheHash() {
        int changes = 0;
        for (EveryKind record : generate(EveryKind.getDefaultInstance(), 42, 20)) {
            changes += assertEveryChangeChangesTheHash(KINDS, record);
        }
        MessageDigest orders = MessageDigest.of(LegacyOrder.getDescriptor());
        for (LegacyOrder record : generate(LegacyOrder.getDefaultInstance(), 42, 20)) {
            changes += assertEveryChangeChangesTheHash(orders, record);
        }
        assertTrue(changes > 2000, changes + " changes");
    }

    @Test
    void theChecksumSumsUpStringsAndBytesByTheirLengthAndEveryOtherFieldInFull() {
        MessageDigest users = MessageDigest.of(io.formatbench.proto.User.getDescriptor());
        io.formatbench.proto.User user = io.formatbench.proto.User.newBuilder().setId(7).setName("Ada")
                .setEmail("ada@example.org").setAge(36).setActive(true).build();
        long checksum = users.checksum(user);

        assertEquals(checksum, users.checksum(user.toBuilder().setName("Bob").build()), "same length, same checksum");
        assertNotEquals(users.hash(user), users.hash(user.toBuilder().setName("Bob").build()));
        assertNotEquals(checksum, users.checksum(user.toBuilder().setName("Adam").build()));
        assertNotEquals(checksum, users.checksum(user.toBuilder().setAge(37).build()));
        EveryKind kinds = generate(EveryKind.getDefaultInstance(), 42, 1).get(0);
        assertNotEquals(KINDS.checksum(kinds), KINDS.checksum(kinds.toBuilder().addTags("x")
                .build()), "a list's size counts");
    }

    @Test
    void anUnsetFieldDiffersFromOneSetToTheDefault() {
        EveryKind empty = EveryKind.getDefaultInstance();
        assertNotEquals(KINDS.hash(empty), KINDS.hash(empty.toBuilder().setMaybeCount(0).build()));
        assertNotEquals(KINDS.hash(empty), KINDS.hash(empty.toBuilder()
                .setAddress(EveryKind.Address.getDefaultInstance()).build()));
        assertNotEquals(KINDS.hash(empty), KINDS.hash(empty.toBuilder().setText("").build()));
        assertNotEquals(KINDS.hash(empty.toBuilder().setText("").build()),
                KINDS.hash(empty.toBuilder().setNumber(0).build()));
        assertNotEquals(KINDS.hash(empty), KINDS.hash(empty.toBuilder().setSmallCount(UInt32Value.of(0)).build()));
        MessageDigest orders = MessageDigest.of(LegacyOrder.getDescriptor());
        LegacyOrder order = LegacyOrder.newBuilder().setId(1).build();
        assertNotEquals(orders.hash(order), orders.hash(order.toBuilder().setQuantity(1).build()));
        assertNotEquals(orders.hash(order), orders.hash(order.toBuilder().setCustomer("anonymous").build()));
        // Without presence, a zero is the field's only form: set or not, the same record.
        assertEquals(KINDS.hash(empty), KINDS.hash(empty.toBuilder().setAnInt32(0).setAString("").build()));
    }

    @Test
    void aListOfOneElementEqualToItsSizeDiffersFromAnEmptyList() {
        EveryKind empty = EveryKind.getDefaultInstance();
        assertNotEquals(KINDS.hash(empty), KINDS.hash(empty.toBuilder().addIds(1).build()));
        assertNotEquals(KINDS.hash(empty), KINDS.hash(empty.toBuilder().addLevels(EveryKind.Level.LEVEL_LOW).build()));
        assertNotEquals(KINDS.hash(empty.toBuilder().addIds(2).build()),
                KINDS.hash(empty.toBuilder().addIds(2).addIds(2).build()));
    }

    @Test
    void theOrderOfAMapsEntriesDoesNotCount() throws InvalidProtocolBufferException {
        EveryKind record = generate(EveryKind.getDefaultInstance(), 42, 200).stream()
                .filter(kinds -> kinds.getLabelsCount() > 2 && kinds.getAddressesByIdCount() > 2).findFirst()
                .orElseThrow();
        EveryKind.Builder reversed = record.toBuilder().clearLabels().clearAddressesById();
        for (String key : record.getLabelsMap().keySet().stream().sorted(Comparator.reverseOrder()).toList()) {
            reversed.putLabels(key, record.getLabelsOrThrow(key));
        }
        for (Integer key : record.getAddressesByIdMap().keySet().stream().sorted(Comparator.reverseOrder()).toList()) {
            reversed.putAddressesById(key, record.getAddressesByIdOrThrow(key));
        }
        EveryKind other = EveryKind.parseFrom(reversed.build().toByteArray());
        assertNotEquals(record.toByteString(), other.toByteString(), "the entries on the wire in another order");
        assertEquals(KINDS.hash(record), KINDS.hash(other));
    }

    @Test
    void unknownFieldsAndTheOrderOfFieldsOnTheWireDoNotCount() throws IOException {
        EveryKind record = generate(EveryKind.getDefaultInstance(), 7, 1).get(0);
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        List<FieldDescriptor> fields = new ArrayList<>(record.getAllFields().keySet());
        Collections.reverse(fields);
        for (FieldDescriptor field : fields) {
            EveryKind.newBuilder().setField(field, record.getField(field)).build().writeTo(wire);
        }
        CodedOutputStream unknown = CodedOutputStream.newInstance(wire);
        unknown.writeInt64(1000, 12345);
        unknown.writeString(1001, "not in the schema");
        unknown.flush();
        EveryKind reordered = EveryKind.parseFrom(wire.toByteArray());
        assertEquals(2, reordered.getUnknownFields().asMap().size());
        assertNotEquals(record.toByteString(), reordered.toByteString());
        assertEquals(KINDS.hash(record), KINDS.hash(reordered));
    }

    @Test
    void bytesHashInPlaceAsContentDigestHashesTheirArray() {
        SplittableRandom random = new SplittableRandom(1);
        for (int length = 0; length < 40; length++) {
            byte[] bytes = new byte[length + 6];
            random.nextBytes(bytes);
            ByteString inner = ByteString.copyFrom(bytes).substring(3, 3 + length);
            assertEquals(ContentDigest.hash(inner.toByteArray()), MessageDigest.hash(inner), "length " + length);
            ByteString rope = ByteString.copyFrom(bytes, 0, length / 2).concat(ByteString.copyFrom(bytes,
                    length / 2, length - length / 2));
            assertEquals(ContentDigest.hash(rope.toByteArray()), MessageDigest.hash(rope), "length " + length);
        }
    }

    /**
     * The digests the build generates for every message of proto/ follow this one's definition, without
     * reflection: for the records of each schema, the generated hash and checksum of a record, and those of
     * its message through protoc's accessors (what a protobuf codec on messages checks its reads with), are
     * this digest's of its message.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("everyMessage")
    void theGeneratedDigestsAreThisDefinition(SchemaName name) throws IOException {
        check(Schemas.byName(name), GeneratedRecords.of(name.toString()).orElseThrow());
    }

    /** Every message of proto/ by its full name, but Nothing, of which no record can be made (none is empty). */
    static Stream<SchemaName> everyMessage() {
        return Schemas.names().stream().filter(name -> GeneratedRecords.of(name.toString()).isPresent())
                .filter(name -> !name.toString().equals("formatbench.kinds.Nothing"));
    }

    @SuppressWarnings("unchecked")
    private static <T, M extends Message> void check(DatasetSchema<?> schema, RecordBindings<?, ?> generated)
            throws IOException {
        RecordBindings<T, M> bindings = (RecordBindings<T, M>) generated;
        MessageDigest digest = MessageDigest.of(bindings.defaultMessage().getDescriptorForType());
        RecordGenerator<T> records = ((DatasetSchema<T>) schema).generator().create(42, 0);
        for (int i = 0; i < 100; i++) {
            T record = records.next();
            M message = bindings.toMessage(record);
            assertEquals(digest.hash(message), bindings.hash(record), schema.name() + " record " + i);
            assertEquals(digest.checksum(message), bindings.checksum(record), schema.name() + " record " + i);
            assertEquals(digest.hash(message), bindings.messageHash(message), schema.name() + " message " + i);
            assertEquals(digest.checksum(message), bindings.messageChecksum(message), schema.name() + " message " + i);
        }
    }

    @Test
    void aDigestRefusesAMessageOfAnotherType() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> KINDS.hash(Tree.getDefaultInstance()));
        assertEquals("a digest of formatbench.kinds.EveryKind given a formatbench.kinds.Tree", e.getMessage());
    }

    /**
     * Changes each field of {@code record}, and each field of each message set in it, one at a time
     * (a proto2 required field too: a record without it is not initialized, but still has a hash).
     */
    private static int assertEveryChangeChangesTheHash(MessageDigest digest, Message record) {
        long hash = digest.hash(record);
        List<Change> changes = singleFieldChanges(record, 2);
        for (Change change : changes) {
            assertNotEquals(record, change.message(), change.what() + " changed nothing");
            assertNotEquals(hash, digest.hash(change.message()), () -> change.what() + " of " + record);
        }
        return changes.size();
    }

    private record Change(String what, Message message) {}

    private static List<Change> singleFieldChanges(Message record, int levels) {
        List<Change> changes = new ArrayList<>();
        for (FieldDescriptor field : record.getDescriptorForType().getFields()) {
            String name = field.getName();
            if (field.isRepeated()) {
                changes.addAll(listChanges(record, field));
            } else if (field.hasPresence() && record.hasField(field)) {
                changes.add(new Change("clearing " + name, record.toBuilder().clearField(field).buildPartial()));
                Object other = other(record.toBuilder(), field, record.getField(field));
                if (!other.equals(record.getField(field))) { // NullValue has no other value
                    changes.add(new Change("another " + name,
                            record.toBuilder().setField(field, other).buildPartial()));
                }
            } else {
                Object value = field.hasPresence() ? defaultOf(record.toBuilder(), field) : record.getField(field);
                Object other = other(record.toBuilder(), field, value);
                if (!other.equals(value) || field.hasPresence()) {
                    changes.add(new Change("setting " + name,
                            record.toBuilder().setField(field, other).buildPartial()));
                }
            }
            boolean nested = !field.isRepeated() && field.getJavaType() == FieldDescriptor.JavaType.MESSAGE;
            if (levels > 1 && nested && record.hasField(field)) {
                for (Change inner : singleFieldChanges((Message) record.getField(field), levels - 1)) {
                    changes.add(new Change(inner.what() + " in " + name,
                            record.toBuilder().setField(field, inner.message()).buildPartial()));
                }
            }
        }
        return changes;
    }

    /** The list emptied or given one element; its first element (a map's first entry's value) changed. */
    private static List<Change> listChanges(Message record, FieldDescriptor field) {
        String name = field.getName();
        int size = record.getRepeatedFieldCount(field);
        Message.Builder builder = record.toBuilder();
        if (size == 0) {
            return List.of(new Change("an element in " + name,
                    builder.addRepeatedField(field, defaultOf(builder, field)).buildPartial()));
        }
        Message.Builder firstChanged = record.toBuilder().clearField(field);
        for (int i = 0; i < size; i++) {
            Object element = record.getRepeatedField(field, i);
            if (i == 0 && field.isMapField()) {
                Message entry = (Message) element;
                FieldDescriptor value = entry.getDescriptorForType().findFieldByNumber(2);
                element = entry.toBuilder().setField(value, other(entry.toBuilder(), value, entry.getField(value)))
                        .buildPartial();
            } else if (i == 0) {
                element = other(firstChanged, field, element);
            }
            firstChanged.addRepeatedField(field, element);
        }
        return List.of(new Change("clearing " + name, record.toBuilder().clearField(field).buildPartial()),
                new Change("another first element of " + name, firstChanged.buildPartial()));
    }

    /** A value of {@code field}'s type other than {@code value}, where the type has one. */
    private static Object other(Message.Builder parent, FieldDescriptor field, Object value) {
        return switch (field.getJavaType()) {
            case INT -> (Integer) value + 1;
            case LONG -> (Long) value + 1;
            case FLOAT -> (Float) value == 0 ? 1.0f : -(Float) value;
            case DOUBLE -> (Double) value == 0 ? 1.0 : -(Double) value;
            case BOOLEAN -> !(Boolean) value;
            case STRING -> value + "x";
            case BYTE_STRING -> ((ByteString) value).concat(ByteString.copyFromUtf8("x"));
            case ENUM -> field.getEnumType().getValues().stream().filter(other -> !other.equals(value)).findFirst()
                    .orElse((EnumValueDescriptor) value);
            case MESSAGE -> otherMessage(parent.newBuilderForField(field), (Message) value);
        };
    }

    private static Message otherMessage(Message.Builder empty, Message value) {
        if (!value.equals(empty.getDefaultInstanceForType())) {
            return empty.buildPartial();
        }
        FieldDescriptor first = empty.getDescriptorForType().getFields().get(0);
        if (first.isRepeated()) {
            return empty.addRepeatedField(first, defaultOf(empty, first)).buildPartial();
        }
        return empty.setField(first, other(empty, first, defaultOf(empty, first))).buildPartial();
    }

    /** The default of one value of {@code field} (an element, for a list; an entry, for a map). */
    private static Object defaultOf(Message.Builder parent, FieldDescriptor field) {
        return switch (field.getJavaType()) {
            case INT -> 0;
            case LONG -> 0L;
            case FLOAT -> 0.0f;
            case DOUBLE -> 0.0;
            case BOOLEAN -> false;
            case STRING -> "";
            case BYTE_STRING -> ByteString.EMPTY;
            case ENUM -> field.getEnumType().getValues().get(0);
            case MESSAGE -> parent.newBuilderForField(field).buildPartial();
        };
    }

    private static <M extends Message> List<M> generate(M type, long seed, int count) {
        RecordGenerator<M> generator = MessageGenerator.factory(type).create(seed, 0);
        List<M> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            records.add(generator.next());
        }
        return records;
    }
}
