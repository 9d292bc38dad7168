package io.formatbench.spark.protobuf;

import io.formatbench.shaded.com.google.protobuf.CodedOutputStream;
import io.formatbench.shaded.com.google.protobuf.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.types.StructType;

/**
 * Rows of a message's schema back as delimited protobuf frames, by the source's own mapping: how a
 * job checks the rows a reader gave it (this source's, or Parquet's of the same records) with the
 * tool's strict protobuf reader and content digest. Made once per task.
 */
public final class RowEncoder {

    private final RowMessages messages;

    /**
     * @param options the source's options ({@code message}, and the rest as the rows were read)
     * @param rows the rows' schema: columns that are fields of the message
     * @throws IllegalArgumentException for an unknown message or a column that is none of its fields
     */
    public RowEncoder(Map<String, String> options, StructType rows) {
        this.messages = new RowMessages(MessageType.of(ProtobufSourceOptions.of(options)), rows);
    }

    /**
     * The row's message as one frame: its size as a varint, then its bytes.
     *
     * @throws IllegalArgumentException for a value the message cannot hold exactly
     */
    public byte[] frame(InternalRow row) {
        Message message;
        try {
            message = messages.toMessage(row);
        } catch (ValueRefusedException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        int size = message.getSerializedSize();
        byte[] frame = new byte[CodedOutputStream.computeUInt32SizeNoTag(size) + size];
        CodedOutputStream out = CodedOutputStream.newInstance(frame);
        try {
            out.writeUInt32NoTag(size);
            message.writeTo(out);
            out.checkNoSpaceLeft();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return frame;
    }
}
