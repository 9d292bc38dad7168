package io.formatbench.spark;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetReader;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.RecordGenerator;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.Sha256;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The write task of {@link CodecTasks}: the task generates its shard's records (from the
 * shard's seed, as generate does, before its timed loop: the records are on the heap, as a job's
 * would be after its transformations), writes them with the codec into a file of the executor's
 * temporary folder, and deletes it. Checked like a read: the records' content digest against the
 * manifest's, and the file's bytes against the dataset file's SHA-256 where the codec writes the
 * dataset's bytes; a codec that writes other bytes (its library's own JSON mapping) is read back
 * with itself instead, outside the timed loop.
 */
final class CodecWrite {

    private CodecWrite() {}

    static TaskResult write(String schemaName, String compressionId, String codecName, ShardFile shard) {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of(schemaName));
        try {
            return write(schema, Compression.fromId(compressionId), codecName, shard);
        } catch (IOException e) {
            throw new UncheckedIOException(shard.name() + ": " + e.getMessage(), e);
        }
    }

    private static <T> TaskResult write(DatasetSchema<T> schema, Compression compression, String codecName,
                                        ShardFile shard) throws IOException {
        Codec<T> codec = schema.codec(CodecName.of(codecName));
        RecordGenerator<T> generator = schema.generator().create(shard.seed(), shard.firstRecord());
        List<T> records = new ArrayList<>((int) shard.records());
        ContentDigest digest = new ContentDigest();
        for (long i = 0; i < shard.records(); i++) {
            T record = generator.next();
            digest.addRecord(schema.contentHash().applyAsLong(record));
            records.add(record);
        }
        Path file = Files.createTempFile("formatbench-spark-", "-" + shard.name());
        try {
            long start = System.nanoTime();
            try (RecordWriter<T> writer = codec.newWriter(IoStack.openOutput(file, compression, false))) {
                for (T record : records) {
                    writer.write(record);
                }
            }
            long nanos = System.nanoTime() - start;
            if (codec.writesDatasetBytes()) {
                return new TaskResult(List.of(shard.name()), records.size(), Manifest.digestLabel(digest.hex()), nanos,
                        Sha256.of(file));
            }
            DatasetReader.Summary back = DatasetReader.read(schema, codec, file, compression);
            return new TaskResult(List.of(shard.name()), back.records(), back.digest(), nanos, null);
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
