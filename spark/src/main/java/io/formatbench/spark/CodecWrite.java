package io.formatbench.spark;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.OwnObjects;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.RecordGenerator;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.Sha256;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;

/**
 * The write task of {@link CodecTasks}: what bench's timed write of the codec does, in a task. The
 * task first generates its shard's records from the shard's seed (as generate does; the records are
 * on the heap, as a job's would be after its transformations), then, timed, creates a file in the
 * run's scratch folder beside the dataset (through {@link HadoopFiles}: the storage the data is on),
 * writes every record with the codec through the tool's I/O stack, flushes and closes it. Then,
 * untimed again, the file is checked and removed: its SHA-256 must be the dataset file's where the
 * codec writes the dataset's bytes; a codec that writes other bytes (its library's own JSON mapping)
 * is read back with itself, and its records' content digest checked instead. The generating and the
 * check are the task's untimed work, which the figures per core leave out, as bench's passes leave
 * them outside their clock.
 */
final class CodecWrite {

    private CodecWrite() {}

    static TaskResult write(String schemaName, String compressionId, String codecName, ShardFile shard,
                            String scratchFolder, HadoopFiles files) {
        long start = System.nanoTime();
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of(schemaName));
        TaskResult result;
        try {
            result = write(schema, Compression.fromId(compressionId), codecName, shard, scratchFolder, files);
        } catch (IOException e) {
            throw new UncheckedIOException(shard.name() + ": " + e.getMessage(), e);
        }
        return result.withUntimed(System.nanoTime() - start - result.nanos());
    }

    private static <T> TaskResult write(DatasetSchema<T> schema, Compression compression, String codecName,
                                        ShardFile shard, String scratchFolder, HadoopFiles files) throws IOException {
        Codec<T> codec = schema.codec(CodecName.of(codecName));
        return write(schema, codec, schema.objectsOf(codec), compression, shard, scratchFolder, files);
    }

    /** Writes the objects bench's writes of the codec hold: protoc's messages for a protobuf codec, made untimed. */
    private static <T, O> TaskResult write(DatasetSchema<T> schema, Codec<T> codec, OwnObjects<T, O> objects,
                                           Compression compression, ShardFile shard, String scratchFolder,
                                           HadoopFiles files) throws IOException {
        RecordGenerator<T> generator = schema.generator().create(shard.seed(), shard.firstRecord());
        List<O> records = new ArrayList<>((int) shard.records());
        ContentDigest digest = new ContentDigest();
        for (long i = 0; i < shard.records(); i++) {
            T record = generator.next();
            digest.addRecord(schema.contentHash().applyAsLong(record));
            records.add(objects.fromRecord().apply(record));
        }
        String file = HadoopFiles.child(scratchFolder, shard.name());
        try {
            long start = System.nanoTime();
            try (RecordWriter<O> writer = objects.codec().newWriter(IoStack.output(files.create(file), compression))) {
                for (O record : records) {
                    writer.write(record);
                }
            }
            long nanos = System.nanoTime() - start;
            if (codec.writesDatasetBytes()) {
                return new TaskResult(List.of(shard.name()), digest.records(), null,
                        Manifest.digestLabel(digest.hex()), sha256(files, file), nanos, 0);
            }
            ContentDigest back = new ContentDigest();
            try (RecordReader<T> reader = codec.newReader(IoStack.input(files.open(file), file, compression), file)) {
                for (T record; (record = reader.read()) != null; ) {
                    back.addRecord(schema.contentHash().applyAsLong(record));
                }
            }
            return new TaskResult(List.of(shard.name()), back.records(), null, Manifest.digestLabel(back.hex()), null,
                    nanos, 0);
        } finally {
            files.delete(file);
        }
    }

    private static String sha256(HadoopFiles files, String file) throws IOException {
        MessageDigest sha256 = Sha256.newDigest();
        try (InputStream in = new DigestInputStream(files.open(file), sha256)) {
            in.transferTo(java.io.OutputStream.nullOutputStream());
        }
        return Sha256.hex(sha256);
    }
}
