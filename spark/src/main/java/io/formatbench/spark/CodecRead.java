package io.formatbench.spark;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetReader;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The read task of {@link CodecTasks}: the task opens its shard's file and reads it as the core's
 * verify does (every record hashed into the content digest), with the codec at the core's library
 * versions (relocated in the engine jar), whatever Spark's own are.
 */
final class CodecRead {

    private CodecRead() {}

    static TaskResult read(String schemaName, String compressionId, String codecName, ShardFile shard) {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of(schemaName));
        return read(schema, Compression.fromId(compressionId), codecName, shard);
    }

    private static <T> TaskResult read(DatasetSchema<T> schema, Compression compression, String codecName,
                                       ShardFile shard) {
        Codec<T> codec = schema.codec(CodecName.of(codecName));
        long start = System.nanoTime();
        DatasetReader.Summary summary;
        try {
            summary = DatasetReader.read(schema, codec, Path.of(shard.path()), compression);
        } catch (IOException e) {
            throw new UncheckedIOException(shard.path() + ": " + e.getMessage(), e);
        }
        return new TaskResult(List.of(shard.name()), summary.records(), summary.digest(), System.nanoTime() - start);
    }
}
