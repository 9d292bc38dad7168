package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.User;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;

/** {@link User} as a GenericRecord of formatbench.user.User. */
public final class UserGenericRecords implements GenericRecordBinding<User> {

    private final Schema schema;

    public UserGenericRecords(Schema schema) {
        this.schema = schema;
    }

    @Override
    public GenericRecord toRecord(User user) {
        GenericData.Record record = new GenericData.Record(schema);
        record.put("id", user.id());
        record.put("name", user.name());
        record.put("email", user.email());
        record.put("age", user.age());
        record.put("active", user.active());
        return record;
    }

    @Override
    public User fromRecord(GenericRecord record, ValueLimits limits) throws InvalidRecordException {
        return new User((Long) record.get("id"), GenericValues.string(record.get("name"), "name", limits),
                GenericValues.string(record.get("email"), "email", limits), (Integer) record.get("age"),
                (Boolean) record.get("active"));
    }
}
