package io.formatbench.codec.avro;

import com.google.protobuf.Message;
import java.io.IOException;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.Encoder;

/**
 * The binding of a schema whose records are generated messages (any message type in proto/): its
 * fields through the message type's field table, written from the message by reflection and read
 * into its builder. There is no record of ours to map to, so this is as direct as such a schema gets.
 */
final class MessageAvroBinding<M extends Message> implements AvroBinding<M> {

    private final AvroFields table;

    MessageAvroBinding(AvroFields table) {
        this.table = table;
    }

    @Override
    public void write(M message, Encoder out) throws IOException {
        MessageFieldsWriter.writeMessage(table, message, out);
    }

    @Override
    @SuppressWarnings("unchecked")
    public M read(Decoder in, ValueLimits limits) throws IOException {
        Message.Builder builder = table.newBuilder();
        MessageFieldsReader.readMessage(table, builder, in, limits);
        return (M) builder.build();
    }
}
