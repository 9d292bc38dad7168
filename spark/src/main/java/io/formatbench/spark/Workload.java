package io.formatbench.spark;

import java.util.List;
import org.apache.spark.sql.SparkSession;

/** One measured job over every shard of one format: one shard a task. */
interface Workload {

    /** The format's id, as in the manifest: json, protobuf, ...; parquet for the Parquet copy. */
    String format();

    /** The tool's codec that reads, or Spark's reader, e.g. {@code spark.read.json(schema)}. */
    String reader();

    /** {@code codec}: the tool's codec inside tasks; {@code spark}: Spark's own reader; {@code floor}. */
    String kind();

    String operation();

    /** The tool's codecs' variant, {@code library} or {@code strict}, as bench's; null for Spark's readers. */
    default String variant() {
        return null;
    }

    /**
     * The application the workload runs in, with the workloads of the same group only: a codec's read,
     * strict read and write share one ({@code protobuf/protobuf-coded}), each of Spark's readers has one.
     */
    default String group() {
        return format() + "/" + reader() + (CodecTasks.STRICT.equals(variant()) && !kind().equals("codec")
                ? " (strict)" : "");
    }

    /**
     * The I/O path its tasks read or write the files through, as engine.json names it; bench's forks read
     * through a file channel.
     */
    String ioPath();

    /** The shard files the tasks must read, each exactly once. */
    List<ShardFile> shards();

    /** Runs the workload's Spark job: one result per task. */
    List<TaskResult> run(SparkSession spark);

    /**
     * A second, untimed job that reads the same files the same way into the content digest of their
     * records, one result per task; empty for a workload whose timed tasks checked everything already.
     * The run makes it once per workload, after the workload's first run.
     */
    List<TaskResult> contentCheck(SparkSession spark);
}
