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
import java.util.function.Predicate;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** The workloads of a run, by the names of {@code --workloads}, format by format. */
final class Workloads {

    /**
     * codec-read, codec-read-strict, codec-write: the tool's codecs in tasks, as bench's library
     * reads, strict reads and writes; spark-json, spark-json-inferred, spark-avro, spark-protobuf (the
     * delimited-protobuf source as it reads by default), spark-protobuf-strict (the same with strict=true),
     * spark-parquet, text: Spark's readers.
     */
    static final List<String> NAMES = List.of("codec-read", "codec-read-strict", "codec-write", "spark-json",
            "spark-json-inferred", "spark-avro", "spark-protobuf", "spark-protobuf-strict", "spark-parquet", "text");

    private Workloads() {}

    /** Everything a workload needs beside the plan: the session, its file systems, where writes go. */
    record Context(SparkSession spark, HadoopFiles files, String scratchFolder, String run, PrintStream out) {}

    /** Every workload of the names, for a list of them and their groups; the Parquet copy made where asked. */
    static List<Workload> of(Context context, DatasetPlan plan, List<String> names) {
        return of(context, plan, names, group -> true);
    }

    /**
     * The workloads of the names in the groups {@code inGroup} takes (see {@link Workload#group}), for
     * the application that runs them: a group's only, so that nothing of another reader runs in its
     * executors, not even the untimed preparations (the Parquet copy, which the run's check application
     * makes first, is then found made).
     */
    static List<Workload> of(Context context, DatasetPlan plan, List<String> names, Predicate<String> inGroup) {
        List<Workload> workloads = new ArrayList<>();
        String rawPath = ioPath(context, plan, false);
        String sparkPath = ioPath(context, plan, true);
        String schema = plan.schema().name().toString();
        String compression = plan.compression().id();
        for (Format format : plan.formats()) {
            List<ShardFile> shards = plan.files().get(format);
            for (String codec : plan.codecs().get(format)) {
                if (!inGroup.test(format.id() + "/" + codec)) {
                    continue;
                }
                if (names.contains("codec-read")) {
                    workloads.add(new CodecTasks(schema, compression, codec, format.id(), shards, false,
                            CodecTasks.LIBRARY, null, context.files(), rawPath));
                }
                if (names.contains("codec-read-strict")) {
                    workloads.add(new CodecTasks(schema, compression, codec, format.id(), shards, false,
                            CodecTasks.STRICT, null, context.files(), rawPath));
                }
                if (names.contains("codec-write")) {
                    workloads.add(new CodecTasks(schema, compression, codec, format.id(), shards, true,
                            CodecTasks.LIBRARY, context.scratchFolder(), context.files(), rawPath));
                }
            }
            // Spark's text and JSON sources read gzip but not the tool's zstd framing without Hadoop's native
            // library: zstd datasets are measured by the codecs only.
            if (format == Format.JSON && plan.compression() != Compression.ZSTD) {
                if (names.contains("spark-json") && inGroup.test("json/" + SparkRead.JSON_EXPLICIT)) {
                    StructType inferred = SparkRead.inferFromFirstShard(context.spark(), shards);
                    workloads.add(SparkRead.jsonExplicit(schema, inferred, shards));
                }
                if (names.contains("spark-json-inferred") && inGroup.test("json/" + SparkRead.JSON_INFERRED)) {
                    workloads.add(SparkRead.jsonInferred(schema, shards));
                }
                if (names.contains("text") && inGroup.test("json/" + SparkRead.TEXT)) {
                    workloads.add(SparkRead.text(schema, shards));
                }
            }
            if (AvroModule.FORMAT.equals(format) && plan.compression() == Compression.NONE && names.contains("spark-avro")
                    && inGroup.test("avro/" + SparkRead.AVRO)) {
                // A container file compressed whole (the tool's compression layer) is no Avro file to Spark.
                workloads.add(SparkRead.avro(schema, shards));
            }
            if (format == Format.PROTOBUF && (names.contains("spark-protobuf") || names.contains("spark-protobuf-strict")
                    || names.contains("spark-parquet"))) {
                protobufSource(context, plan, shards, names, inGroup, workloads);
            }
        }
        workloads.replaceAll(workload -> workload instanceof SparkRead read ? read.through(sparkPath) : workload);
        if (workloads.isEmpty()) {
            throw new JobException(JobException.USAGE, "nothing to measure: the workloads " + names
                    + " have no reader for the formats " + plan.formats() + " of this dataset");
        }
        return List.copyOf(workloads);
    }

    /** The I/O path of the dataset's files, as the codec tasks open them, or as Spark's sources do. */
    private static String ioPath(Context context, DatasetPlan plan, boolean asSparkSources) {
        try {
            return context.files().ioPath(plan.dir(), asSparkSources);
        } catch (java.io.IOException e) {
            throw JobException.ofFiles("cannot open the file system of " + plan.dir(), e);
        }
    }

    /**
     * The delimited-protobuf source over the protobuf files, and Parquet over their copy. Both read
     * Timestamp and Duration as messages (seconds and nanos), so that every schema's records are whole
     * in Spark; a recursive message type, which needs a depth the job cannot choose for the user,
     * leaves both out, with a note.
     */
    private static void protobufSource(Context context, DatasetPlan plan, List<ShardFile> shards, List<String> names,
                                       Predicate<String> inGroup, List<Workload> workloads) {
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
        if (names.contains("spark-protobuf") && inGroup.test("protobuf/" + SparkRead.PROTOBUF)) {
            workloads.add(SparkRead.protobuf(schema, shards, options));
        }
        if (names.contains("spark-protobuf-strict") && inGroup.test("protobuf/" + SparkRead.PROTOBUF + " (strict)")) {
            Map<String, String> strict = new java.util.HashMap<>(options);
            strict.put("strict", "true");
            workloads.add(SparkRead.protobuf(schema, shards, Map.copyOf(strict)));
        }
        if (names.contains("spark-parquet") && inGroup.test(ParquetCopy.FORMAT + "/" + SparkRead.PARQUET)) {
            workloads.add(SparkRead.parquet(schema, ParquetCopy.of(context.spark(), context.files(), plan, shards,
                    options, context.run()), options));
        }
    }
}
