package io.formatbench.codec.avro;

import com.google.protobuf.Message;
import io.formatbench.codec.AvroBlockCodec;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import io.formatbench.codec.protobuf.ProtoBinding;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.function.Function;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileStream;
import org.apache.avro.file.DataFileWriter;

/**
 * Avro object container files without GenericRecord: the message's fields written straight to the
 * BinaryEncoder of DataFileWriter's blocks and read straight from DataFileStream's reused
 * BinaryDecoder ({@link DirectDatumWriter}, {@link DirectDatumReader}), by field tables built once
 * per message type; a reused builder maps the hand-written schemas' records to their message. The
 * writer does not flush the stream after every block (DataFileWriter's default). Same bytes as
 * {@link AvroGenericCodec}.
 */
public final class AvroDirectCodec<T, M extends Message> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("avro-direct");

    private final AvroRecordType<T, M> type;
    private final ProtoBinding<T, M> binding;
    private final AvroFields table;
    private final Schema schema;
    private final AvroBlockCodec blocks;

    public AvroDirectCodec(AvroRecordType<T, M> type) {
        this(type, AvroBlockCodec.NULL);
    }

    private AvroDirectCodec(AvroRecordType<T, M> type, AvroBlockCodec blocks) {
        this.type = type;
        this.binding = type.binding();
        this.table = type.table();
        this.schema = type.schema();
        this.blocks = blocks;
    }

    @Override
    public AvroDirectCodec<T, M> withAvroBlocks(AvroBlockCodec other) {
        return other == blocks ? this : new AvroDirectCodec<>(type, other);
    }

    /** The Avro schema of the records, as the header of every file of this codec holds it. */
    public Schema schema() {
        return schema;
    }

    @Override
    public CodecName name() {
        return NAME;
    }

    @Override
    public Format format() {
        return Format.AVRO;
    }

    @Override
    public Style style() {
        return Style.TUNED;
    }

    @Override
    public String description() {
        return "Apache Avro: the protobuf message's fields straight to DataFileWriter's BinaryEncoder and from"
                + " DataFileStream's BinaryDecoder, field tables built once, no GenericRecord";
    }

    /** In memory as in the measured file reads: Avro's UTF-8 decoding (the strict check is the files' policy). */
    @Override
    public MessageCodec<T> newMessageCodec() {
        return new AvroMessages<>(binding, new DirectDatumWriter<>(table),
                new DirectDatumReader<>(table, new ValueLimits(false)));
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        DataFileWriter<M> file = AvroContainer.create(new DirectDatumWriter<>(table), schema, out, false, blocks);
        Function<T, M> toMessage = binding.newReusingConverter();
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                file.append(toMessage.apply(record));
            }

            @Override
            public void close() throws IOException {
                file.close();
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) {
        if (options.strict()) {
            ValueLimits limits = new ValueLimits(true);
            DirectDatumReader<M> reader = new DirectDatumReader<>(table, limits);
            return new StrictAvroReader<>(new StrictContainerReader<>(in, source, schema, (decoder, block, end) -> {
                limits.over(block, end, decoder);
                return binding.fromMessage(reader.read(null, decoder));
            }, options.unknownFields()), in);
        }
        return new LibraryReader(in, source, options.skipsUnknownFields());
    }

    /** DataFileStream with the direct datum reader; Avro's UTF-8 decoding (which replaces bad bytes). */
    private final class LibraryReader implements RecordReader<T> {
        private final StreamFailures in;
        private final String source;
        private final DirectDatumReader<M> reader = new DirectDatumReader<>(table, new ValueLimits(false));
        private final boolean countAdded;
        private DataFileStream<M> file;
        private long index;
        private long skipped;

        LibraryReader(InputStream in, String source, boolean countAdded) {
            this.in = new StreamFailures(in);
            this.source = source;
            this.countAdded = countAdded;
        }

        @Override
        public long skippedFields() {
            return skipped;
        }

        @Override
        public T read() throws IOException {
            try {
                if (file == null) {
                    file = new DataFileStream<>(in, reader);
                }
                if (!file.hasNext()) {
                    return null;
                }
                T record = binding.fromMessage(file.next());
                index++;
                if (countAdded) {
                    skipped += reader.addedFields();
                }
                return record;
            } catch (IOException | AvroRuntimeException | IllegalArgumentException | UnsupportedOperationException e) {
                throw in.readFailure(source, index, e);
            }
        }

        @Override
        public void close() throws IOException {
            try (in) {
                if (file != null) {
                    file.close();
                }
            }
        }
    }
}
