package io.formatbench.spark;

import io.formatbench.codec.Compression;
import io.formatbench.spark.protobuf.DelimitedProtobufFormat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.fs.FileStatus;
import org.apache.spark.sql.SparkSession;

/**
 * Parquet, Spark's own columnar format, written once from the same records: each protobuf shard read
 * by the delimited-protobuf source and written by Spark's Parquet writer to a file of its own,
 * {@code DATA/parquet/<shard>.<content digest>.parquet}, compressed as the dataset is (none, gzip,
 * zstd). A copy already there is the same records (its name carries their digest) and is kept; a
 * copy is checked as every reader is, by its rows' content digest after its first run. Written
 * before any workload, untimed: it is the data a Parquet user has, not a workload.
 */
final class ParquetCopy {

    /** The format's name in engine.json: not one of the tool's formats, whose files the manifest lists. */
    static final String FORMAT = "parquet";
    static final String FOLDER = "parquet";

    private ParquetCopy() {}

    /** Each protobuf shard's Parquet copy, written now where there is none. */
    static List<ShardFile> of(SparkSession spark, HadoopFiles files, DatasetPlan plan, List<ShardFile> protobuf,
                              Map<String, String> protobufOptions, String run) {
        String folder = HadoopFiles.child(plan.dir(), FOLDER);
        List<ShardFile> copies = new ArrayList<>();
        try {
            for (ShardFile shard : protobuf) {
                String stem = shard.name().substring(0, shard.name().indexOf('.'));
                String name = stem + "." + shard.contentDigest().replace(':', '-') + ".parquet";
                String path = HadoopFiles.child(folder, name);
                FileStatus status = files.status(path);
                if (status == null) {
                    write(spark, files, shard, protobufOptions, plan.compression(),
                            HadoopFiles.child(folder, ".writing-" + stem + "-" + run), path);
                    status = files.status(path);
                }
                copies.add(shard.inFile(FORMAT, name, path, status.getLen()));
            }
        } catch (IOException e) {
            throw JobException.ofFiles("cannot write the Parquet copy in " + folder, e);
        }
        return copies;
    }

    private static void write(SparkSession spark, HadoopFiles files, ShardFile shard, Map<String, String> options,
                              Compression compression, String scratch, String path) throws IOException {
        // One input file is one partition (SparkSessions), so one part file: renamed into place whole.
        spark.read().format(DelimitedProtobufFormat.SHORT_NAME).options(options).load(shard.path())
                .write().mode("overwrite").option("compression", compression.compressed() ? compression.id() : "none")
                .parquet(scratch);
        List<String> parts = files.list(scratch).stream().filter(file -> file.endsWith(".parquet")).toList();
        if (parts.size() != 1 || !files.rename(parts.get(0), path)) {
            throw new JobException(JobException.IO_ERROR, "the Parquet copy of " + shard.path() + " is " + parts.size()
                    + " files in " + scratch + ", or would not move to " + path);
        }
        files.delete(scratch);
    }
}
