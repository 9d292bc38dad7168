package io.formatbench.codec.avro;

import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.Encoder;

/**
 * The Avro of a message type of protobuf's own that a record holds as protobuf-java's class (Struct,
 * Value, ListValue, FieldMask, ...): through the descriptor's field tables ({@link AvroFields}), which
 * these few types, rare in records, do not need generated. The same calls and bytes as for any message.
 */
public final class OpaqueAvro {

    private final AvroFields table;

    private OpaqueAvro(AvroFields table) {
        this.table = table;
    }

    /** The Avro of the type of {@code prototype}, a default instance of protobuf-java's class. */
    public static OpaqueAvro of(Message prototype) {
        return new OpaqueAvro(AvroFields.of(prototype));
    }

    public void write(Message message, Encoder out) throws IOException {
        MessageFieldsWriter.writeMessage(table, message, out);
    }

    public <M extends Message> M read(Decoder in, ValueLimits limits, Class<M> type) throws IOException {
        Message.Builder builder = table.newBuilder();
        MessageFieldsReader.readMessage(table, builder, in, limits);
        return type.cast(builder.build());
    }

    public GenericRecord toGeneric(Message message, Schema schema) {
        return new GenericMapping(table).toRecord(message, schema);
    }

    public <M extends Message> M fromGeneric(GenericRecord record, ValueLimits limits, Class<M> type)
            throws InvalidRecordException {
        return type.cast(new GenericMapping(table).toMessage(record, limits));
    }
}
