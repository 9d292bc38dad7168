package io.formatbench.codec.avro;

import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.ResolvingDecoder;

/**
 * GenericDatumReader with the strict readers' bounds of {@link ValueLimits}: items per record,
 * nesting, and a boolean's byte (Avro reads any byte but 1 as false). Avro 1.12.2 itself sizes a
 * collection by the bytes left before it allocates; a recursive schema's data would still recurse
 * until the stack ends, and items of a record of no fields cost no bytes at all.
 */
final class BoundedGenericDatumReader extends GenericDatumReader<GenericRecord> {

    private final ValueLimits limits;

    /** @param limits this reader's own (one per reader), bound to the block it reads for the boolean check */
    BoundedGenericDatumReader(Schema schema, ValueLimits limits) {
        super(schema, schema, classicReader());
        this.limits = limits;
    }

    /**
     * GenericData without Avro's fast reader (on by default since 1.10): GenericDatumReader.read hands
     * the work to FastReaderBuilder's readers when it is on, which call none of the hooks above.
     */
    private static GenericData classicReader() {
        GenericData data = new GenericData();
        data.setFastReaderEnabled(false);
        return data;
    }

    @Override
    protected Object readWithoutConversion(Object old, Schema expected, ResolvingDecoder in) throws IOException {
        if (expected.getType() == Schema.Type.BOOLEAN) {
            limits.checkBoolean("a boolean");
        }
        return super.readWithoutConversion(old, expected, in);
    }

    @Override
    public GenericRecord read(GenericRecord reuse, Decoder in) throws IOException {
        limits.startRecord();
        return super.read(reuse, in);
    }

    @Override
    protected Object readRecord(Object old, Schema expected, ResolvingDecoder in) throws IOException {
        limits.enter(expected.getFullName());
        Object record = super.readRecord(old, expected, in);
        limits.leave();
        return record;
    }

    @Override
    protected void addToArray(Object array, long pos, Object e) {
        countItem();
        super.addToArray(array, pos, e);
    }

    @Override
    protected void addToMap(Object map, Object key, Object value) {
        countItem();
        super.addToMap(map, key, value);
    }

    /** GenericDatumReader's hooks cannot throw an IOException: the reader turns this one into bad input. */
    private void countItem() {
        try {
            limits.items(1, "a list or map");
        } catch (io.formatbench.codec.InvalidRecordException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
