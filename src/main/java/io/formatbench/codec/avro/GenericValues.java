package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoTimestamps;
import io.formatbench.model.UnsafeBytes;
import java.nio.ByteBuffer;
import java.time.Instant;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.util.Utf8;

/**
 * The values of a GenericRecord as the Avro mapping ({@link AvroSchemas}) holds them, to and from
 * Java's: strings (Avro reads them as {@link Utf8}), uint32s in longs, bytes in ByteBuffers,
 * Timestamps as records of seconds and nanos. One place for what every hand-written generic binding
 * and the descriptor's generic mapping read alike.
 */
final class GenericValues {

    private GenericValues() {}

    /** A string value: its bytes checked as UTF-8 when the read is strict, else Avro's decoding of them. */
    static String string(Object value, String field, ValueLimits limits) throws InvalidRecordException {
        if (limits.strictUtf8() && value instanceof Utf8 utf8) {
            return limits.utf8(ByteBuffer.wrap(utf8.getBytes(), 0, utf8.getByteLength()), field);
        }
        return value.toString();
    }

    /** A uint32's long, refused outside 0 to 2^32-1 (Avro has no unsigned int; the mapping writes a long). */
    static long uint32(Object value, String field) throws InvalidRecordException {
        return AvroValues.checkUInt32((Long) value, field);
    }

    /** A record's bytes as GenericDatumWriter takes them: its own array, which the writer only reads. */
    static ByteBuffer bytes(Bytes bytes) {
        return ByteBuffer.wrap(UnsafeBytes.array(bytes));
    }

    /**
     * A record's bytes: one copy out of the GenericRecord's buffer, which GenericDatumReader reuses for
     * the next record; the copy becomes the record's without a second one.
     */
    static Bytes bytes(Object value) {
        ByteBuffer buffer = ((ByteBuffer) value).duplicate();
        byte[] copy = new byte[buffer.remaining()];
        buffer.get(copy);
        return UnsafeBytes.wrap(copy);
    }

    /** The record of a Timestamp field, whose schema is the union of null and the Timestamp record. */
    static GenericRecord timestamp(Schema field, Instant instant) {
        GenericData.Record record = new GenericData.Record(field.getTypes().get(1));
        record.put("seconds", instant.getEpochSecond());
        record.put("nanos", instant.getNano());
        return record;
    }

    /** A Timestamp field's instant: null (not set) is 1970-01-01T00:00:00Z, as proto3 reads an absent one. */
    static Instant instant(Object value, String field) {
        if (value == null) {
            return Instant.EPOCH;
        }
        GenericRecord timestamp = (GenericRecord) value;
        return ProtoTimestamps.of((Long) timestamp.get("seconds"), (Integer) timestamp.get("nanos"), field);
    }
}
