package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoTimestamps;
import io.formatbench.model.SmallMessage;
import java.io.IOException;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.Encoder;

/**
 * {@link SmallMessage} straight to and from Avro, in proto/message.proto's field order. The timestamp
 * and the status are mapped after the last field, in the order SmallMessageMessages.fromMessage maps
 * them, so that a record the domain cannot hold is refused with the same message as before.
 */
public final class SmallMessageAvroBinding implements AvroBinding<SmallMessage> {

    @Override
    public void write(SmallMessage message, Encoder out) throws IOException {
        out.writeInt(message.myInt());
        out.writeBoolean(message.myBool());
        AvroValues.writeBytes(message.myBytes(), out);
        out.writeString(message.myString());
        AvroTimestamps.write(message.myTimestamp(), out);
        out.writeInt(message.myMyStatus().number());
    }

    @Override
    public SmallMessage read(Decoder in, ValueLimits limits) throws IOException {
        int myInt = in.readInt();
        boolean myBool = AvroValues.readBoolean(in, limits, "my_bool");
        Bytes myBytes = AvroValues.readBytes(in, limits);
        String myString = limits.string(in, "my_string");
        long seconds = 0;
        int nanos = 0;
        if (AvroValues.present(in, "my_timestamp")) {
            seconds = in.readLong();
            nanos = in.readInt();
        }
        int status = in.readInt();
        try {
            return new SmallMessage(myInt, myBool, myBytes, myString,
                    ProtoTimestamps.of(seconds, nanos, "my_timestamp"),
                    SmallMessage.MyStatus.forNumber(status, "my_my_status"));
        } catch (IllegalArgumentException e) {
            throw new InvalidRecordException(e.getMessage());
        }
    }
}
