package io.formatbench.spark;

import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * The tool's codec inside Spark tasks, reading ({@link CodecRead}) or writing ({@link CodecWrite})
 * every shard of a format, as bench's timed read or write of the codec does: one slice per shard, so
 * that parallelize gives every shard a task, and a task one shard.
 *
 * @param variant {@code library} (the library's own checks, what bench's head-to-head measures) or
 *     {@code strict} (reads with the tool's whole bad-input policy, as bench's strict variant)
 * @param scratchFolder where writes write, beside the dataset (a URI); null for reads
 * @param ioPath the file system the tasks open the files through ({@link HadoopFiles#ioPath})
 */
record CodecTasks(String schema, String compression, String codec, String format, List<ShardFile> shards,
                  boolean writes, String variant, String scratchFolder, HadoopFiles files, String ioPath)
        implements Workload {

    static final String LIBRARY = "library";
    static final String STRICT = "strict";

    /** A codec's read, strict read and write share its application. */
    @Override
    public String group() {
        return format + "/" + codec;
    }

    @Override
    public String reader() {
        return codec;
    }

    @Override
    public String kind() {
        return "codec";
    }

    @Override
    public String operation() {
        return writes ? "write" : "read";
    }

    @Override
    public List<TaskResult> run(SparkSession spark) {
        // Plain values for the closure that Spark sends to the executors.
        String schemaName = schema;
        String compressionId = compression;
        String codecName = codec;
        boolean write = writes;
        boolean strict = variant.equals(STRICT);
        String scratch = scratchFolder;
        HadoopFiles hadoop = files;
        return JavaSparkContext.fromSparkContext(spark.sparkContext())
                .parallelize(shards, shards.size())
                .map(shard -> write
                        ? CodecWrite.write(schemaName, compressionId, codecName, shard, scratch, hadoop)
                        : CodecRead.read(schemaName, compressionId, codecName, strict, shard, hadoop))
                .collect();
    }

    /** A read's full content digest, read again the same way; a write checked its every file already. */
    @Override
    public List<TaskResult> contentCheck(SparkSession spark) {
        if (writes) {
            return List.of();
        }
        String schemaName = schema;
        String compressionId = compression;
        String codecName = codec;
        boolean strict = variant.equals(STRICT);
        HadoopFiles hadoop = files;
        return JavaSparkContext.fromSparkContext(spark.sparkContext())
                .parallelize(shards, shards.size())
                .map(shard -> CodecRead.content(schemaName, compressionId, codecName, strict, shard, hadoop))
                .collect();
    }
}
