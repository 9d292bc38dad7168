package io.formatbench.spark;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** The workloads of a run, by the names of {@code --workloads}, format by format. */
final class Workloads {

    /**
     * codec-read, codec-write: the tool's codecs in tasks; spark-json, spark-json-inferred, spark-avro,
     * text: Spark's readers.
     */
    static final List<String> NAMES = List.of("codec-read", "codec-write", "spark-json", "spark-json-inferred",
            "spark-avro", "text");

    private Workloads() {}

    static List<Workload> of(SparkSession spark, DatasetPlan plan, List<String> names) {
        List<Workload> workloads = new ArrayList<>();
        String schema = plan.schema().name().toString();
        String compression = plan.compression().id();
        for (Format format : plan.formats()) {
            List<ShardFile> shards = plan.files().get(format);
            if (names.contains("codec-read")) {
                for (String codec : plan.codecs().get(format)) {
                    workloads.add(new CodecTasks(schema, compression, codec, format.id(), shards, false));
                }
            }
            if (names.contains("codec-write")) {
                for (String codec : plan.codecs().get(format)) {
                    workloads.add(new CodecTasks(schema, compression, codec, format.id(), shards, true));
                }
            }
            // Spark's text and JSON sources read gzip but not the tool's zstd framing without Hadoop's native
            // library: zstd datasets are measured by the codecs only.
            if (format == Format.JSON && plan.compression() != Compression.ZSTD) {
                if (names.contains("spark-json")) {
                    StructType inferred = SparkRead.inferFromFirstShard(spark, shards);
                    workloads.add(SparkRead.jsonExplicit(schema, inferred, shards));
                }
                if (names.contains("spark-json-inferred")) {
                    workloads.add(SparkRead.jsonInferred(schema, shards));
                }
                if (names.contains("text")) {
                    workloads.add(SparkRead.text(schema, shards));
                }
            }
            if (format == Format.AVRO && plan.compression() == Compression.NONE && names.contains("spark-avro")) {
                // A container file compressed whole (the tool's compression layer) is no Avro file to Spark.
                workloads.add(SparkRead.avro(schema, shards));
            }
        }
        if (workloads.isEmpty()) {
            throw new JobException(JobException.USAGE, "nothing to measure: the workloads " + names
                    + " have no reader for the formats " + plan.formats() + " of this dataset");
        }
        return List.copyOf(workloads);
    }
}
