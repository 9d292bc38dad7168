package io.formatbench.codec.avro;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileStream;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.io.EncoderFactory;

/**
 * Avro object container files without GenericRecord and without a protobuf message: the record's
 * fields written straight to the BinaryEncoder of DataFileWriter's blocks and read straight from
 * DataFileStream's reused BinaryDecoder (or the strict reader's) into the record, by the schema's
 * {@link AvroBinding}: hand-written per hand-written schema, the field table's for a schema of
 * generated messages. The writer does not flush the stream after every block (DataFileWriter's
 * default). Same bytes as {@link AvroGenericCodec}.
 */
public final class AvroDirectCodec<T> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("avro-direct");

    private final AvroRecordType<T, ?> type;
    private final AvroBinding<T> binding;
    private final Schema schema;
    private final AvroBlockCodec blocks;

    public AvroDirectCodec(AvroRecordType<T, ?> type) {
        this(type, AvroBlockCodec.NULL);
    }

    private AvroDirectCodec(AvroRecordType<T, ?> type, AvroBlockCodec blocks) {
        this.type = type;
        this.binding = type.direct();
        this.schema = type.schema();
        this.blocks = blocks;
    }

    @Override
    public AvroDirectCodec<T> withOptions(FormatOptions options) {
        AvroBlockCodec other = options.get(AvroBlockCodec.OPTION);
        return other == blocks ? this : new AvroDirectCodec<>(type, other);
    }

    /** The Avro schema of the records, as the header of every file of this codec holds it. */
    public Schema schema() {
        return schema;
    }

    /** The binding this codec runs: for the tests' check of what Schemas wires. */
    AvroBinding<T> binding() {
        return binding;
    }

    @Override
    public CodecName name() {
        return NAME;
    }

    @Override
    public Format format() {
        return AvroModule.FORMAT;
    }

    @Override
    public Style style() {
        return Style.TUNED;
    }

    @Override
    public String description() {
        return "Apache Avro: the record's fields straight to DataFileWriter's BinaryEncoder and from"
                + " DataFileStream's BinaryDecoder by a binding per schema, no protobuf message, no GenericRecord";
    }

    /** In memory as in the measured file reads: Avro's UTF-8 decoding (the strict check is the files' policy). */
    @Override
    public MessageCodec<T> newMessageCodec() {
        return new AvroMessages<>(new BindingDatumWriter<>(binding),
                new BindingDatumReader<>(binding, schema, new ValueLimits(false)));
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        // Avro's buffered BinaryEncoder for the block being filled, which EncoderFactory documents as the one
        // tuned for performance; DataFileWriter's default is the unbuffered one, a call into the block's
        // ByteArrayOutputStream for every value. The same bytes either way.
        DataFileWriter<T> file = AvroContainer.create(new DataFileWriter<>(new BindingDatumWriter<>(binding))
                .setEncoder(block -> EncoderFactory.get().binaryEncoder(block, null)), schema, out, false, blocks);
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                file.append(record);
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
            // The container reader skips the fields a newer schema adds, after each record's own.
            return new StrictAvroReader<>(new StrictContainerReader<>(in, source, schema, (decoder, block, end) -> {
                limits.over(block, end, decoder);
                limits.startRecord();
                return binding.read(decoder, limits);
            }, options.unknownFields()), in);
        }
        return new LibraryReader(in, source, options.skipsUnknownFields());
    }

    /** DataFileStream with the binding's datum reader; Avro's UTF-8 decoding (which replaces bad bytes). */
    private final class LibraryReader implements RecordReader<T> {
        private final StreamFailures in;
        private final String source;
        private final BindingDatumReader<T> reader = new BindingDatumReader<>(binding, schema, new ValueLimits(false));
        private final boolean countAdded;
        private DataFileStream<T> file;
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
                T record = file.next();
                index++;
                if (countAdded) {
                    skipped += reader.addedFields();
                }
                return record;
            } catch (AvroRuntimeException e) {
                // DataFileStream's iterator wraps what the binding refuses: the refusal is the record's own.
                Exception cause = e.getCause() instanceof InvalidRecordException invalid ? invalid : e;
                throw in.readFailure(source, index, cause);
            } catch (IOException | IllegalArgumentException | UnsupportedOperationException e) {
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
