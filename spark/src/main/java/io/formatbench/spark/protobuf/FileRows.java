package io.formatbench.spark.protobuf;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Compression;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.shaded.com.google.protobuf.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.NoSuchElementException;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.execution.datasources.PartitionedFile;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.SerializableConfiguration;
import org.apache.spark.util.TaskCompletionListener;
import scala.collection.Iterator;
import scala.runtime.AbstractFunction1;

/**
 * The source's reader of one file, which is one split: the file through Hadoop's FileSystem (as
 * Spark's own sources open theirs), the tool's I/O stack and its compression as the file's name says,
 * then by default protobuf-java as it documents a stream of messages (one CodedInputStream for the file,
 * pushLimit, parseFrom, popLimit: the tool's protobuf-coded library reader), or with {@code strict=true}
 * the tool's strict frame reader and checks; each message made a row of the columns asked for by
 * {@link MessageConverter}. A bad file (by the mode's rules), or a value a row cannot hold, fails its
 * task in one line naming the file and the record. The file is closed when the task ends, however it ends.
 */
final class FileRows extends AbstractFunction1<PartitionedFile, Iterator<InternalRow>> implements Serializable {

    private static final long serialVersionUID = 1L;

    private final ProtobufSourceOptions options;
    private final StructType required;
    private final Broadcast<SerializableConfiguration> configuration;

    FileRows(ProtobufSourceOptions options, StructType required, Broadcast<SerializableConfiguration> configuration) {
        this.options = options;
        this.required = required;
        this.configuration = configuration;
    }

    @Override
    public Iterator<InternalRow> apply(PartitionedFile file) {
        MessageType type = MessageType.of(options);
        MessageConverter rows = new MessageConverter(type.mapping(), type.defaultInstance().getClass(), required);
        Path path = file.toPath();
        String source = path.toString();
        RecordReader<Message> reader;
        try {
            InputStream raw = path.getFileSystem(configuration.value().value()).open(path);
            reader = type.codec().newReader(IoStack.input(raw, source, Compression.ofFileName(path.getName())),
                    source, options.strict() ? ReadOptions.STRICT : ReadOptions.LIBRARY);
        } catch (IOException e) {
            throw new UncheckedIOException(source + ": " + e.getMessage(), e);
        }
        TaskContext task = TaskContext.get();
        if (task != null) {
            task.addTaskCompletionListener((TaskCompletionListener) context -> close(reader, source));
        }
        return scala.jdk.javaapi.CollectionConverters.asScala(new Rows(reader, rows, source));
    }

    private static void close(RecordReader<Message> reader, String source) {
        try {
            reader.close();
        } catch (IOException e) {
            throw new UncheckedIOException(source + ": " + e.getMessage(), e);
        }
    }

    /** The file's rows, one message read ahead. */
    private static final class Rows implements java.util.Iterator<InternalRow> {
        private final RecordReader<Message> reader;
        private final MessageConverter rows;
        private final String source;
        private Message next;
        private boolean ended;
        private long index = -1;

        Rows(RecordReader<Message> reader, MessageConverter rows, String source) {
            this.reader = reader;
            this.rows = rows;
            this.source = source;
        }

        @Override
        public boolean hasNext() {
            if (next == null && !ended) {
                try {
                    next = reader.read();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                ended = next == null;
            }
            return next != null;
        }

        @Override
        public InternalRow next() {
            if (!hasNext()) {
                throw new NoSuchElementException(source + ": no more records");
            }
            Message message = next;
            next = null;
            index++;
            try {
                return rows.toRow(message);
            } catch (ValueRefusedException e) {
                // Where in the file the record starts, the reader does not say: the record's index does.
                throw new UncheckedIOException(new BadInputException(source, index, -1, e.getMessage()));
            }
        }
    }
}
