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
import java.io.InputStream;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * The content check of Spark's readers, outside their timed run: a task's rows, back in one of the
 * dataset's formats (as JSON lines: Spark's to_json of the parsed row, or the text line as read; or
 * as delimited protobuf frames: the row as its message), read by the tool's strict codec of that
 * format into its records and their content digest, for the manifest's. A field Spark parsed into
 * another value shows as another digest.
 */
final class RowDigest {

    private RowDigest() {}

    /** @param rows the rows as one stream of the format's bytes, and the files they came from */
    static <S extends InputStream & FromFiles> Iterator<TaskResult> of(S rows, Format format, String schemaName)
            throws IOException {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of(schemaName));
        return List.of(digest(schema, format, rows, rows.files())).iterator();
    }

    /** What a stream of rows knows of where they came from. */
    interface FromFiles {
        /** The files its rows came from so far. */
        Set<String> files();
    }

    private static <T> TaskResult digest(DatasetSchema<T> schema, Format format, InputStream rows, Set<String> files)
            throws IOException {
        Codec<T> codec = schema.primaryCodec(format);
        ContentDigest digest = new ContentDigest();
        try (RecordReader<T> reader = codec.newReader(rows, "Spark's rows", ReadOptions.STRICT)) {
            for (T record; (record = reader.read()) != null; ) {
                digest.addRecord(schema.contentHash().applyAsLong(record));
            }
        }
        return TaskResult.digested(List.copyOf(files), digest.records(), Manifest.digestLabel(digest.hex()));
    }
}
