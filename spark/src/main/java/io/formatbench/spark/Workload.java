package io.formatbench.spark;

import java.util.List;
import org.apache.spark.sql.SparkSession;

/** One measured job over every shard of one format: one shard a task. */
interface Workload {

    /** The format's id, as in the manifest: json, protobuf, ... */
    String format();

    /** The tool's codec that reads, or Spark's reader, e.g. {@code spark.read.json(schema)}. */
    String reader();

    /** {@code codec}: the tool's codec inside tasks; {@code spark}: Spark's own reader; {@code floor}. */
    String kind();

    String operation();

    /** The shard files the tasks must read, each exactly once. */
    List<ShardFile> shards();

    /** Whether its tasks digest the tool's records, so that each shard's content digest is checked. */
    boolean digests();

    /** Runs the workload's Spark job: one result per task. */
    List<TaskResult> run(SparkSession spark);

    /**
     * A second, untimed job that digests what the timed one read, one result per task, for a workload
     * whose own tasks cannot ({@link #digests()} false); empty for none.
     */
    default List<TaskResult> contentCheck(SparkSession spark) {
        return List.of();
    }
}
