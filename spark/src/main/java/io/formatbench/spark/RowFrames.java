package io.formatbench.spark;

import io.formatbench.spark.protobuf.RowEncoder;
import java.util.Iterator;
import java.util.Map;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.types.StructType;

/**
 * Rows of (file name, the row of a message's fields) as one stream of delimited protobuf frames, each
 * row its message by the protobuf source's mapping ({@link RowEncoder}), for the tool's protobuf reader.
 */
final class RowFrames extends RowBytes<InternalRow> {

    private final RowEncoder encoder;
    private final int fields;

    /** @param options the protobuf source's options the rows were read with */
    RowFrames(Iterator<InternalRow> rows, Map<String, String> options, StructType message) {
        super(rows);
        this.encoder = new RowEncoder(options, message);
        this.fields = message.fields().length;
    }

    @Override
    String file(InternalRow row) {
        return row.getUTF8String(0).toString();
    }

    @Override
    byte[] bytes(InternalRow row) {
        return encoder.frame(row.getStruct(1, fields));
    }
}
