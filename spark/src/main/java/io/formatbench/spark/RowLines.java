package io.formatbench.spark;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Set;
import org.apache.spark.sql.Row;

/**
 * Rows of (file name, a JSON line) as one JSON Lines stream, for the tool's JSON reader; the file
 * names it has met so far are kept, for the check that the task read one shard.
 */
final class RowLines extends InputStream implements RowDigest.FromFiles {

    private final Iterator<Row> rows;
    private final Set<String> files = new LinkedHashSet<>();
    private byte[] line = new byte[0];
    private int position;

    RowLines(Iterator<Row> rows) {
        this.rows = rows;
    }

    @Override
    public Set<String> files() {
        return files;
    }

    private boolean fill() {
        while (position == line.length) {
            if (!rows.hasNext()) {
                return false;
            }
            Row row = rows.next();
            files.add(row.getString(0));
            line = (row.getString(1) + "\n").getBytes(StandardCharsets.UTF_8);
            position = 0;
        }
        return true;
    }

    @Override
    public int read() {
        return fill() ? line[position++] & 0xFF : -1;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) {
        if (length == 0) {
            return 0;
        }
        if (!fill()) {
            return -1;
        }
        int n = Math.min(length, line.length - position);
        System.arraycopy(line, position, buffer, offset, n);
        position += n;
        return n;
    }
}
