package io.formatbench.spark.protobuf;

import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.RecordWriter;
import io.formatbench.shaded.com.google.protobuf.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.execution.datasources.OutputWriter;
import org.apache.spark.sql.execution.datasources.OutputWriterFactory;
import org.apache.spark.sql.types.StructType;

/**
 * The source's writer: each task's rows as messages ({@link RowMessages}) into one file of frames, by
 * the tool's primary protobuf codec through its I/O stack and the compression asked for; the files
 * are named {@code part-...pb}, with the compression's suffix.
 */
final class DelimitedWriters extends OutputWriterFactory {

    private static final long serialVersionUID = 1L;

    private final ProtobufSourceOptions options;
    private final StructType dataSchema;

    DelimitedWriters(ProtobufSourceOptions options, StructType dataSchema) {
        this.options = options;
        this.dataSchema = dataSchema;
    }

    @Override
    public String getFileExtension(TaskAttemptContext context) {
        return Format.PROTOBUF.extension() + options.compression().suffix();
    }

    @Override
    public OutputWriter newInstance(String path, StructType schema, TaskAttemptContext context) {
        MessageType type = MessageType.of(options);
        RowMessages messages = new RowMessages(type, dataSchema);
        Path file = new Path(path);
        try {
            RecordWriter<Message> writer = type.codec().newWriter(IoStack.output(
                    file.getFileSystem(context.getConfiguration()).create(file, false), options.compression()));
            return new Writer(path, writer, messages);
        } catch (IOException e) {
            throw new UncheckedIOException(path + ": " + e.getMessage(), e);
        }
    }

    private static final class Writer extends OutputWriter {
        private final String path;
        private final RecordWriter<Message> writer;
        private final RowMessages messages;
        private long index;

        Writer(String path, RecordWriter<Message> writer, RowMessages messages) {
            this.path = path;
            this.writer = writer;
            this.messages = messages;
        }

        @Override
        public void write(InternalRow row) {
            try {
                writer.write(messages.toMessage(row));
                index++;
            } catch (ValueRefusedException e) {
                throw new IllegalArgumentException(path + ": row " + index + ": " + e.getMessage(), e);
            } catch (IOException e) {
                throw new UncheckedIOException(path + ": " + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            try {
                writer.close();
            } catch (IOException e) {
                throw new UncheckedIOException(path + ": " + e.getMessage(), e);
            }
        }

        @Override
        public String path() {
            return path;
        }
    }
}
