package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordValues;
import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoDurations;
import io.formatbench.model.ProtoEnum;
import io.formatbench.model.UnsafeBytes;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.util.function.IntFunction;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.Encoder;

/**
 * The checked reads of single values that every binding makes alike, so that a bad value gets the
 * same message whichever binding reads it: a union's index, a uint32 (an Avro long), a boolean byte;
 * and a record's {@link Bytes}, without a copy on the way out.
 */
public final class AvroValues {

    private AvroValues() {}

    /**
     * Whether a field with presence (a union of null and its type) holds a value: index 1; 0 is null.
     * Any other index is refused.
     */
    public static boolean present(Decoder in, String field) throws IOException {
        int index = in.readIndex();
        if (index == 0) {
            return false;
        }
        if (index != 1) {
            throw new InvalidRecordException("field '" + field + "': union index " + index
                    + " (must be 0, null, or 1, a value)");
        }
        return true;
    }

    /** A uint32, which travels as an Avro long: 0 to 4294967295, anything else refused. */
    public static long readUInt32(Decoder in, String field) throws IOException {
        return checkUInt32(in.readLong(), field);
    }

    /** The long of a uint32, as read by the decoder or by GenericDatumReader, refused outside 0 to 4294967295. */
    public static long checkUInt32(long value, String field) throws InvalidRecordException {
        if (value < 0 || value > 0xFFFF_FFFFL) {
            throw InvalidRecordException.outOfRange(field, "a uint32, 0 to 4294967295");
        }
        return value;
    }

    /** A boolean, its byte checked (0 or 1) where the reader knows the block; no garbage unless it is bad. */
    public static boolean readBoolean(Decoder in, ValueLimits limits, String field) throws IOException {
        limits.checkBooleanField(field);
        return in.readBoolean();
    }

    /** A record's bytes: one copy out of the reader's buffer, the copy the mapping from a message paid too. */
    public static Bytes readBytes(Decoder in, ValueLimits limits) throws IOException {
        ByteBuffer value = limits.bytes(in);
        byte[] copy = new byte[value.remaining()];
        value.get(copy);
        return UnsafeBytes.wrap(copy);
    }

    /** A Timestamp as the schema's record of seconds (long) and nanos (int). */
    public static void writeTimestamp(Instant instant, Encoder out) throws IOException {
        out.writeLong(instant.getEpochSecond());
        out.writeInt(instant.getNano());
    }

    /** A Duration as the schema's record of seconds and nanos, as duration.proto holds them (one sign). */
    public static void writeDuration(Duration duration, Encoder out) throws IOException {
        out.writeLong(ProtoDurations.seconds(duration));
        out.writeInt(ProtoDurations.nanos(duration));
    }

    public static Instant readTimestamp(Decoder in, String field) throws IOException {
        long seconds = in.readLong();
        return RecordValues.instant(seconds, in.readInt(), field);
    }

    public static Duration readDuration(Decoder in, String field) throws IOException {
        long seconds = in.readLong();
        return RecordValues.duration(seconds, in.readInt(), field);
    }

    /** An enum's number, as the record's constant: a number the .proto does not list is refused. */
    public static <E extends Enum<E> & ProtoEnum> E readEnum(Decoder in, String field, Class<E> type,
                                                             IntFunction<E> byNumber) throws IOException {
        int number = in.readInt();
        return RecordValues.known(byNumber.apply(number), number, field, type);
    }

    /** A map entry without its value (the union's null): a record's map holds no null. */
    public static InvalidRecordException absentMapValue() {
        return InvalidRecordException.ofField("", "has no value (null): a map's entry must hold one");
    }

    /** A record's bytes straight from their own array: written, never changed (UnsafeBytes' promise). */
    public static void writeBytes(Bytes bytes, Encoder out) throws IOException {
        byte[] array = UnsafeBytes.array(bytes);
        out.writeBytes(array, 0, array.length);
    }
}
