package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.OneofDescriptor;
import com.google.protobuf.Duration;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.kinds.EveryKind;
import io.formatbench.kinds.EveryKindList;
import io.formatbench.kinds.Nothing;
import io.formatbench.kinds.Tree;
import io.formatbench.kinds.legacy.LegacyOrder;
import io.formatbench.model.ProtoTimestamps;
import io.formatbench.proto.Event;
import io.formatbench.proto.Pipeline;
import io.formatbench.proto.SmallMessage;
import io.formatbench.proto.User;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generator of any message: every field kind of the kinds schema filled with valid values, the
 * same records from the same seed, recursion bounded, and records that protobuf's binary format and
 * JsonFormat's proto3 JSON both give back equal.
 */
class MessageGeneratorTest {

    private static final int RECORDS = 2000;
    private static final List<EveryKind> KINDS = generate(EveryKind.getDefaultInstance(), 42, 0, RECORDS);

    static Stream<Arguments> messages() {
        return Stream.of(EveryKind.getDefaultInstance(), Tree.getDefaultInstance(), LegacyOrder.getDefaultInstance(),
                User.getDefaultInstance(), Pipeline.getDefaultInstance(), Event.getDefaultInstance(),
                SmallMessage.getDefaultInstance())
                .map(type -> Arguments.of(type.getDescriptorForType().getFullName(), type));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void theSameSeedGivesTheSameBytesAnotherSeedOthers(String name, Message type) {
        List<byte[]> once = bytes(generate(type, 42, 0, 300));
        List<byte[]> again = bytes(generate(type, 42, 0, 300));
        for (int i = 0; i < once.size(); i++) {
            assertArrayEquals(once.get(i), again.get(i), "record " + i);
        }
        List<byte[]> other = bytes(generate(type, 43, 0, 300));
        int same = 0;
        for (int i = 0; i < once.size(); i++) {
            same += Arrays.equals(once.get(i), other.get(i)) ? 1 : 0;
        }
        assertTrue(same < 10, same + " of 300 records the same from seeds 42 and 43");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messages")
    void protobufAndProto3JsonGiveEveryRecordBackEqual(String name, Message type)
            throws InvalidProtocolBufferException {
        JsonFormat.Printer printer = JsonFormat.printer();
        JsonFormat.Parser parser = JsonFormat.parser();
        for (Message record : generate(type, 7, 0, type instanceof EveryKind ? RECORDS / 2 : 500)) {
            assertEquals(record, type.getParserForType().parseFrom(record.toByteArray()));
            Message.Builder fromJson = type.newBuilderForType();
            String json = printer.print(record);
            parser.merge(json, fromJson);
            assertEquals(record, fromJson.build(), json);
        }
    }

    @Test
    void everyFieldOfEveryKindIsSetInSomeRecordsAndEveryFieldWithPresenceUnsetInOthers() {
        for (FieldDescriptor field : EveryKind.getDescriptor().getFields()) {
            assertTrue(KINDS.stream().anyMatch(record -> isSet(record, field)), field.getName() + " set");
            if (field.hasPresence() || field.isRepeated()) {
                assertTrue(KINDS.stream().anyMatch(record -> !isSet(record, field)), field.getName() + " unset");
            }
        }
    }

    @Test
    void aOneofHasEachBranchInSomeRecordsAndNoneInAboutATenth() {
        OneofDescriptor payload = EveryKind.getDescriptor().getRealOneofs().get(0);
        for (FieldDescriptor branch : payload.getFields()) {
            long count = KINDS.stream().filter(record -> record.hasField(branch)).count();
            assertTrue(count > RECORDS / 8, branch.getName() + " in " + count + " records");
        }
        long none = KINDS.stream().filter(record -> !record.hasOneof(payload)).count();
        assertTrue(none > RECORDS / 20 && none < RECORDS / 5, "no branch in " + none + " records");
        assertTrue(KINDS.stream()
                .allMatch(record -> payload.getFields().stream().filter(record::hasField).count() <= 1));
    }

    @Test
    void enumsHoldOnlyDeclaredValuesEveryOneOfThemAndZeroRarely() {
        Set<Integer> declared = EveryKind.Level.getDescriptor().getValues().stream()
                .map(EnumValueDescriptor::getNumber).collect(Collectors.toSet());
        Set<Integer> seen = KINDS.stream().flatMap(record -> Stream.of(List.of(record.getLevelValue()),
                record.getLevelsValueList(), record.getLevelsByNameValueMap().values()).flatMap(Collection::stream))
                .collect(Collectors.toSet());
        assertEquals(declared, seen);
        long zero = KINDS.stream().filter(record -> record.getLevelValue() == 0).count();
        assertTrue(zero < RECORDS / 5, "LEVEL_UNSPECIFIED in " + zero + " records");
        assertTrue(KINDS.stream().allMatch(record -> record.getColor() != io.formatbench.kinds.parts.PartsOuterClass
                .Color.UNRECOGNIZED));
    }

    @Test
    void numbersReachTheirCornersAndEveryDoubleIsFiniteAndNotNegativeZero() {
        assertTrue(KINDS.stream().anyMatch(record -> record.getAUint64() < 0), "a uint64 above 2^63");
        assertTrue(KINDS.stream().anyMatch(record -> record.getAUint32() < 0), "a uint32 above 2^31");
        assertTrue(KINDS.stream().anyMatch(record -> record.getAnInt64() > 1L << 53), "an int64 above 2^53");
        assertTrue(KINDS.stream().anyMatch(record -> record.getAnInt64() < 0), "a negative int64");
        assertTrue(KINDS.stream().anyMatch(record -> record.getASint32() == Integer.MIN_VALUE), "int32's minimum");
        assertTrue(KINDS.stream().anyMatch(record -> record.getAFixed64() == -1L), "2^64-1");
        List<Double> doubles = KINDS.stream().flatMap(record -> Stream.concat(Stream.of(record.getADouble(),
                (double) record.getAFloat(), record.getRatio().getValue()), record.getScoresList().stream()))
                .toList();
        assertTrue(doubles.stream().allMatch(Double::isFinite));
        assertTrue(doubles.stream().noneMatch(value -> Double.doubleToRawLongBits(value) == Long.MIN_VALUE), "-0.0");
    }

    /** Each extreme comes about once in 500 values: among 100,000 of a type, every one of them. */
    @Test
    void scalarValuesReachEveryExtremeOfTheirType() {
        SplittableRandom random = new SplittableRandom(42);
        Set<Double> doubles = new HashSet<>();
        Set<Float> floats = new HashSet<>();
        Set<Long> longs = new HashSet<>();
        Set<Long> unsignedLongs = new HashSet<>();
        Set<Integer> unsignedInts = new HashSet<>();
        for (int i = 0; i < 100_000; i++) {
            doubles.add(ScalarValues.float64(random));
            floats.add(ScalarValues.float32(random));
            longs.add(ScalarValues.int64(random));
            unsignedLongs.add(ScalarValues.uint64(random));
            unsignedInts.add(ScalarValues.uint32(random));
        }
        assertTrue(doubles.containsAll(List.of(0.0, Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE,
                Double.MIN_NORMAL)));
        assertTrue(floats.containsAll(List.of(0.0f, Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE,
                Float.MIN_NORMAL)));
        assertTrue(longs.containsAll(List.of(Long.MIN_VALUE, Long.MAX_VALUE, 0L)));
        assertTrue(unsignedLongs.containsAll(List.of(0L, -1L)));
        assertTrue(unsignedInts.containsAll(List.of(0, -1)));
        assertTrue(doubles.stream().allMatch(value -> Double.isFinite(value) && !value.equals(-0.0)));
        assertTrue(floats.stream().allMatch(value -> Float.isFinite(value) && !value.equals(-0.0f)));
    }

    @Test
    void stringsMixScriptsWithCharactersOutsideTheBmpAndSomeAreEmptyOrLong() {
        List<String> strings = KINDS.stream().map(EveryKind::getAString).toList();
        assertTrue(strings.stream().anyMatch(String::isEmpty), "empty strings");
        assertTrue(strings.stream().anyMatch(text -> text.codePoints().anyMatch(Character::isSupplementaryCodePoint)),
                "characters outside the BMP");
        assertTrue(strings.stream().anyMatch(text -> text.length() > 200), "long strings");
        assertTrue(strings.stream().anyMatch(text -> text.chars().allMatch(c -> c < 128) && !text.isEmpty()), "ASCII");
        assertTrue(KINDS.stream().anyMatch(record -> record.getSomeBytes().size() > 256), "long bytes");
    }

    @Test
    void wellKnownTypesHoldOnlyValidValues() {
        for (EveryKind record : KINDS) {
            List<Timestamp> timestamps = new ArrayList<>(record.getHistoryList());
            timestamps.add(record.getCreatedAt());
            for (Timestamp timestamp : timestamps) {
                ProtoTimestamps.fromMessage(timestamp, "timestamp");
            }
            Duration elapsed = record.getElapsed();
            assertTrue(Math.abs(elapsed.getSeconds()) <= 315_576_000_000L && Math.abs(elapsed.getNanos()) < 1e9);
            assertTrue(elapsed.getSeconds() == 0 || elapsed.getNanos() == 0
                    || elapsed.getSeconds() < 0 == elapsed.getNanos() < 0, elapsed::toString);
            assertTrue(structDepth(Value.newBuilder().setStructValue(record.getAttributes()).build()) <= 3);
            assertTrue(structDepth(record.getExtra()) <= 3);
            assertTrue(structDepth(Value.newBuilder().setListValue(record.getItems()).build()) <= 3);
            if (record.hasExtra()) {
                assertNotEquals(Value.KindCase.KIND_NOT_SET, record.getExtra().getKindCase());
            }
        }
        assertTrue(KINDS.stream().anyMatch(record -> structDepth(record.getExtra()) == 3), "Values 3 deep");
        assertTrue(KINDS.stream().anyMatch(record -> record.getExtra().hasNullValue()), "a null Value");
    }

    @Test
    void timestampsAdvanceWithTheRecordNumberAndAShardContinuesTheOneBeforeIt() {
        long atTheirTime = IntStream.range(0, RECORDS).filter(i -> KINDS.get(i).getCreatedAt().getSeconds()
                == WellKnownValues.BASE.getEpochSecond() + i).count();
        assertTrue(atTheirTime > RECORDS * 8 / 10 * 9 / 10, atTheirTime + " records at their time");
        List<LegacyOrder> shard = generate(LegacyOrder.getDefaultInstance(), 5, 1000, 3);
        assertEquals(List.of(1001L, 1002L, 1003L), shard.stream().map(LegacyOrder::getId).toList());
        EveryKind record1000 = generate(EveryKind.getDefaultInstance(), 5, 1000, 50).stream()
                .filter(EveryKind::hasCreatedAt).findFirst().orElseThrow();
        Instant time = ProtoTimestamps.fromMessage(record1000.getCreatedAt(), "created_at");
        assertTrue(time.isAfter(WellKnownValues.BASE.plusSeconds(999)), time::toString);
    }

    @Test
    void aTreeIsAtMostThreeLevelsDeepAndSomeAreThatDeep() {
        List<Tree> trees = generate(Tree.getDefaultInstance(), 42, 0, 500);
        List<Integer> depths = trees.stream().map(MessageGeneratorTest::depth).toList();
        assertTrue(depths.stream().allMatch(depth -> depth <= MessageGenerator.MAX_SAME_TYPE), depths::toString);
        assertTrue(depths.contains(MessageGenerator.MAX_SAME_TYPE));
        assertTrue(KINDS.stream().filter(EveryKind::hasTree)
                .allMatch(record -> depth(record.getTree()) <= MessageGenerator.MAX_SAME_TYPE));
    }

    @Test
    void proto2RequiredFieldsAreAlwaysSetAndOptionalOnesSometimes() {
        List<LegacyOrder> orders = generate(LegacyOrder.getDefaultInstance(), 42, 0, 500);
        assertTrue(orders.stream().allMatch(LegacyOrder::isInitialized));
        assertTrue(orders.stream().flatMap(order -> order.getLinesList().stream()).allMatch(LegacyOrder.Line::hasSku));
        assertTrue(orders.stream().anyMatch(Predicate.not(LegacyOrder::hasCustomer)));
        assertTrue(orders.stream().anyMatch(LegacyOrder::hasCustomer));
        assertEquals(Set.of(LegacyOrder.Status.values()), orders.stream().filter(LegacyOrder::hasStatus)
                .map(LegacyOrder::getStatus).collect(Collectors.toSet()));
    }

    @Test
    void mapKeysAreDistinctSoEveryGeneratedEntrySurvives() {
        long entries = KINDS.stream().mapToLong(record -> record.getLabelsCount() + record.getFlagsCount()).sum();
        assertTrue(entries > RECORDS, entries + " entries");
        assertTrue(KINDS.stream().anyMatch(record -> record.getFlagsCount() > 1));
        for (EveryKind record : KINDS.subList(0, 200)) {
            FieldDescriptor labels = EveryKind.getDescriptor().findFieldByName("labels");
            assertEquals(record.getLabelsCount(), record.getRepeatedFieldCount(labels));
        }
    }

    @Test
    void noRecordIsEmptyEvenOfAMessageOfOneList() {
        // A list is empty in a fifth of the draws: such a record would be zero bytes, which no dataset holds.
        for (Message type : List.of(EveryKindList.getDefaultInstance(), Tree.getDefaultInstance())) {
            List<Message> records = generate(type, 42, 0, RECORDS);
            assertTrue(records.stream().allMatch(record -> record.getSerializedSize() > 0),
                    type.getDescriptorForType().getFullName());
        }
    }

    @Test
    void aMessageWithNoFieldToSetIsRefusedNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new MessageGenerator<>(Nothing.getDefaultInstance(), 42, 0).next());

        assertTrue(e.getMessage().startsWith("every record of formatbench.kinds.Nothing the generator draws has"
                + " every field at its default value"), e.getMessage());
    }

    static <M extends Message> List<M> generate(M type, long seed, long firstRecord, int count) {
        MessageGenerator<M> generator = new MessageGenerator<>(type, seed, firstRecord);
        List<M> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            records.add(generator.next());
        }
        return records;
    }

    private static List<byte[]> bytes(List<? extends Message> records) {
        return records.stream().map(Message::toByteArray).toList();
    }

    private static boolean isSet(Message record, FieldDescriptor field) {
        return field.isRepeated() ? record.getRepeatedFieldCount(field) > 0 : record.hasField(field);
    }

    /** How many Trees nest in {@code tree}, itself included. */
    private static int depth(Tree tree) {
        int below = tree.hasLeft() ? depth(tree.getLeft()) : 0;
        for (Tree child : tree.getChildrenList()) {
            below = Math.max(below, depth(child));
        }
        return 1 + below;
    }

    /** How many Structs and ListValues nest in {@code value}, itself included. */
    private static int structDepth(Value value) {
        int below = 0;
        if (value.hasStructValue()) {
            Struct struct = value.getStructValue();
            for (Value field : struct.getFieldsMap().values()) {
                below = Math.max(below, structDepth(field));
            }
            return 1 + below;
        }
        if (value.hasListValue()) {
            ListValue list = value.getListValue();
            for (Value element : list.getValuesList()) {
                below = Math.max(below, structDepth(element));
            }
            return 1 + below;
        }
        return 0;
    }
}
