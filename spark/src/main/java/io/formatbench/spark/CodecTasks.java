package io.formatbench.spark;

import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * The tool's codec inside Spark tasks, reading ({@link CodecRead}) or writing ({@link CodecWrite})
 * every shard of a format: one slice per shard, so that parallelize gives every shard a task, and a
 * task one shard.
 */
record CodecTasks(String schema, String compression, String codec, String format, List<ShardFile> shards,
                  boolean writes) implements Workload {

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
    public boolean digests() {
        return true;
    }

    @Override
    public List<TaskResult> run(SparkSession spark) {
        // Plain values for the closure that Spark sends to the executors.
        String schemaName = schema;
        String compressionId = compression;
        String codecName = codec;
        boolean write = writes;
        return JavaSparkContext.fromSparkContext(spark.sparkContext())
                .parallelize(shards, shards.size())
                .map(shard -> write
                        ? CodecWrite.write(schemaName, compressionId, codecName, shard)
                        : CodecRead.read(schemaName, compressionId, codecName, shard))
                .collect();
    }
}
