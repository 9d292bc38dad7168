package io.formatbench.spark;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.sql.Row;

/**
 * The task side of a read through Spark's own readers: rows of (file name, a long computed from the
 * whole row), counted per partition. The long (a hash of every column, or a line's length) makes
 * Spark convert every column of every row, as a real job would; the file names say which shard the
 * task read, for the check that each was read once.
 */
final class PartitionTally {

    private PartitionTally() {}

    static Iterator<TaskResult> tally(Iterator<Row> rows) {
        long start = System.nanoTime();
        Set<String> files = new LinkedHashSet<>();
        long records = 0;
        long sum = 0;
        while (rows.hasNext()) {
            Row row = rows.next();
            files.add(row.getString(0));
            sum += row.getLong(1);
            records++;
        }
        long nanos = System.nanoTime() - start;
        // The sum is only there to be used; a task of no rows reports no files (and its shard unread).
        if (sum == Long.MIN_VALUE) {
            files.add("");
        }
        List<TaskResult> result = new ArrayList<>(1);
        result.add(TaskResult.counted(List.copyOf(files), records, nanos));
        return result.iterator();
    }
}
