package io.formatbench.codec.protobuf;

import static io.formatbench.codec.Bytes.bytes;
import static io.formatbench.codec.Bytes.concat;
import static io.formatbench.codec.Bytes.frame;
import static io.formatbench.codec.Bytes.repeat;
import static io.formatbench.codec.Bytes.utf8;
import static io.formatbench.codec.Bytes.varint;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.WireFormat;
import io.formatbench.codec.Format;
import io.formatbench.codec.Limits;
import io.formatbench.codec.SchemaCodec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The bad and the odd-but-valid delimited protobuf of one schema, made from the schema's own
 * generated records: the third record's message bytes, field by field, are what every case breaks
 * (cut between or inside fields, a field of the wrong wire type, an unknown field, a string that is
 * not UTF-8, a length prefix that lies). Which field is a string, and which wire type each field
 * has, comes from the message's descriptor. One fixture for every schema: a schema added to
 * {@code Schemas} gets every case.
 */
final class ProtobufFixture<T> {

    private static final Map<String, ProtobufFixture<?>> BY_SCHEMA = new ConcurrentHashMap<>();

    /** A bad file: {@code bytes} after the good prefix, or the whole file when {@code atStart}. */
    record Case(String name, byte[] bytes, boolean atStart) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** One field as it stands in the message's bytes: its tag starts at {@code start}, its value at {@code value}. */
    private record Span(int number, int wireType, int start, int value, int end) {}

    final SchemaCodec<T> writer;
    final ProtoBinding<T, ?> binding;
    final List<T> good;
    final byte[] prefix;
    /** The third record and its message's bytes (no length prefix). */
    final T record;
    final byte[] body;
    private final Descriptor message;
    private final List<Span> spans;
    /** A field number the message does not have. */
    private final int unknown;

    private ProtobufFixture(SchemaCodec<T> writer) {
        this.writer = writer;
        this.binding = writer.protoBinding();
        List<T> records = writer.generate(13, 3);
        this.good = records.subList(0, 2);
        this.prefix = writer.write(good);
        this.record = records.get(2);
        this.body = binding.toMessage(record).toByteArray();
        this.message = binding.defaultInstance().getDescriptorForType();
        this.spans = spans(body);
        this.unknown = message.getFields().stream().mapToInt(FieldDescriptor::getNumber).max().orElse(0) + 1;
        if (!Arrays.equals(concat(prefix, frame(body)), writer.write(records))) {
            throw new IllegalStateException(writer + ": a record is not its length and its message");
        }
    }

    @SuppressWarnings("unchecked")
    static <T> ProtobufFixture<T> of(SchemaCodec<T> codec) {
        return (ProtobufFixture<T>) BY_SCHEMA.computeIfAbsent(codec.schema().name().toString(),
                name -> new ProtobufFixture<>(codec.primary(Format.PROTOBUF)));
    }

    List<Case> badCases() {
        List<Case> cases = new ArrayList<>();
        Span first = spans.get(0);
        Span last = spans.get(spans.size() - 1);
        byte[] length = varint(body.length);
        // Truncated: inside a field, between fields, inside a length prefix.
        Span longValue = spans.stream().filter(span -> span.end() - span.value() >= 2).findFirst().orElse(first);
        cases.add(after("truncated inside field " + longValue.number(), concat(length, cut(longValue.value() + 1))));
        cases.add(after("truncated between fields (after the first)", concat(length, cut(first.end()))));
        if (spans.size() > 1) {
            cases.add(after("truncated between fields (before the last)", concat(length, cut(last.start()))));
        }
        cases.add(after("truncated right after the length prefix", length));
        cases.add(after("truncated inside a length prefix", bytes(0x80)));
        cases.add(after("truncated inside a 3-byte length prefix", bytes(0x80, 0x80)));
        // Length prefixes that lie or are absurd.
        cases.add(after("prefix larger than the rest of the file", concat(varint(body.length + 1000L), body)));
        cases.add(after("prefix one byte too long", concat(varint(body.length + 1L), body)));
        cases.add(after("prefix just over the record size limit", concat(varint(Limits.MAX_RECORD_BYTES + 1L), body)));
        cases.add(after("prefix 2^31-1", concat(varint(Integer.MAX_VALUE), body)));
        cases.add(after("prefix 2^31", concat(varint(1L << 31), body)));
        cases.add(after("prefix 2^32 (parseDelimitedFrom reads 0)", concat(varint(1L << 32), body)));
        cases.add(after("prefix 2^32+5 (parseDelimitedFrom reads 5)", concat(varint((1L << 32) + 5), body)));
        cases.add(after("prefix 2^32+len (parseDelimitedFrom reads the record)",
                concat(varint((1L << 32) + body.length), body)));
        cases.add(after("prefix 2^63 in 10 bytes", concat(varint(Long.MIN_VALUE), body)));
        cases.add(after("prefix -1 in 10 bytes", concat(varint(-1), body)));
        cases.add(after("malformed varint: 11 bytes", concat(bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                0xFF, 0x01), body)));
        cases.add(after("malformed varint: 11 bytes of zero value",
                concat(bytes(0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00), body)));
        // A tenth byte above 1 is past 64 bits: protobuf-java wraps it around (this one would read as the record's
        // length).
        cases.add(after("10-byte prefix past 64 bits", concat(paddedLength(9), bytes(0x02), body)));
        cases.add(after("over-long encoding of the length", concat(paddedLength(10), bytes(0x00), body)));
        // Zero-length and padding records (policy: rejected).
        cases.add(after("zero-length record", concat(bytes(0), frame(body))));
        cases.add(after("zero padding at the end", bytes(0, 0, 0, 0)));
        // The all-default record with its defaults spelled out (found by fuzzing: readable, but not writable back).
        cases.add(after("every field at its default, written out", frame(defaultsWrittenOut())));
        // Invalid wire types and tags.
        cases.add(after("wire type 6", frame(concat(tag(1, 6), bytes(0x01)))));
        cases.add(after("wire type 7", frame(concat(tag(1, 7), bytes(0x01)))));
        cases.add(after("tag 0", frame(bytes(0x00, 0x01))));
        cases.add(after("tag 0 after a valid field", frame(concat(cut(first.end()), bytes(0x00)))));
        cases.add(after("malformed varint field value", frame(concat(tag(firstNumber(WireFormat.WIRETYPE_VARINT),
                WireFormat.WIRETYPE_VARINT),
                bytes(0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01)))));
        cases.add(after("end-group without start", frame(concat(cut(first.end()),
                tag(first.number(), WireFormat.WIRETYPE_END_GROUP)))));
        cases.add(after("unterminated group", frame(concat(tag(unknown, WireFormat.WIRETYPE_START_GROUP),
                bytes(0x08, 0x01)))));
        FieldDescriptor string = firstField(FieldDescriptor.Type.STRING);
        if (string != null) {
            cases.add(after("string length past the record", frame(concat(tag(string.getNumber(),
                    WireFormat.WIRETYPE_LENGTH_DELIMITED),
                    bytes(0x7F, 0x41)))));
            cases.add(after("negative string length", frame(concat(tag(string.getNumber(),
                    WireFormat.WIRETYPE_LENGTH_DELIMITED), varint(-1)))));
        }
        // A message of another type: every field with a wire type its type does not have (policy: rejected).
        for (FieldDescriptor field : message.getFields()) {
            int wireType = field.getLiteType().getWireType();
            if (field.isRepeated() && wireType != WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                continue; // a repeated number may come packed (LEN) or not: both are its wire types
            }
            byte[] wrong = wireType == WireFormat.WIRETYPE_LENGTH_DELIMITED
                    ? concat(tag(field.getNumber(), WireFormat.WIRETYPE_VARINT), bytes(0x01))
                    : concat(tag(field.getNumber(), WireFormat.WIRETYPE_LENGTH_DELIMITED), bytes(0x01, 0x41));
            cases.add(after(field.getName() + " with the wrong wire type", frame(concat(body, wrong))));
        }
        cases.add(after("field 1 as fixed64", frame(concat(tag(1, WireFormat.WIRETYPE_FIXED64),
                bytes(1, 0, 0, 0, 0, 0, 0, 0)))));
        cases.add(after("field 1 as fixed32", frame(concat(tag(1, WireFormat.WIRETYPE_FIXED32), bytes(1, 0, 0, 0)))));
        // Fields outside the schema (policy: rejected).
        cases.add(after("unknown field " + unknown, frame(concat(body, tag(unknown, WireFormat.WIRETYPE_VARINT),
                bytes(0x01)))));
        cases.add(after("unknown field 536870911", frame(concat(body, tag(536870911, WireFormat.WIRETYPE_VARINT),
                bytes(0x01)))));
        cases.add(after("an empty unknown group", frame(concat(body, tag(unknown, WireFormat.WIRETYPE_START_GROUP),
                tag(unknown, WireFormat.WIRETYPE_END_GROUP)))));
        cases.add(after("deeply nested unknown groups", frame(concat(times(tag(unknown,
                WireFormat.WIRETYPE_START_GROUP), 100_000),
                times(tag(unknown, WireFormat.WIRETYPE_END_GROUP), 100_000)))));
        cases.add(after("deeply nested groups, unterminated",
                frame(times(tag(unknown, WireFormat.WIRETYPE_START_GROUP), 100_000))));
        // Invalid UTF-8 in a string field (protobuf-java checks proto3 strings), in the record's first and last one.
        List<Span> strings = spans.stream().filter(span -> message.findFieldByNumber(span.number()) != null
                && message.findFieldByNumber(span.number()).getType() == FieldDescriptor.Type.STRING).toList();
        if (!strings.isEmpty()) {
            for (Span span : List.of(strings.get(0), strings.get(strings.size() - 1))) {
                String name = message.findFieldByNumber(span.number()).getName();
                cases.add(after(name + " with byte FF", frame(replaced(span, bytes(0xFF)))));
                cases.add(after(name + " overlong C0 AF", frame(replaced(span, bytes(0xC0, 0xAF)))));
                cases.add(after(name + " overlong E0 80 AF", frame(replaced(span, bytes(0xE0, 0x80, 0xAF)))));
                cases.add(after(name + " surrogate ED A0 80", frame(replaced(span, bytes(0xED, 0xA0, 0x80)))));
                cases.add(after(name + " past U+10FFFF", frame(replaced(span, bytes(0xF4, 0x90, 0x80, 0x80)))));
            }
        }
        // Trailing garbage.
        cases.add(after("a trailing byte", bytes(0x05)));
        cases.add(after("trailing text", utf8("garbage\n")));
        // The other format.
        SchemaCodec<T> json = writer.primary(Format.JSON);
        cases.add(atStart("a JSON Lines file", json.write(json.generate(13, 20))));
        cases.add(atStart("a short JSON Lines file", utf8("{}\n")));
        return cases;
    }

    /**
     * A record longer than 300 bytes, so that its length prefix takes two bytes: the record's message
     * repeated, which protobuf parses as one message (the later fields win).
     */
    byte[] longRecord() {
        byte[] message = body;
        while (message.length <= 300) {
            message = concat(message, body);
        }
        return frame(message);
    }

    /**
     * A message of exactly {@link Limits#MAX_RECORD_BYTES}: the first string or bytes field alone, as long as that
     * takes.
     */
    byte[] messageOfTheSizeLimit() {
        FieldDescriptor field = firstField(FieldDescriptor.Type.STRING);
        field = field != null ? field : firstField(FieldDescriptor.Type.BYTES);
        byte[] tag = tag(field.getNumber(), WireFormat.WIRETYPE_LENGTH_DELIMITED);
        int length = Limits.MAX_RECORD_BYTES - tag.length - 3;
        byte[] message = concat(tag, varint(length), repeat('n', length));
        if (message.length != Limits.MAX_RECORD_BYTES) {
            throw new IllegalStateException("a " + message.length + "-byte message");
        }
        return message;
    }

    /** The record's first field alone: every other field at its default. */
    byte[] messageOfOneField() {
        return cut(spans.get(0).end());
    }

    /** What the readers make of a message: the record the binding maps it to. */
    T recordOf(byte[] message) {
        try {
            return fromMessage(binding, message);
        } catch (InvalidProtocolBufferException | io.formatbench.codec.InvalidRecordException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The record every field of which holds its default: what an empty message is. */
    T allDefaults() {
        return recordOf(new byte[0]);
    }

    private static <T, M extends Message> T fromMessage(ProtoBinding<T, M> binding, byte[] message)
            throws InvalidProtocolBufferException, io.formatbench.codec.InvalidRecordException {
        return binding.fromMessage(binding.parser().parseFrom(message));
    }

    private byte[] cut(int length) {
        return Arrays.copyOf(body, length);
    }

    /** The body with one length-delimited field's value replaced. */
    private byte[] replaced(Span span, byte[] value) {
        return concat(Arrays.copyOf(body, span.start()), tag(span.number(), span.wireType()), varint(value.length),
                value,
                Arrays.copyOfRange(body, span.end(), body.length));
    }

    /**
     * The record's length as a varint padded with continuation bytes to {@code bytes} bytes, last one still continuing.
     */
    private byte[] paddedLength(int bytes) {
        byte[] length = varint(body.length);
        byte[] padded = repeat(0x80, bytes);
        for (int i = 0; i < length.length; i++) {
            padded[i] = (byte) (length[i] | 0x80);
        }
        return padded;
    }

    /** Every field that has no presence of its own, written out at its default value. */
    private byte[] defaultsWrittenOut() {
        List<byte[]> parts = new ArrayList<>();
        for (FieldDescriptor field : message.getFields()) {
            if (field.isRepeated() || field.hasPresence() || field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
                continue;
            }
            int wireType = field.getLiteType().getWireType();
            parts.add(tag(field.getNumber(), wireType));
            parts.add(switch (wireType) {
                case WireFormat.WIRETYPE_FIXED64 -> new byte[8];
                case WireFormat.WIRETYPE_FIXED32 -> new byte[4];
                default -> bytes(0x00); // a varint 0, or an empty string or bytes
            });
        }
        return concat(parts.toArray(byte[][]::new));
    }

    private int firstNumber(int wireType) {
        return message.getFields().stream().filter(field -> !field.isRepeated()
                && field.getLiteType().getWireType() == wireType)
                .mapToInt(FieldDescriptor::getNumber).findFirst().orElse(unknown);
    }

    private FieldDescriptor firstField(FieldDescriptor.Type type) {
        return message.getFields().stream().filter(field -> !field.isRepeated()
                && field.getType() == type).findFirst().orElse(null);
    }

    private static byte[] tag(int number, int wireType) {
        return varint((long) number << 3 | wireType);
    }

    private static byte[] times(byte[] part, int count) {
        byte[] all = new byte[part.length * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(part, 0, all, i * part.length, part.length);
        }
        return all;
    }

    private static List<Span> spans(byte[] message) {
        try {
            CodedInputStream in = CodedInputStream.newInstance(message);
            List<Span> spans = new ArrayList<>();
            while (!in.isAtEnd()) {
                int start = in.getTotalBytesRead();
                int tag = in.readTag();
                int wireType = WireFormat.getTagWireType(tag);
                int value = in.getTotalBytesRead();
                if (wireType == WireFormat.WIRETYPE_LENGTH_DELIMITED) {
                    int length = in.readRawVarint32();
                    value = in.getTotalBytesRead();
                    in.skipRawBytes(length);
                } else {
                    in.skipField(tag);
                }
                spans.add(new Span(WireFormat.getTagFieldNumber(tag), wireType, start, value, in.getTotalBytesRead()));
            }
            return List.copyOf(spans);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Case after(String name, byte[] bytes) {
        return new Case(name, bytes, false);
    }

    private static Case atStart(String name, byte[] bytes) {
        return new Case(name, bytes, true);
    }
}
