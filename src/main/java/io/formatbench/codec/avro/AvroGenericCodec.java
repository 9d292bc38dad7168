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
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileStream;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.Encoder;

/**
 * Avro object container files the way Avro's getting-started guide writes them: a GenericRecord per
 * record, GenericDatumWriter through DataFileWriter; DataFileStream with GenericDatumReader, passing
 * the last record back to {@code next(reuse)}. The record reaches the GenericRecord through its
 * protobuf message ({@link GenericMapping}; for the hand-written schemas the model's mapping to the
 * message first): that mapping is inside the measured time, as the protobuf codecs' is. The strict
 * reader is both Avro codecs' {@link StrictContainerReader}, with a bounded GenericDatumReader.
 */
public final class AvroGenericCodec<T, M extends Message> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("avro-generic");

    private final AvroRecordType<T, M> type;
    private final ProtoBinding<T, M> binding;
    private final AvroFields table;
    private final Schema schema;
    private final AvroBlockCodec blocks;

    public AvroGenericCodec(AvroRecordType<T, M> type) {
        this(type, AvroBlockCodec.NULL);
    }

    private AvroGenericCodec(AvroRecordType<T, M> type, AvroBlockCodec blocks) {
        this.type = type;
        this.binding = type.binding();
        this.table = type.table();
        this.schema = type.schema();
        this.blocks = blocks;
    }

    @Override
    public AvroGenericCodec<T, M> withAvroBlocks(AvroBlockCodec other) {
        return other == blocks ? this : new AvroGenericCodec<>(type, other);
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
        return Style.IDIOMATIC;
    }

    @Override
    public String description() {
        return "Apache Avro: GenericRecord per record (mapped from the protobuf message, timed), DataFileWriter /"
                + " DataFileStream with GenericDatumWriter / GenericDatumReader, next(reuse)";
    }

    /** In memory as in the measured file reads: Avro's own GenericDatumReader, with its defaults. */
    @Override
    public MessageCodec<T> newMessageCodec() {
        GenericMapping mapping = new GenericMapping(table, new ValueLimits(false));
        GenericDatumWriter<GenericRecord> writer = new GenericDatumWriter<>(schema);
        GenericDatumReader<GenericRecord> reader = new GenericDatumReader<>(schema);
        MessageDatumReader<M> messages = new MessageDatumReader<>(reader, mapping);
        return new AvroMessages<>(new DatumWriter<T>() {
            @Override
            public void setSchema(Schema ignored) {
                // The writer's schema is fixed: the message type's.
            }

            @Override
            public void write(T record, Encoder out) throws IOException {
                writer.write(mapping.toRecord(binding.toMessage(record)), out);
            }
        }, new DatumReader<T>() {
            @Override
            public void setSchema(Schema schema) {
                messages.setSchema(schema);
            }

            @Override
            public T read(T ignored, Decoder in) throws IOException {
                return binding.fromMessage(messages.read(null, in));
            }
        });
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        GenericMapping mapping = new GenericMapping(table, new ValueLimits(false));
        DataFileWriter<GenericRecord> file = AvroContainer.create(new GenericDatumWriter<>(schema), schema, out, true,
                blocks);
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                file.append(mapping.toRecord(binding.toMessage(record)));
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
            GenericMapping mapping = new GenericMapping(table, new ValueLimits(true));
            ValueLimits limits = new ValueLimits(true);
            MessageDatumReader<M> reader = new MessageDatumReader<>(new BoundedGenericDatumReader(schema, limits),
                    mapping);
            // The record's own refusal (an enum number, a Timestamp it cannot hold) is bad input at that record.
            return new StrictAvroReader<>(new StrictContainerReader<>(in, source, schema, (decoder, block, end) -> {
                limits.over(block, end, decoder);
                return binding.fromMessage(reader.read(null, decoder));
            }, options.unknownFields()), in);
        }
        return new LibraryReader(in, source, new GenericMapping(table, new ValueLimits(false)),
                options.skipsUnknownFields());
    }

    /** DataFileStream as documented: the file's schema resolved against ours by GenericDatumReader. */
    private final class LibraryReader implements RecordReader<T> {
        private final StreamFailures in;
        private final String source;
        private final GenericMapping mapping;
        private final boolean countAdded;
        private DataFileStream<GenericRecord> file;
        private GenericRecord reuse;
        private long index;
        private int added;
        private long skipped;

        LibraryReader(InputStream in, String source, GenericMapping mapping, boolean countAdded) {
            this.in = new StreamFailures(in);
            this.source = source;
            this.mapping = mapping;
            this.countAdded = countAdded;
        }

        /** Resolution skips the fields a newer writer schema adds; counted, when asked, from the file's schema. */
        @Override
        public long skippedFields() {
            return skipped;
        }

        @Override
        public T read() throws IOException {
            try {
                if (file == null) {
                    file = new DataFileStream<>(in, new GenericDatumReader<>(schema));
                    added = Math.max(0, AvroEvolution.addedFields(schema, file.getSchema()));
                }
                if (!file.hasNext()) {
                    return null;
                }
                reuse = file.next(reuse);
                @SuppressWarnings("unchecked")
                M message = (M) mapping.toMessage(reuse);
                T record = binding.fromMessage(message);
                index++;
                if (countAdded) {
                    skipped += added;
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

    /** A GenericRecord read by Avro, then mapped to the message: what the message codec and strict reader read. */
    private static final class MessageDatumReader<M extends Message> implements DatumReader<M> {
        private final GenericDatumReader<GenericRecord> reader;
        private final GenericMapping mapping;
        private GenericRecord reuse;

        MessageDatumReader(GenericDatumReader<GenericRecord> reader, GenericMapping mapping) {
            this.reader = reader;
            this.mapping = mapping;
        }

        @Override
        public void setSchema(Schema schema) {
            reader.setSchema(schema);
        }

        @Override
        @SuppressWarnings("unchecked")
        public M read(M ignored, Decoder in) throws IOException {
            reuse = reader.read(reuse, in);
            return (M) mapping.toMessage(reuse);
        }
    }
}
