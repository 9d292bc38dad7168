package io.formatbench.spark;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.dataset.Schemas;
import io.formatbench.spark.protobuf.DelimitedProtobufFormat;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** The workloads of a run, by the names of {@code --workloads}, format by format. */
final class Workloads {

    /**
     * codec-read, codec-read-strict, codec-write: the tool's codecs in tasks, as bench's library
     * reads, strict reads and writes; spark-json, spark-json-inferred, spark-avro, spark-protobuf,
     * spark-parquet, text: Spark's readers.
     */
    static final List<String> NAMES = List.of("codec-read", "codec-read-strict", "codec-write", "spark-json",
            "spark-json-inferred", "spark-avro", "spark-protobuf", "spark-parquet", "text");

    private Workloads() {}

    /** Everything a workload needs beside the plan: the session, its file systems, where writes go. */
    record Context(SparkSession spark, HadoopFiles files, String scratchFolder, String run, PrintStream out) {}

    static List<Workload> of(Context context, DatasetPlan plan, List<String> names) {
        List<Workload> workloads = new ArrayList<>();
        String schema = plan.schema().name().toString();
        String compression = plan.compression().id();
        for (Format format : plan.formats()) {
            List<ShardFile> shards = plan.files().get(format);
            for (String codec : plan.codecs().get(format)) {
                if (names.contains("codec-read")) {
                    workloads.add(new CodecTasks(schema, compression, codec, format.id(), shards, false,
                            CodecTasks.LIBRARY, null, context.files()));
                }
                if (names.contains("codec-read-strict")) {
                    workloads.add(new CodecTasks(schema, compression, codec, format.id(), shards, false,
                            CodecTasks.STRICT, null, context.files()));
                }
                if (names.contains("codec-write")) {
                    workloads.add(new CodecTasks(schema, compression, codec, format.id(), shards, true,
                            CodecTasks.LIBRARY, context.scratchFolder(), context.files()));
                }
            }
            // Spark's text and JSON sources read gzip but not the tool's zstd framing without Hadoop's native
            // library: zstd datasets are measured by the codecs only.
            if (format == Format.JSON && plan.compression() != Compression.ZSTD) {
                if (names.contains("spark-json")) {
                    StructType inferred = SparkRead.inferFromFirstShard(context.spark(), shards);
                    workloads.add(SparkRead.jsonExplicit(schema, inferred, shards));
                }
                if (names.contains("spark-json-inferred")) {
                    workloads.add(SparkRead.jsonInferred(schema, shards));
                }
                if (names.contains("text")) {
                    workloads.add(SparkRead.text(schema, shards));
                }
            }
            if (AvroModule.FORMAT.equals(format) && plan.compression() == Compression.NONE && names.contains("spark-avro")) {
                // A container file compressed whole (the tool's compression layer) is no Avro file to Spark.
                workloads.add(SparkRead.avro(schema, shards));
            }
            if (format == Format.PROTOBUF && (names.contains("spark-protobuf") || names.contains("spark-parquet"))) {
                protobufSource(context, plan, shards, names, workloads);
            }
        }
        if (workloads.isEmpty()) {
            throw new JobException(JobException.USAGE, "nothing to measure: the workloads " + names
                    + " have no reader for the formats " + plan.formats() + " of this dataset");
        }
        return List.copyOf(workloads);
    }

    /**
     * The delimited-protobuf source over the protobuf files, and Parquet over their copy. Both read
     * Timestamp and Duration as messages (seconds and nanos), so that every schema's records are whole
     * in Spark; a recursive message type, which needs a depth the job cannot choose for the user,
     * leaves both out, with a note.
     */
    private static void protobufSource(Context context, DatasetPlan plan, List<ShardFile> shards, List<String> names,
                                       List<Workload> workloads) {
        String schema = plan.schema().name().toString();
        Map<String, String> options = Map.of("message", Schemas.messageType(plan.schema()).toString(), "times",
                "messages");
        try {
            context.spark().read().format(DelimitedProtobufFormat.SHORT_NAME).options(options).load(shards.get(0).path())
                    .schema();
        } catch (IllegalArgumentException e) {
            context.out().println("spark: note: spark-protobuf and spark-parquet left out: " + e.getMessage());
            return;
        }
        if (names.contains("spark-protobuf")) {
            workloads.add(SparkRead.protobuf(schema, shards, options));
        }
        if (names.contains("spark-parquet")) {
            workloads.add(SparkRead.parquet(schema, ParquetCopy.of(context.spark(), context.files(), plan, shards,
                    options, context.run()), options));
        }
    }
}
