package io.formatbench.codec.protobuf;

import com.google.protobuf.Descriptors;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.UnknownFieldSet;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.Limits;
import io.formatbench.codec.UnknownFields;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The delimited-protobuf rules both protobuf readers enforce, beyond what protobuf-java checks: a
 * length prefix must be a 1..{@link Limits#MAX_RECORD_BYTES} varint, the record must be exactly that
 * long, and a record must not carry fields outside the schema (which is how protobuf-java sees a
 * message of another type, or a field of the wrong wire type), unless the reader skips unknown
 * fields: then only the fields the schema does not number, which a newer schema may have added.
 */
final class Frames {

    /** A varint takes at most ten bytes. */
    static final int MAX_VARINT_BYTES = 10;

    /**
     * Whether byte {@code index} (0-based) of a varint takes it past 64 bits: the tenth byte may only
     * hold the value's top bit, and no continuation. protobuf-java lets such bits wrap around.
     */
    static boolean overflows(int index, int b) {
        return index == MAX_VARINT_BYTES - 1 && (b & 0xFE) != 0;
    }

    private Frames() {}

    static int checkedLength(long length, String source, long index, long offset) throws BadInputException {
        if (length == 0) {
            throw new BadInputException(source, index, offset,
                    "zero-length record (empty frames are not records and are not skipped)");
        }
        if (length < 0 || length > Limits.MAX_RECORD_BYTES) {
            throw new BadInputException(source, index, offset, "length prefix " + Long.toUnsignedString(length)
                    + " exceeds the tool's limit of a record, " + Limits.MAX_RECORD_BYTES + " bytes");
        }
        return (int) length;
    }

    /**
     * proto3 writes no bytes for a default value, so a record with every field at its default is an
     * empty message: a zero-length record, which the readers reject (a zero-filled tail is a common
     * corruption). The writers refuse it rather than write a file their own readers reject.
     */
    static int requireWritable(int messageSize) {
        if (messageSize == 0) {
            throw new IllegalArgumentException("a record with every field at its default value encodes as a zero-length"
                    + " record, which readers reject; it cannot be written");
        }
        return messageSize;
    }

    static BadInputException malformedPrefix(String source, long index, long offset) {
        return new BadInputException(source, index, offset,
                "malformed length prefix (a varint longer than 10 bytes or past 64 bits)");
    }

    static BadInputException truncatedPrefix(String source, long index, long offset) {
        return new BadInputException(source, index, offset, "file ends inside a length prefix (truncated)");
    }

    static BadInputException truncatedBody(String source, long index, long offset, long declared) {
        return new BadInputException(source, index, offset, "file ends inside the record (truncated): its length prefix"
                + " says " + declared + " bytes");
    }

    /**
     * A record whose every field holds its default is what a zero-length record means, written with
     * its defaults spelled out (a non-canonical encoding protobuf accepts): rejected like the
     * zero-length one, since no writer can write it back.
     */
    static void requireNotAllDefaults(Message message) throws InvalidRecordException {
        // Fields outside the schema (skipped ones) do not make a record: a frame of nothing else is still empty.
        if (message.getSerializedSize() == message.getUnknownFields().getSerializedSize()) {
            throw new InvalidRecordException("every field holds its default value: the record a zero-length frame"
                    + " would be, which no writer writes");
        }
    }

    /**
     * Checks the fields protobuf-java kept as unknown, in the record and in every message nested in
     * it (a Timestamp, the elements of a repeated field: each keeps unknown fields of its own, which
     * the record's set does not show), and returns how many of the record's own were skipped. With
     * {@link UnknownFields#REJECT} there must be none anywhere. With SKIP, numbers a message's schema
     * does not have are skipped at any depth and counted at the record's own level only, as the JSON
     * readers count; a number the schema has came with the wrong wire type, and is still rejected
     * (protobuf-java keeps it as unknown, the record would silently lose the field).
     */
    static int checkUnknownFields(Message message, UnknownFields policy) throws InvalidRecordException {
        if (policy == UnknownFields.REJECT) {
            String outside = fieldsOutsideSchema(message, false);
            if (outside != null) {
                throw new InvalidRecordException(outside + " not in the schema or of the wrong wire type (a message of"
                        + " another type? " + UnknownFields.HINT + ")");
            }
            return 0;
        }
        String wrongType = fieldsOutsideSchema(message, true);
        if (wrongType != null) {
            throw new InvalidRecordException(wrongType + " of the wrong wire type");
        }
        return unknownFieldCount(message);
    }

    /**
     * The fields a library reader that skips unknown fields counts: protobuf-java's parser kept every
     * field it did not know in the message's unknown fields, each number once.
     */
    static int unknownFieldCount(Message message) {
        UnknownFieldSet unknown = message.getUnknownFields();
        return unknown.isEmpty() ? 0 : unknown.asMap().size();
    }

    /**
     * What a library reader's {@link InvalidProtocolBufferException} means: protobuf-java wraps any
     * IOException of the stream it reads in one, so a failure of the layers beneath the records (a
     * broken compressed stream, see {@link io.formatbench.codec.IoStack}) comes back as it was thrown,
     * already naming the file.
     */
    static BadInputException badInput(String source, long index, long offset, InvalidProtocolBufferException e) {
        if (e.getCause() instanceof BadInputException beneath) {
            return beneath;
        }
        return new BadInputException(source, index, offset, describe(e), e);
    }

    /**
     * Where the first unknown fields are ("in metrics[2]: field(s) [7]"), or null; a path is built only
     * then. With {@code numberedOnly}, only the unknown fields whose numbers the message's schema has:
     * those of the wrong wire type.
     */
    private static String fieldsOutsideSchema(Message message, boolean numberedOnly) {
        UnknownFieldSet unknown = message.getUnknownFields();
        if (unknown.getSerializedSize() != 0) {
            Set<Integer> numbers = numberedOnly ? numbered(unknown,
                    message.getDescriptorForType()) : unknown.asMap().keySet();
            if (!numbers.isEmpty()) {
                return "field(s) " + numbers;
            }
        }
        for (Descriptors.FieldDescriptor field : message.getDescriptorForType().getFields()) {
            // An absent message field holds no unknown fields; and its default instance may be of a
            // recursive type, whose default instances go on for ever.
            if (field.getJavaType() != Descriptors.FieldDescriptor.JavaType.MESSAGE
                    || !field.isRepeated() && !message.hasField(field)) {
                continue;
            }
            // One reflective call per field, the list of a repeated one: not one per element.
            Object value = message.getField(field);
            if (field.isRepeated()) {
                List<?> elements = (List<?>) value;
                for (int i = 0; i < elements.size(); i++) {
                    String outside = fieldsOutsideSchema((Message) elements.get(i), numberedOnly);
                    if (outside != null) {
                        return nested(field.getName() + "[" + i + "]", outside);
                    }
                }
            } else {
                String outside = fieldsOutsideSchema((Message) value, numberedOnly);
                if (outside != null) {
                    return nested(field.getName(), outside);
                }
            }
        }
        return null;
    }

    /** The unknown fields whose numbers the schema has: they came with the wrong wire type. */
    private static Set<Integer> numbered(UnknownFieldSet unknown, Descriptors.Descriptor schema) {
        Set<Integer> numbers = new TreeSet<>();
        for (int number : unknown.asMap().keySet()) {
            if (schema.findFieldByNumber(number) != null) {
                numbers.add(number);
            }
        }
        return numbers;
    }

    private static String nested(String field, String outside) {
        return outside.startsWith("in ") ? "in " + field + "." + outside.substring(3) : "in " + field + ": " + outside;
    }

    /** protobuf-java's messages run to several sentences of advice; the first one says what happened. */
    static String describe(InvalidProtocolBufferException e) {
        String message = String.valueOf(e.getMessage());
        if (message.startsWith("While parsing a protocol message, the input ended unexpectedly")) {
            return "file ends inside the record (truncated)";
        }
        int end = message.indexOf(". ");
        return end > 0 ? message.substring(0, end + 1) : message;
    }
}
