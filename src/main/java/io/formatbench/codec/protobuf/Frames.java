package io.formatbench.codec.protobuf;

import com.google.protobuf.Descriptors;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.Limits;
import java.util.List;

/**
 * The delimited-protobuf rules both protobuf readers enforce, beyond what protobuf-java checks: a
 * length prefix must be a 1..{@link Limits#MAX_RECORD_BYTES} varint, the record must be exactly that
 * long, and a record must not carry fields outside the schema (which is how protobuf-java sees a
 * message of another type, or a field of the wrong wire type).
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
                    + " exceeds the record size limit " + Limits.MAX_RECORD_BYTES + " (Limits.MAX_RECORD_BYTES)");
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
        if (message.getSerializedSize() == 0) {
            throw new InvalidRecordException("every field holds its default value: the record a zero-length frame"
                    + " would be, which no writer writes");
        }
    }

    /**
     * Rejects fields outside the schema in the record and in every message nested in it (a
     * Timestamp, the elements of a repeated field): each nested message keeps unknown fields of its
     * own, which the record's set does not show.
     */
    static void requireSchemaFieldsOnly(Message message) throws InvalidRecordException {
        String outside = fieldsOutsideSchema(message);
        if (outside != null) {
            throw new InvalidRecordException(outside + " not in the schema or of the wrong wire type (a message of"
                    + " another type?)");
        }
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

    /** Where the first unknown fields are ("in metrics[2]: field(s) [7]"), or null; a path is built only then. */
    private static String fieldsOutsideSchema(Message message) {
        if (message.getUnknownFields().getSerializedSize() != 0) {
            return "field(s) " + message.getUnknownFields().asMap().keySet();
        }
        for (Descriptors.FieldDescriptor field : message.getDescriptorForType().getFields()) {
            if (field.getJavaType() != Descriptors.FieldDescriptor.JavaType.MESSAGE) {
                continue;
            }
            // One reflective call per field, the list of a repeated one: not one per element.
            Object value = message.getField(field);
            if (field.isRepeated()) {
                List<?> elements = (List<?>) value;
                for (int i = 0; i < elements.size(); i++) {
                    String outside = fieldsOutsideSchema((Message) elements.get(i));
                    if (outside != null) {
                        return nested(field.getName() + "[" + i + "]", outside);
                    }
                }
            } else {
                // An absent message field is its default instance, which holds no unknown fields.
                String outside = fieldsOutsideSchema((Message) value);
                if (outside != null) {
                    return nested(field.getName(), outside);
                }
            }
        }
        return null;
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
