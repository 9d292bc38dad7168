package io.formatbench.spark;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.OwnObjects;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.Schemas;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * The read task of {@link CodecTasks}: what bench's timed read of the codec does, in a task. It
 * opens its shard's file (through {@link HadoopFiles}), puts the tool's I/O stack on it, reads every
 * record with the codec's reader (into protoc's messages for a protobuf codec, as bench's reads), the
 * library's own checks or the strict policy as the variant says, and folds each into the schema's cheap checksum, which must be the file's ({@link DatasetCheck}).
 * The codec runs at the core's library versions (relocated in the engine jar), whatever Spark's own
 * are. Its content check, untimed, reads the file the same way into the full content digest, as
 * bench's forks do once after their measured passes.
 */
final class CodecRead {

    private CodecRead() {}

    /** The timed read: the checksum of every record. */
    static TaskResult read(String schemaName, String compressionId, String codecName, boolean strict,
                           ShardFile shard, HadoopFiles files) {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of(schemaName));
        return read(schema, Compression.fromId(compressionId), codecName, strict, shard, files, false);
    }

    /** The content check: the full content digest of every record. */
    static TaskResult content(String schemaName, String compressionId, String codecName, boolean strict,
                              ShardFile shard, HadoopFiles files) {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of(schemaName));
        return read(schema, Compression.fromId(compressionId), codecName, strict, shard, files, true);
    }

    private static <T> TaskResult read(DatasetSchema<T> schema, Compression compression, String codecName,
                                       boolean strict, ShardFile shard, HadoopFiles files, boolean content) {
        return read(schema.objectsOf(schema.codec(CodecName.of(codecName))), compression, strict, shard, files,
                content);
    }

    /** On the objects bench's reads of the codec run on: protoc's messages for a protobuf codec, records otherwise. */
    private static <O> TaskResult read(OwnObjects<?, O> objects, Compression compression, boolean strict,
                                       ShardFile shard, HadoopFiles files, boolean content) {
        Codec<O> codec = objects.codec();
        ReadOptions options = strict ? ReadOptions.STRICT : ReadOptions.LIBRARY;
        ToLongFunction<O> hash = content ? objects.contentHash() : objects.checksum();
        ContentDigest digest = new ContentDigest();
        long start = System.nanoTime();
        try (InputStream in = IoStack.input(files.open(shard.path()), shard.path(), compression);
             RecordReader<O> reader = codec.newReader(in, shard.path(), options)) {
            for (O record; (record = reader.read()) != null; ) {
                digest.addRecord(hash.applyAsLong(record));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(shard.path() + ": " + e.getMessage(), e);
        }
        long nanos = System.nanoTime() - start;
        return content ? TaskResult.digested(List.of(shard.name()), digest.records(), Manifest.digestLabel(digest.hex()))
                : TaskResult.checksummed(shard.name(), digest.records(), digest.hex(), nanos);
    }
}
