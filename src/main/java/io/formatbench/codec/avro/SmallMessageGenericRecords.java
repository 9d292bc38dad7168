package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.SmallMessage;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;

/** {@link SmallMessage} as a GenericRecord of formatbench.message.SmallMessage. */
public final class SmallMessageGenericRecords implements GenericRecordBinding<SmallMessage> {

    private final Schema schema;
    private final Schema timestamp;

    public SmallMessageGenericRecords(Schema schema) {
        this.schema = schema;
        this.timestamp = schema.getField("my_timestamp").schema();
    }

    @Override
    public GenericRecord toRecord(SmallMessage message) {
        GenericData.Record record = new GenericData.Record(schema);
        record.put("my_int", message.myInt());
        record.put("my_bool", message.myBool());
        record.put("my_bytes", GenericValues.bytes(message.myBytes()));
        record.put("my_string", message.myString());
        record.put("my_timestamp", GenericValues.timestamp(timestamp, message.myTimestamp()));
        record.put("my_my_status", message.myMyStatus().number());
        return record;
    }

    @Override
    public SmallMessage fromRecord(GenericRecord record, ValueLimits limits) throws InvalidRecordException {
        String myString = GenericValues.string(record.get("my_string"), "my_string", limits);
        try {
            return new SmallMessage((Integer) record.get("my_int"), (Boolean) record.get("my_bool"),
                    GenericValues.bytes(record.get("my_bytes")), myString,
                    GenericValues.instant(record.get("my_timestamp"), "my_timestamp"),
                    SmallMessage.MyStatus.forNumber((Integer) record.get("my_my_status"), "my_my_status"));
        } catch (IllegalArgumentException e) {
            throw new InvalidRecordException(e.getMessage());
        }
    }
}
