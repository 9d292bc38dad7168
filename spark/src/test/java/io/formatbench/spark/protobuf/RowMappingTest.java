package io.formatbench.spark.protobuf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.MessageGenerator;
import io.formatbench.dataset.ProtoCatalog;
import io.formatbench.dataset.RecordGenerator;
import io.formatbench.shaded.com.google.protobuf.Descriptors.Descriptor;
import io.formatbench.shaded.com.google.protobuf.Descriptors.FieldDescriptor;
import io.formatbench.shaded.com.google.protobuf.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;
import org.junit.jupiter.api.Test;

/**
 * The delimited-protobuf source's mapping without Spark running: every kind of field (EveryKind:
 * scalars of every type, enums, nested and repeated messages, maps, a oneof, a tree, the well-known
 * types) made a row and the row made the message again, and what either side cannot hold refused.
 */
class RowMappingTest {

    private static final String EVERY_KIND = "formatbench.kinds.EveryKind";
    private static final Map<String, String> WHOLE = Map.of("message", EVERY_KIND,
            "recursive.fields.max.depth", "5", "times", "messages");

    /** Messages of every kind of field, as the tool's generator makes them from the descriptor. */
    private static List<Message> everyKind(int count) {
        RecordGenerator<Message> generator = MessageGenerator.factory(
                ProtoCatalog.built().defaultInstance(SchemaName.of(EVERY_KIND)).orElseThrow()).create(11, 0);
        List<Message> messages = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            messages.add(generator.next());
        }
        return messages;
    }

    private static MessageType type(Map<String, String> options) {
        return MessageType.of(ProtobufSourceOptions.of(options));
    }

    private static FieldDescriptor field(Message message, String name) {
        return message.getDescriptorForType().findFieldByName(name);
    }

    @Test
    void everyKindOfFieldIsARowThatIsTheMessageAgain() {
        MessageType type = type(WHOLE);
        StructType schema = type.mapping().schema();
        MessageRows rows = new MessageRows(type.mapping(), schema);
        RowMessages messages = new RowMessages(type, schema);
        for (Message message : everyKind(200)) {
            InternalRow row = rows.toRow(message);
            assertEquals(message, messages.toMessage(row));
            // By name too, not only through the mapping and back.
            int uint64 = schema.fieldIndex("a_uint64");
            assertEquals(Long.toUnsignedString((Long) message.getField(field(message, "a_uint64"))),
                    row.getDecimal(uint64, 20, 0).toJavaBigDecimal().toPlainString());
            assertEquals(message.getField(field(message, "level")).toString(),
                    row.getUTF8String(schema.fieldIndex("level")).toString());
            FieldDescriptor nickname = field(message, "nickname");
            if (message.hasField(nickname)) {
                Message wrapper = (Message) message.getField(nickname);
                assertEquals(wrapper.getField(wrapper.getDescriptorForType().findFieldByNumber(1)),
                        row.getUTF8String(schema.fieldIndex("nickname")).toString());
            } else {
                assertTrue(row.isNullAt(schema.fieldIndex("nickname")));
            }
        }
        assertEquals(RowMapping.UNSIGNED_LONG, schema.apply("a_uint64").dataType());
        assertEquals(DataTypes.LongType, schema.apply("a_uint32").dataType());
        assertEquals(DataTypes.StringType, schema.apply("level").dataType());
        assertEquals(DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, false),
                schema.apply("labels").dataType());
        assertEquals(DataTypes.createArrayType(DataTypes.LongType, false), schema.apply("ids").dataType());
        assertEquals(DataTypes.LongType, schema.apply("big_count").dataType(), "a wrapper is its value");
        assertEquals(DataTypes.StringType, schema.apply("attributes").dataType(), "a Struct is its JSON");
        assertEquals("struct<seconds:bigint,nanos:int>", schema.apply("created_at").dataType().simpleString());
        assertTrue(schema.apply("address").nullable() && !schema.apply("an_int32").nullable(),
                "a field with presence is null when absent, any other never null");
    }

    @Test
    void timesInSparksTypesAreMicrosecondsAndFinerOnesAreRefused() {
        MessageType type = type(Map.of("message", EVERY_KIND, "recursive.fields.max.depth", "5"));
        StructType schema = type.mapping().schema();
        assertEquals(DataTypes.TimestampType, schema.apply("created_at").dataType());
        assertEquals("interval day to second", schema.apply("elapsed").dataType().simpleString());
        MessageRows rows = new MessageRows(type.mapping(), schema);
        RowMessages messages = new RowMessages(type, schema);
        int whole = 0;
        int refused = 0;
        for (Message message : everyKind(200)) {
            try {
                assertEquals(message, messages.toMessage(rows.toRow(message)));
                whole++;
            } catch (ValueRefusedException e) {
                assertTrue(e.getMessage().matches("field formatbench\\.kinds\\.\\S+: a (Timestamp|Duration) of .*"
                        + " ns, finer than the microseconds a Spark (timestamp|interval) holds; the option"
                        + " times=messages keeps it whole"), e.getMessage());
                refused++;
            }
        }
        assertTrue(whole > 0 && refused > 0, whole + " whole, " + refused + " refused");
    }

    @Test
    void recursionNeedsADepthAndARecordDeeperIsRefusedNotCut() {
        IllegalArgumentException recursive = assertThrows(IllegalArgumentException.class,
                () -> type(Map.of("message", EVERY_KIND, "times", "messages")));
        assertTrue(recursive.getMessage().startsWith("formatbench.kinds.Tree is recursive (field children holds"
                + " formatbench.kinds.Tree), and a Spark schema cannot be: give the option"
                + " recursive.fields.max.depth"), recursive.getMessage());
        MessageType shallow = type(Map.of("message", EVERY_KIND, "recursive.fields.max.depth", "1", "times",
                "messages"));
        MessageRows rows = new MessageRows(shallow.mapping(), shallow.mapping().schema());
        long deep = everyKind(200).stream().filter(message -> {
            try {
                rows.toRow(message);
                return false;
            } catch (ValueRefusedException e) {
                assertTrue(e.getMessage().endsWith("nests formatbench.kinds.Tree deeper than the option"
                        + " recursive.fields.max.depth allows"), e.getMessage());
                return true;
            }
        }).count();
        assertTrue(deep > 0);
    }

    @Test
    void whatAMessageCannotHoldIsRefused() {
        MessageType type = type(WHOLE);
        StructType schema = type.mapping().schema();
        Message message = everyKind(1).get(0);
        // An enum number its enum does not declare (proto3 keeps it): no name to give the row.
        FieldDescriptor level = field(message, "level");
        Message unknownLevel = message.toBuilder()
                .setField(level, level.getEnumType().findValueByNumberCreatingIfUnknown(77)).build();
        ValueRefusedException unknown = assertThrows(ValueRefusedException.class,
                () -> new MessageRows(type.mapping(), schema).toRow(unknownLevel));
        assertEquals("field formatbench.kinds.EveryKind.level: 77 is no value of formatbench.kinds.EveryKind.Level,"
                + " and a row holds an enum by its name", unknown.getMessage());
        // Rows of a few columns, as a user's DataFrame may be.
        StructType some = new StructType().add("a_uint32", DataTypes.LongType).add("level", DataTypes.StringType)
                .add("an_int32", DataTypes.IntegerType, true).add("text", DataTypes.StringType)
                .add("number", DataTypes.LongType);
        RowMessages messages = new RowMessages(type, some);
        assertEquals(77L, ((Integer) messages.toMessage(row(77L, "LEVEL_LOW", 5, null, null))
                .getField(field(message, "a_uint32"))).longValue());
        assertEquals("field formatbench.kinds.EveryKind.a_uint32: 4294967296 is outside 0 to 4294967295",
                refused(messages, row(1L << 32, "LEVEL_LOW", 5, null, null)));
        assertEquals("field formatbench.kinds.EveryKind.level: 'LEVEL_TOP' is no value of"
                + " formatbench.kinds.EveryKind.Level", refused(messages, row(1L, "LEVEL_TOP", 5, null, null)));
        assertEquals("field formatbench.kinds.EveryKind.an_int32: null, and the field has no presence (its default"
                + " is what an unset field reads as)", refused(messages, row(1L, "LEVEL_LOW", null, null, null)));
        assertEquals("field formatbench.kinds.EveryKind.number: a second branch of oneof payload, which holds one",
                refused(messages, row(1L, "LEVEL_LOW", 5, "words", 3L)));
        IllegalArgumentException column = assertThrows(IllegalArgumentException.class,
                () -> new RowMessages(type, new StructType().add("no_such_field", DataTypes.IntegerType)));
        assertTrue(column.getMessage().startsWith("delimited-protobuf: column 'no_such_field' is no field of"
                + " formatbench.kinds.EveryKind (fields: a_double, a_float,"), column.getMessage());
        IllegalArgumentException typed = assertThrows(IllegalArgumentException.class,
                () -> new RowMessages(type, new StructType().add("a_uint64", DataTypes.LongType)));
        assertEquals("delimited-protobuf: column 'a_uint64' is bigint, field formatbench.kinds.EveryKind.a_uint64 is"
                + " decimal(20,0)", typed.getMessage());
    }

    private static InternalRow row(Object uint32, String level, Object int32, String text, Object number) {
        return new GenericInternalRow(new Object[] {uint32, UTF8String.fromString(level), int32,
                text == null ? null : UTF8String.fromString(text), number});
    }

    private static String refused(RowMessages messages, InternalRow row) {
        return assertThrows(ValueRefusedException.class, () -> messages.toMessage(row)).getMessage();
    }

    @Test
    void optionsAreCheckedInOneLine() {
        assertEquals("delimited-protobuf needs the option message: the full name of the files' message type, e.g."
                + " .option(\"message\", \"formatbench.user.User\")",
                assertThrows(IllegalArgumentException.class, () -> ProtobufSourceOptions.of(Map.of())).getMessage());
        assertEquals("delimited-protobuf: option recursive.fields.max.depth must be -1 or 1 to 10, was '11'",
                assertThrows(IllegalArgumentException.class, () -> ProtobufSourceOptions.of(Map.of("message", "x",
                        "recursive.fields.max.depth", "11"))).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> type(Map.of("message",
                "formatbench.Nothing.Here"))).getMessage().startsWith("delimited-protobuf: no message type"
                + " 'formatbench.Nothing.Here' in the tool's proto/ files"));
        // Spark passes its options in any case.
        assertEquals(3, ProtobufSourceOptions.of(Map.of("MESSAGE", "m", "Recursive.Fields.Max.Depth", "3"))
                .maxDepth());
        Descriptor user = type(Map.of("message", "formatbench.user.User")).mapping().descriptor();
        assertEquals("formatbench.user.User", user.getFullName());
        assertNull(type(Map.of("message", "formatbench.user.User")).mapping().column("nothing"));
    }
}
