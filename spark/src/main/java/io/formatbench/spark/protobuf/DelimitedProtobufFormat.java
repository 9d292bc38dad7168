package io.formatbench.spark.protobuf;

import java.io.Serializable;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.mapreduce.Job;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.execution.datasources.FileFormat;
import org.apache.spark.sql.execution.datasources.OutputWriterFactory;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.SerializableConfiguration;
import scala.Function1;
import scala.Option;
import scala.collection.Iterator;
import scala.collection.immutable.Map;
import scala.collection.immutable.Seq;

/**
 * Length-delimited protobuf files (each message a base-128 varint of its size, then its bytes: what
 * writeDelimitedTo writes) as a Spark file source:
 *
 * <pre>
 *   spark.read().format("delimited-protobuf").option("message", "formatbench.user.User").load(path)
 *   rows.write().format("delimited-protobuf").option("message", "formatbench.user.User").save(path)
 * </pre>
 *
 * Each message is a row through its descriptor ({@link RowMapping}); each file is one split, since
 * a frame's start cannot be found from the middle of a file; every file is read as protobuf-java
 * documents a stream of messages, or, with {@code strict=true}, by the tool's rules (its strict reader:
 * exact frames, no field outside the schema). A file source as Spark's JSON,
 * Avro and Parquet are (partition discovery, {@code _metadata}, Hadoop's file systems), for the
 * message types of the tool's proto/ files.
 */
public final class DelimitedProtobufFormat implements FileFormat, DataSourceRegister, Serializable {

    private static final long serialVersionUID = 1L;

    /** The name {@code spark.read().format(...)} takes. */
    public static final String SHORT_NAME = "delimited-protobuf";

    @Override
    public String shortName() {
        return SHORT_NAME;
    }

    /** The message's row schema: the files need not be looked at. */
    @Override
    public Option<StructType> inferSchema(SparkSession spark, Map<String, String> options, Seq<FileStatus> files) {
        ProtobufSourceOptions given = ProtobufSourceOptions.of(options);
        return Option.apply(MessageType.of(given).mapping().schema());
    }

    @Override
    public Function1<PartitionedFile, Iterator<InternalRow>> buildReader(SparkSession spark, StructType dataSchema,
            StructType partitionSchema, StructType requiredSchema, Seq<Filter> filters, Map<String, String> options,
            Configuration hadoopConf) {
        ProtobufSourceOptions given = ProtobufSourceOptions.of(options);
        // On the driver first: a bad message name or column fails here, in one line, not in every task.
        MessageType type = MessageType.of(given);
        new MessageConverter(type.mapping(), type.defaultInstance().getClass(), requiredSchema);
        return new FileRows(given, requiredSchema, SerializableConfiguration.broadcast(spark.sparkContext(),
                hadoopConf));
    }

    @Override
    public OutputWriterFactory prepareWrite(SparkSession spark, Job job, Map<String, String> options,
                                            StructType dataSchema) {
        ProtobufSourceOptions given = ProtobufSourceOptions.of(options);
        new RowMessages(MessageType.of(given), dataSchema);
        return new DelimitedWriters(given, dataSchema);
    }

    @Override
    public String toString() {
        return "DelimitedProtobuf";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof DelimitedProtobufFormat;
    }

    @Override
    public int hashCode() {
        return DelimitedProtobufFormat.class.hashCode();
    }
}
