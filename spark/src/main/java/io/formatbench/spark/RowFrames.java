package io.formatbench.spark;

import io.formatbench.spark.protobuf.RowEncoder;
import java.io.InputStream;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.types.StructType;

/**
 * Rows of (file name, the row of a message's fields) as one stream of delimited protobuf frames, each
 * row its message by the protobuf source's mapping ({@link RowEncoder}), for the tool's protobuf
 * reader; the file names it has met so far are kept, for the check that the task read one shard.
 */
final class RowFrames extends InputStream implements RowDigest.FromFiles {

    private final Iterator<InternalRow> rows;
    private final RowEncoder encoder;
    private final int fields;
    private final Set<String> files = new LinkedHashSet<>();
    private byte[] frame = new byte[0];
    private int position;

    /** @param options the protobuf source's options the rows were read with */
    RowFrames(Iterator<InternalRow> rows, Map<String, String> options, StructType message) {
        this.rows = rows;
        this.encoder = new RowEncoder(options, message);
        this.fields = message.fields().length;
    }

    @Override
    public Set<String> files() {
        return files;
    }

    private boolean fill() {
        while (position == frame.length) {
            if (!rows.hasNext()) {
                return false;
            }
            InternalRow row = rows.next();
            files.add(row.getUTF8String(0).toString());
            frame = encoder.frame(row.getStruct(1, fields));
            position = 0;
        }
        return true;
    }

    @Override
    public int read() {
        return fill() ? frame[position++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        if (!fill()) {
            return -1;
        }
        int n = Math.min(length, frame.length - position);
        System.arraycopy(frame, position, buffer, offset, n);
        position += n;
        return n;
    }
}
