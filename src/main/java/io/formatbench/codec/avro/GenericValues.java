package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordValues;
import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoDurations;
import io.formatbench.model.ProtoEnum;
import io.formatbench.model.UnsafeBytes;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.util.function.IntFunction;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.util.Utf8;

/**
 * The values of a GenericRecord as the Avro mapping ({@link AvroSchemas}) holds them, to and from
 * Java's: strings (Avro reads them as {@link Utf8}), uint32s in longs, bytes in ByteBuffers,
 * Timestamps and Durations as records of seconds and nanos, wrappers as records of their value. One
 * place for what every generated generic binding and the descriptor's generic mapping read alike.
 */
public final class GenericValues {

    private GenericValues() {}

    /** A string value: its bytes checked as UTF-8 when the read is strict, else Avro's decoding of them. */
    public static String string(Object value, String field, ValueLimits limits) throws InvalidRecordException {
        if (limits.strictUtf8() && value instanceof Utf8 utf8) {
            return limits.utf8(ByteBuffer.wrap(utf8.getBytes(), 0, utf8.getByteLength()), field);
        }
        return value.toString();
    }

    /** A uint32's long, refused outside 0 to 2^32-1 (Avro has no unsigned int; the mapping writes a long). */
    public static long uint32(Object value, String field) throws InvalidRecordException {
        return AvroValues.checkUInt32((Long) value, field);
    }

    /** A record's bytes as GenericDatumWriter takes them: its own array, which the writer only reads. */
    public static ByteBuffer bytes(Bytes bytes) {
        return ByteBuffer.wrap(UnsafeBytes.array(bytes));
    }

    /**
     * A record's bytes: one copy out of the GenericRecord's buffer, which GenericDatumReader reuses for
     * the next record; the copy becomes the record's without a second one.
     */
    public static Bytes bytes(Object value) {
        ByteBuffer buffer = ((ByteBuffer) value).duplicate();
        byte[] copy = new byte[buffer.remaining()];
        buffer.get(copy);
        return UnsafeBytes.wrap(copy);
    }

    /** The schema of one value of a field: a union's non-null branch, an array's element, a map's value. */
    public static Schema valueSchema(Schema field) {
        return switch (field.getType()) {
            case UNION -> valueSchema(field.getTypes().get(1));
            case ARRAY -> valueSchema(field.getElementType());
            case MAP -> valueSchema(field.getValueType());
            default -> field;
        };
    }

    /** A Timestamp as the record of seconds and nanos of {@code schema}. */
    public static GenericRecord timestampRecord(Schema schema, Instant instant) {
        GenericData.Record record = new GenericData.Record(schema);
        record.put("seconds", instant.getEpochSecond());
        record.put("nanos", instant.getNano());
        return record;
    }

    /** A Duration as the record of seconds and nanos of {@code schema}, as duration.proto holds them. */
    public static GenericRecord durationRecord(Schema schema, Duration duration) {
        GenericData.Record record = new GenericData.Record(schema);
        record.put("seconds", ProtoDurations.seconds(duration));
        record.put("nanos", ProtoDurations.nanos(duration));
        return record;
    }

    /** A wrapper (google.protobuf.Int64Value, ...) as the record of its one {@code value}. */
    public static GenericRecord wrapperRecord(Schema schema, Object value) {
        GenericData.Record record = new GenericData.Record(schema);
        record.put("value", value);
        return record;
    }

    /** The value a wrapper's record holds. */
    public static Object wrapped(Object record) {
        return ((GenericRecord) record).get("value");
    }

    public static Instant instant(Object record, String field) throws InvalidRecordException {
        GenericRecord timestamp = (GenericRecord) record;
        return RecordValues.instant((Long) timestamp.get("seconds"), (Integer) timestamp.get("nanos"), field);
    }

    public static Duration duration(Object record, String field) throws InvalidRecordException {
        GenericRecord duration = (GenericRecord) record;
        return RecordValues.duration((Long) duration.get("seconds"), (Integer) duration.get("nanos"), field);
    }

    /** An enum's number as the record's constant; one the .proto does not list is refused. */
    public static <E extends Enum<E> & ProtoEnum> E enumValue(Object number, String field, Class<E> type,
                                                              IntFunction<E> byNumber) throws InvalidRecordException {
        int value = (Integer) number;
        return RecordValues.known(byNumber.apply(value), value, field, type);
    }
}
