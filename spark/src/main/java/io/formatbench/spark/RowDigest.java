package io.formatbench.spark;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.Schemas;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.Row;

/**
 * The content check of Spark's readers, outside their timed run: a task's rows, back as JSON lines
 * (Spark's to_json of the parsed row, or the text line as read), read by the tool's JSON codec into
 * its records and their content digest, for the manifest's. A field Spark parsed into another value
 * shows as another digest.
 */
final class RowDigest {

    private RowDigest() {}

    static Iterator<TaskResult> of(Iterator<Row> rows, String schemaName) throws IOException {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of(schemaName));
        return List.of(digest(schema, new RowLines(rows))).iterator();
    }

    private static <T> TaskResult digest(DatasetSchema<T> schema, RowLines lines) throws IOException {
        Codec<T> codec = schema.primaryCodec(Format.JSON);
        ContentDigest digest = new ContentDigest();
        try (RecordReader<T> reader = codec.newReader(lines, "Spark's rows", ReadOptions.STRICT)) {
            for (T record; (record = reader.read()) != null; ) {
                digest.addRecord(schema.contentHash().applyAsLong(record));
            }
        }
        return new TaskResult(List.copyOf(lines.files()), digest.records(), Manifest.digestLabel(digest.hex()), 0);
    }
}
