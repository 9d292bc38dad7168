package io.formatbench.codec.json;

import com.google.protobuf.BoolValue;
import com.google.protobuf.ByteString;
import com.google.protobuf.BytesValue;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.Duration;
import com.google.protobuf.Int64Value;
import com.google.protobuf.ListValue;
import com.google.protobuf.Message;
import com.google.protobuf.NullValue;
import com.google.protobuf.StringValue;
import com.google.protobuf.Struct;
import com.google.protobuf.Timestamp;
import com.google.protobuf.UInt32Value;
import com.google.protobuf.Value;
import io.formatbench.kinds.EveryKind;
import io.formatbench.kinds.Tree;
import io.formatbench.kinds.legacy.LegacyOrder;
import io.formatbench.kinds.parts.PartsOuterClass.Color;
import io.formatbench.kinds.parts.PartsOuterClass.Money;
import io.formatbench.proto.Event;
import io.formatbench.proto.Pipeline;
import io.formatbench.proto.SmallMessage;
import io.formatbench.proto.User;
import java.util.ArrayList;
import java.util.List;

/** Hand-built messages of every kind of field, with edge values, for the tests of the generated JSON bindings. */
final class JsonTestMessages {

    /** Strings that test the escaping: JSON's, JsonFormat's own (HTML-safe), control characters, non-BMP. */
    static final List<String> STRINGS = List.of("", "plain", "quote \" backslash \\ slash /",
            "\b\t\n\f\r", "\u0000\u0001\u001f\u007f", "<a href='x'>&amp;</a> a=b", "\u2028\u2029\u0085",
            "caf\u00e9 \u4e2d\u6587 \uD83D\uDE00 \uD834\uDD1E", "\uFEFF\uFFFF", " leading and trailing ");

    static final double[] DOUBLES = {0.0, -0.0, 1.0, -1.0, 0.1, 1.5, 100.0, 1e7, 1.0E7 - 1, 1e-3, 1e-4, 1e20, 1e21,
        1e22, 1e23, 2e23, 123456789.123, Math.PI, Math.E, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL,
        Double.MAX_VALUE, -Double.MAX_VALUE, 9007199254740993.0, 4.35, 0.3, 2.0E-3, 1.0E-5, 5e-324,
        1.7976931348623157e308, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};

    static final float[] FLOATS = {0f, -0f, 1f, 0.1f, 0.2f, 1.1f, 3.4028235e38f, -3.4028235e38f, Float.MIN_VALUE,
        Float.MIN_NORMAL, 1e7f, 1e-3f, 16777216f, 16777217f, 1.0E10f, 3.14159f, 123.456f, 1e-45f, 9.999999e-5f,
        Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY};

    private JsonTestMessages() {}

    static EveryKind.Address address(String street, int zip) {
        return EveryKind.Address.newBuilder().setStreet(street).setCity("Berlin").setZip(zip)
                .addLines("line 1").addLines("").build();
    }

    static Tree tree(int depth) {
        Tree.Builder tree = Tree.newBuilder().setName("depth " + depth);
        if (depth > 0) {
            tree.addChildren(tree(depth - 1)).addChildren(Tree.getDefaultInstance()).setLeft(tree(depth - 1));
        }
        return tree.build();
    }

    /** Every field set, most to values other than the default. */
    static EveryKind full() {
        return EveryKind.newBuilder()
                .setADouble(-1.25e-7).setAFloat(0.1f).setAnInt32(-42).setAnInt64(Long.MIN_VALUE)
                .setAUint32(-1).setAUint64(-1L).setASint32(Integer.MIN_VALUE).setASint64(Long.MAX_VALUE)
                .setAFixed32(0x8000_0000).setAFixed64(Long.MIN_VALUE).setAnSfixed32(Integer.MAX_VALUE)
                .setAnSfixed64(-1L).setABool(true).setAString("h\u00e9llo <world> & 'you' = \uD83D\uDE00")
                .setSomeBytes(ByteString.copyFrom(new byte[] {0, -1, 62, 63, (byte) 0xfb, (byte) 0xff}))
                .setLevel(EveryKind.Level.LEVEL_HIGH).setColor(Color.COLOR_BLUE)
                .setAddress(address("Main St. 1", 10115))
                .setPrice(Money.newBuilder().setCurrencyCode("EUR").setUnits(-12).setNanos(-500_000_000))
                .setMaybeCount(0)
                .addIds(0).addIds(Long.MAX_VALUE).addIds(Long.MIN_VALUE)
                .addScores(0.0).addScores(-0.0).addScores(1e300)
                .addTags("").addTags("a\"b").addLevels(EveryKind.Level.LEVEL_UNSPECIFIED)
                .addLevels(EveryKind.Level.LEVEL_LOW).addAddresses(EveryKind.Address.getDefaultInstance())
                .addAddresses(address("x", 1))
                .putLabels("", "empty key").putLabels("k=<v>", "\u2028").putLabels("z", "last")
                .putAddressesById(-7, address("neg", 0)).putAddressesById(2147483647, address("max", 1))
                .putFlags(-1L, true).putFlags(0L, false).putLevelsByName("hi", EveryKind.Level.LEVEL_HIGH)
                .setPlace(address("oneof", 3))
                .setTree(tree(3))
                .setCreatedAt(Timestamp.newBuilder().setSeconds(1_707_423_545L).setNanos(123_000_000))
                .setElapsed(Duration.newBuilder().setSeconds(-3).setNanos(-500))
                .setNickname(StringValue.of("")).setBigCount(Int64Value.of(Long.MIN_VALUE))
                .setVerified(BoolValue.of(false)).setRatio(DoubleValue.of(0.5))
                .setToken(BytesValue.of(ByteString.copyFromUtf8("tok"))).setSmallCount(UInt32Value.of(-1))
                .setAttributes(Struct.newBuilder().putFields("n", Value.newBuilder().setNumberValue(1).build())
                        .putFields("s", Value.newBuilder().setStringValue("<s>").build())
                        .putFields("null", Value.newBuilder().setNullValue(NullValue.NULL_VALUE).build())
                        .putFields("list", Value.newBuilder().setListValue(ListValue.newBuilder()
                                .addValues(Value.newBuilder().setBoolValue(true))
                                .addValues(Value.newBuilder().setStructValue(Struct.getDefaultInstance()))
                                .addValues(Value.newBuilder().setNumberValue(-2.5e-10))).build()))
                .setExtra(Value.newBuilder().setNullValue(NullValue.NULL_VALUE))
                .setItems(ListValue.newBuilder().addValues(Value.newBuilder().setStringValue("one"))
                        .addValues(Value.newBuilder().setListValue(ListValue.getDefaultInstance())))
                .addHistory(Timestamp.newBuilder().setSeconds(-62_135_596_800L))
                .addHistory(Timestamp.newBuilder().setSeconds(253_402_300_799L).setNanos(999_999_999))
                .addHistory(Timestamp.newBuilder().setSeconds(0).setNanos(1000))
                .setFieldWithJsonName("custom")
                .build();
    }

    static List<Message> all() {
        List<Message> messages = new ArrayList<>();
        messages.add(EveryKind.getDefaultInstance());
        messages.add(full());
        EveryKind full = full();
        // Each oneof branch, defaults included: a set branch is printed whatever its value.
        messages.add(full.toBuilder().setText("").build());
        messages.add(full.toBuilder().setText("text").build());
        messages.add(full.toBuilder().setNumber(0).build());
        messages.add(full.toBuilder().setNumber(Long.MIN_VALUE).build());
        messages.add(full.toBuilder().setBlob(ByteString.EMPTY).build());
        messages.add(full.toBuilder().setBlob(ByteString.copyFromUtf8("blob!")).build());
        messages.add(full.toBuilder().setPlace(EveryKind.Address.getDefaultInstance()).build());
        // Presence fields set to their defaults.
        messages.add(EveryKind.newBuilder().setMaybeCount(0).setNickname(StringValue.of(""))
                .setAddress(EveryKind.Address.getDefaultInstance())
                .setAttributes(Struct.getDefaultInstance()).setItems(ListValue.getDefaultInstance())
                .setCreatedAt(Timestamp.getDefaultInstance()).setElapsed(Duration.getDefaultInstance()).build());
        // Integer edges, one message each.
        messages.add(EveryKind.newBuilder().setAnInt32(Integer.MIN_VALUE).setAnInt64(Long.MAX_VALUE)
                .setAUint32(Integer.MIN_VALUE).setAUint64(Long.MIN_VALUE).setAFixed64(Long.MAX_VALUE).build());
        messages.add(EveryKind.newBuilder().setAnInt32(Integer.MAX_VALUE).setAUint32(1).setAUint64(1).build());
        for (String text : STRINGS) {
            messages.add(EveryKind.newBuilder().setAString(text).addTags(text).putLabels(text, text)
                    .setNickname(StringValue.of(text)).build());
        }
        for (double value : DOUBLES) {
            EveryKind.Builder message = EveryKind.newBuilder().setADouble(value).addScores(value)
                    .setRatio(DoubleValue.of(value));
            if (Double.isFinite(value)) {
                // A Value's number is JSON's own: JsonFormat has no text for NaN or infinity there.
                message.setExtra(Value.newBuilder().setNumberValue(value));
            }
            messages.add(message.build());
        }
        for (float value : FLOATS) {
            messages.add(EveryKind.newBuilder().setAFloat(value).build());
        }
        for (int length = 0; length <= 5; length++) {
            byte[] bytes = new byte[length];
            for (int i = 0; i < length; i++) {
                bytes[i] = (byte) (0xfb + 31 * i);
            }
            messages.add(EveryKind.newBuilder().setSomeBytes(ByteString.copyFrom(bytes))
                    .setToken(BytesValue.of(ByteString.copyFrom(bytes))).build());
        }
        messages.add(EveryKind.newBuilder().setElapsed(Duration.newBuilder().setSeconds(315_576_000_000L)
                .setNanos(999_999_999)).setCreatedAt(Timestamp.newBuilder().setNanos(1)).build());
        messages.add(EveryKind.newBuilder().setElapsed(Duration.newBuilder().setNanos(-1_000_000)).build());
        messages.add(EveryKind.newBuilder().setTree(tree(10)).build());
        messages.add(LegacyOrder.newBuilder().setId(0).build());
        messages.add(LegacyOrder.newBuilder().setId(-5).setCustomer("anonymous").setQuantity(1)
                .setStatus(LegacyOrder.Status.STATUS_OPEN)
                .addLines(LegacyOrder.Line.newBuilder().setSku("").setPrice(0).setChecksum(-1))
                .addLines(LegacyOrder.Line.newBuilder().setSku("s2")).build());
        messages.add(LegacyOrder.newBuilder().setId(1).setQuantity(0).setStatus(LegacyOrder.Status.STATUS_SHIPPED)
                .addLines(LegacyOrder.Line.newBuilder().setSku("s").setPrice(0.0)).build());
        // Fields without presence at their defaults beside fields with presence set, to defaults too.
        messages.add(EveryKind.newBuilder().setMaybeCount(0).setNumber(0).setVerified(BoolValue.of(false))
                .setTree(Tree.getDefaultInstance()).build());
        messages.add(User.newBuilder().setId(7).setName("Ada").setEmail("ada@example.com").setAge(36)
                .setActive(true).build());
        messages.add(SmallMessage.newBuilder().setMyInt(-1).setMyBool(true)
                .setMyBytes(ByteString.copyFromUtf8("\u0000bytes")).setMyString("s")
                .setMyTimestamp(Timestamp.newBuilder().setSeconds(1).setNanos(5)).setMyMyStatusValue(2).build());
        messages.add(filled(Pipeline.newBuilder()).addFields(Pipeline.Field.newBuilder().setKey("k").setValue("v"))
                .build());
        messages.add(filled(Event.newBuilder()).build());
        return messages;
    }

    /** Every singular scalar and enum field of the builder's message set to a value of its own. */
    private static <B extends Message.Builder> B filled(B builder) {
        for (FieldDescriptor field : builder.getDescriptorForType().getFields()) {
            if (field.isRepeated()) {
                continue;
            }
            int n = field.getNumber();
            switch (field.getJavaType()) {
                case INT -> builder.setField(field, n * 1000);
                case LONG -> builder.setField(field, n * 1_000_000_007L);
                case FLOAT -> builder.setField(field, n / 3f);
                case DOUBLE -> builder.setField(field, n / 3.0);
                case BOOLEAN -> builder.setField(field, true);
                case STRING -> builder.setField(field, field.getName() + " " + n);
                case BYTE_STRING -> builder.setField(field, ByteString.copyFromUtf8(field.getName()));
                case ENUM -> builder.setField(field, field.getEnumType().getValues().get(1));
                case MESSAGE -> { }
            }
        }
        return builder;
    }
}
