package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import org.apache.avro.generic.GenericRecord;

/**
 * A schema's records to and from Avro's GenericRecord: the mapping a user of generic records writes
 * for their own type, field by field and by name, as Avro's getting-started guide fills its
 * {@code user.put("name", ...)}. One per hand-written schema; {@link MessageGenericRecords} serves
 * records that are generated messages, through their descriptor.
 */
public interface GenericRecordBinding<T> {

    /** A new GenericRecord of the record's fields, as the guide makes one per record. */
    GenericRecord toRecord(T record);

    /**
     * The record of a GenericRecord that Avro read; its strings read as {@code limits} say. Throws
     * {@link InvalidRecordException} for what the record cannot hold (a Timestamp out of range, an
     * enum number the .proto does not list, a uint32 out of range).
     */
    T fromRecord(GenericRecord record, ValueLimits limits) throws InvalidRecordException;
}
