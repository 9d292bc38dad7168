package io.formatbench.dataset;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.fs.InputFiles;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.nio.file.Path;

/** Reads a whole file with one codec into a content digest: the read half of verification. */
public final class DatasetReader {

    private DatasetReader() {}

    /**
     * What a file holds: how many records and their content digest ("fbd2:..."), and how many fields
     * outside the schema the reader skipped (0 unless it was told to skip them).
     */
    public record Summary(long records, String digest, long skippedFields) {

        public Summary(long records, String digest) {
            this(records, digest, 0);
        }
    }

    public static <T> Summary read(DatasetSchema<T> schema, Codec<T> codec, Path file, Compression compression)
            throws IOException {
        return read(schema, codec, file, compression, ReadOptions.STRICT);
    }

    public static <T> Summary read(DatasetSchema<T> schema, Codec<T> codec, Path file, Compression compression,
                                   ReadOptions options) throws IOException {
        return read(schema, codec, file, compression, options, new ContentDigest());
    }

    /** Reads {@code file}, adding its records to {@code dataset} too: a dataset's digest runs over its shards. */
    public static <T> Summary read(DatasetSchema<T> schema, Codec<T> codec, Path file, Compression compression,
                                   ReadOptions options, ContentDigest dataset) throws IOException {
        ContentDigest digest = new ContentDigest();
        long skipped;
        try (RecordReader<T> reader = codec.newReader(IoStack.openInput(file, compression), file.toString(), options)) {
            for (T record; (record = reader.read()) != null; ) {
                long hash = schema.contentHash().applyAsLong(record);
                digest.addRecord(hash);
                dataset.addRecord(hash);
            }
            skipped = reader.skippedFields();
        } catch (IOException e) {
            throw InputFiles.named(file, e);
        }
        return new Summary(digest.records(), Manifest.digestLabel(digest.hex()), skipped);
    }
}
