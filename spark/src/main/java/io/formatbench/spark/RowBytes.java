package io.formatbench.spark;

import java.io.InputStream;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Rows of (file name, a record) as one stream of the records' bytes, each row's bytes made when the
 * stream reaches them, for one of the tool's readers; the file names it has met so far are kept, for
 * the check that the task read one shard. A subclass says how a row becomes its file name and bytes.
 *
 * @param <R> the rows' type
 */
abstract class RowBytes<R> extends InputStream implements RowDigest.FromFiles {

    private final Iterator<R> rows;
    private final Set<String> files = new LinkedHashSet<>();
    private byte[] bytes = new byte[0];
    private int position;

    RowBytes(Iterator<R> rows) {
        this.rows = rows;
    }

    /** The name of the file the row was read from. */
    abstract String file(R row);

    /** The row as the bytes of one record in the reader's format. */
    abstract byte[] bytes(R row);

    @Override
    public final Set<String> files() {
        return files;
    }

    private boolean fill() {
        while (position == bytes.length) {
            if (!rows.hasNext()) {
                return false;
            }
            R row = rows.next();
            files.add(file(row));
            bytes = bytes(row);
            position = 0;
        }
        return true;
    }

    @Override
    public final int read() {
        return fill() ? bytes[position++] & 0xFF : -1;
    }

    @Override
    public final int read(byte[] buffer, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        if (!fill()) {
            return -1;
        }
        int n = Math.min(length, bytes.length - position);
        System.arraycopy(bytes, position, buffer, offset, n);
        position += n;
        return n;
    }
}
