package io.formatbench.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.length;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.to_json;
import static org.apache.spark.sql.functions.xxhash64;

import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * A read through Spark's own file sources: {@code spark.read.json} with a schema given or inferred
 * (inference is Spark's first pass over the files, timed with the read), spark-avro's source over
 * the Avro files, and {@code spark.read.text} of the JSON Lines files, the floor: lines found, no
 * parsing. Each file is one partition (see
 * {@link SparkSessions}), so one shard a task.
 */
record SparkRead(String reader, String kind, String format, String schemaName, StructType schema,
                 List<ShardFile> shards) implements Workload {

    static final String JSON_EXPLICIT = "spark.read.json(schema)";
    static final String JSON_INFERRED = "spark.read.json(inferred)";
    static final String TEXT = "spark.read.text";
    static final String AVRO = "spark.read.format(avro)";

    static SparkRead jsonExplicit(String schemaName, StructType schema, List<ShardFile> shards) {
        return new SparkRead(JSON_EXPLICIT, "spark", "json", schemaName, schema, shards);
    }

    static SparkRead jsonInferred(String schemaName, List<ShardFile> shards) {
        return new SparkRead(JSON_INFERRED, "spark", "json", schemaName, null, shards);
    }

    static SparkRead text(String schemaName, List<ShardFile> shards) {
        return new SparkRead(TEXT, "floor", "json", schemaName, null, shards);
    }

    /** spark-avro's source over the Avro container files: the schema from their headers. */
    static SparkRead avro(String schemaName, List<ShardFile> shards) {
        return new SparkRead(AVRO, "spark", "avro", schemaName, null, shards);
    }

    /**
     * The schema for the explicit read: what Spark infers from the first shard, outside the timed
     * region, then given to the read so that it parses without a pass of its own.
     */
    static StructType inferFromFirstShard(SparkSession spark, List<ShardFile> shards) {
        return spark.read().option("mode", "FAILFAST").json(shards.get(0).path()).schema();
    }

    @Override
    public String operation() {
        return "read";
    }

    @Override
    public boolean digests() {
        return false;
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
     * Reads again and gives each row back as a JSON line (Spark's to_json of the parsed row; the text
     * line itself) to the tool's JSON codec, which digests the records they hold.
     */
    @Override
    public List<TaskResult> contentCheck(SparkSession spark) {
        Dataset<Row> rows = read(spark);
        Column line = reader.equals(TEXT) ? col("value") : to_json(struct(columns(rows)));
        String name = schemaName;
        return rows.select(col("_metadata.file_name"), line)
                .javaRDD()
                .mapPartitions(partition -> RowDigest.of(partition, name))
                .collect();
    }

    private Dataset<Row> read(SparkSession spark) {
        String[] paths = shards.stream().map(ShardFile::path).toArray(String[]::new);
        if (reader.equals(TEXT)) {
            return spark.read().text(paths);
        }
        if (reader.equals(AVRO)) {
            return spark.read().format("avro").load(paths);
        }
        var read = spark.read().option("mode", "FAILFAST");
        return (schema == null ? read : read.schema(schema)).json(paths);
    }

    private static Column[] columns(Dataset<Row> rows) {
        return Arrays.stream(rows.columns()).map(name -> col("`" + name + "`")).toArray(Column[]::new);
    }
}
