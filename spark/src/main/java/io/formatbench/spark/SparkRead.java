package io.formatbench.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.length;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.to_json;
import static org.apache.spark.sql.functions.xxhash64;

import io.formatbench.codec.Format;
import io.formatbench.spark.protobuf.DelimitedProtobufFormat;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * A read through Spark's own file sources, as a Spark user reads these files: {@code spark.read.json}
 * with a schema given or inferred (inference is Spark's first pass over the files, timed with the
 * read), spark-avro's source over the Avro files, this project's delimited-protobuf source over the
 * protobuf files, {@code spark.read.parquet} over the Parquet copy of the same records
 * ({@link ParquetCopy}), and {@code spark.read.text} of the JSON Lines files, the floor: lines found,
 * no parsing. Each file is one partition (see {@link SparkSessions}), so one shard a task.
 *
 * @param protobufOptions the delimited-protobuf source's options, for its reads and for the content
 *     check of its rows and of Parquet's; empty for the others
 * @param variant the delimited-protobuf source's mode, {@code library} (its default) or {@code strict}
 *     (its option strict=true); null for the other readers
 * @param ioPath the file system Spark's sources open the files through ({@link HadoopFiles#ioPath})
 */
record SparkRead(String reader, String kind, String format, String schemaName, StructType schema,
                 List<ShardFile> shards, Map<String, String> protobufOptions, String variant, String ioPath)
        implements Workload {

    static final String JSON_EXPLICIT = "spark.read.json(schema)";
    static final String JSON_INFERRED = "spark.read.json(inferred)";
    static final String TEXT = "spark.read.text";
    static final String AVRO = "spark.read.format(avro)";
    static final String PROTOBUF = "spark.read.format(" + DelimitedProtobufFormat.SHORT_NAME + ")";
    static final String PARQUET = "spark.read.parquet";

    static SparkRead jsonExplicit(String schemaName, StructType schema, List<ShardFile> shards) {
        return new SparkRead(JSON_EXPLICIT, "spark", "json", schemaName, schema, shards, Map.of(), null, null);
    }

    static SparkRead jsonInferred(String schemaName, List<ShardFile> shards) {
        return new SparkRead(JSON_INFERRED, "spark", "json", schemaName, null, shards, Map.of(), null, null);
    }

    static SparkRead text(String schemaName, List<ShardFile> shards) {
        return new SparkRead(TEXT, "floor", "json", schemaName, null, shards, Map.of(), null, null);
    }

    /** spark-avro's source over the Avro container files: the schema from their headers. */
    static SparkRead avro(String schemaName, List<ShardFile> shards) {
        return new SparkRead(AVRO, "spark", "avro", schemaName, null, shards, Map.of(), null, null);
    }

    /**
     * The delimited-protobuf source over the protobuf files, with the message's schema, in the mode its
     * options say (strict=true: the tool's strict reader and checks; else the library's documented loop).
     */
    static SparkRead protobuf(String schemaName, List<ShardFile> shards, Map<String, String> options) {
        boolean strict = Boolean.parseBoolean(options.getOrDefault("strict", "false"));
        return new SparkRead(PROTOBUF, "spark", "protobuf", schemaName, null, shards, options,
                strict ? CodecTasks.STRICT : CodecTasks.LIBRARY, null);
    }

    /** Spark's Parquet source over the Parquet copy, the schema from its files' footers. */
    static SparkRead parquet(String schemaName, List<ShardFile> shards, Map<String, String> protobufOptions) {
        return new SparkRead(PARQUET, "spark", ParquetCopy.FORMAT, schemaName, null, shards, protobufOptions, null,
                null);
    }

    /**
     * The schema for the explicit read: what Spark infers from the first shard, outside the timed
     * region, then given to the read so that it parses without a pass of its own.
     */
    static StructType inferFromFirstShard(SparkSession spark, List<ShardFile> shards) {
        return spark.read().option("mode", "FAILFAST").json(shards.get(0).path()).schema();
    }

    /** The same read, its I/O path named. */
    SparkRead through(String path) {
        return new SparkRead(reader, kind, format, schemaName, schema, shards, protobufOptions, variant, path);
    }

    @Override
    public String operation() {
        return "read";
    }

    @Override
    public List<TaskResult> run(SparkSession spark) {
        Dataset<Row> rows = read(spark);
        Column value = reader.equals(TEXT) ? length(col("value")).cast("long") : xxhash64(columns(rows));
        return rows.select(col("_metadata.file_name"), value)
                .javaRDD()
                .mapPartitions(PartitionTally::tally)
                .collect();
    }

    /**
     * Reads again and gives each row back in a format of the dataset, to the tool's codec of it,
     * which digests the records they hold: JSON lines (Spark's to_json of the parsed row; the text
     * line itself) for JSON's and Avro's readers, the row's message as a protobuf frame for the
     * protobuf source's and Parquet's, whose rows are the message's fields.
     */
    @Override
    public List<TaskResult> contentCheck(SparkSession spark) {
        Dataset<Row> rows = read(spark);
        String name = schemaName;
        if (!protobufOptions.isEmpty()) {
            Dataset<Row> messages = rows.select(col("_metadata.file_name"), struct(columns(rows)));
            StructType message = (StructType) messages.schema().fields()[1].dataType();
            Map<String, String> options = protobufOptions;
            return messages.queryExecution().toRdd().toJavaRDD()
                    .mapPartitions(partition -> RowDigest.of(new RowFrames(partition, options, message),
                            Format.PROTOBUF, name))
                    .collect();
        }
        Column line = reader.equals(TEXT) ? col("value") : to_json(struct(columns(rows)));
        return rows.select(col("_metadata.file_name"), line)
                .javaRDD()
                .mapPartitions(partition -> RowDigest.of(new RowLines(partition), Format.JSON, name))
                .collect();
    }

    private Dataset<Row> read(SparkSession spark) {
        String[] paths = shards.stream().map(ShardFile::path).toArray(String[]::new);
        return switch (reader) {
            case TEXT -> spark.read().text(paths);
            case AVRO -> spark.read().format("avro").load(paths);
            case PROTOBUF -> spark.read().format(DelimitedProtobufFormat.SHORT_NAME).options(protobufOptions)
                    .load(paths);
            case PARQUET -> spark.read().parquet(paths);
            default -> {
                DataFrameReader read = spark.read().option("mode", "FAILFAST");
                yield (schema == null ? read : read.schema(schema)).json(paths);
            }
        };
    }

    private static Column[] columns(Dataset<Row> rows) {
        return Arrays.stream(rows.columns()).map(name -> col("`" + name + "`")).toArray(Column[]::new);
    }
}
