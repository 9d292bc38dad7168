package io.formatbench.dataset;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.RecordReader;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.nio.file.Path;

/** Reads a whole file with one codec into a content digest: the read half of verification. */
public final class DatasetReader {

    private DatasetReader() {}

    /** What a file holds: how many records and their content digest ("fbd1:..."). */
    public record Summary(long records, String digest) {}

    public static <T> Summary read(DatasetSchema<T> schema, Codec<T> codec, Path file, Compression compression)
            throws IOException {
        return read(schema, codec, file, compression, new ContentDigest());
    }

    /** Reads {@code file}, adding its records to {@code dataset} too: a dataset's digest runs over its shards. */
    public static <T> Summary read(DatasetSchema<T> schema, Codec<T> codec, Path file, Compression compression,
                                   ContentDigest dataset) throws IOException {
        ContentDigest digest = new ContentDigest();
        try (RecordReader<T> reader = codec.newReader(IoStack.openInput(file, compression), file.toString())) {
            for (T record; (record = reader.read()) != null; ) {
                long hash = schema.contentHash().applyAsLong(record);
                digest.addRecord(hash);
                dataset.addRecord(hash);
            }
        }
        return new Summary(digest.records(), Manifest.digestLabel(digest.hex()));
    }
}
