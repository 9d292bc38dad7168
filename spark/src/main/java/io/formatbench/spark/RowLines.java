package io.formatbench.spark;

import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import org.apache.spark.sql.Row;

/** Rows of (file name, a JSON line) as one JSON Lines stream, for the tool's JSON reader. */
final class RowLines extends RowBytes<Row> {

    RowLines(Iterator<Row> rows) {
        super(rows);
    }

    @Override
    String file(Row row) {
        return row.getString(0);
    }

    @Override
    byte[] bytes(Row row) {
        return (row.getString(1) + "\n").getBytes(StandardCharsets.UTF_8);
    }
}
