package io.formatbench.codec.avro;

import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
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
 * the last record back to {@code next(reuse)}. The record reaches its GenericRecord by a mapping of
 * its own ({@link GenericRecordBinding}: field by field, by name, generated from the .proto with the
 * record): that mapping is inside the
 * measured time, as the protobuf codecs' mapping to their message is. The strict reader is both Avro
 * codecs' {@link StrictContainerReader}, with a bounded GenericDatumReader.
 */
public final class AvroGenericCodec<T, M extends Message> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("avro-generic");

    private final AvroRecordType<T, M> type;
    private final GenericRecordBinding<T> records;
    private final Schema schema;
    private final AvroBlockCodec blocks;

    /** @param records the records' GenericRecords, made by the mapping generated with them */
    public AvroGenericCodec(AvroRecordType<T, M> type, GenericRecordBinding<T> records) {
        this(type, records, AvroBlockCodec.NULL);
    }

    private AvroGenericCodec(AvroRecordType<T, M> type, GenericRecordBinding<T> records, AvroBlockCodec blocks) {
        this.type = type;
        this.records = records;
        this.schema = type.schema();
        this.blocks = blocks;
    }

    @Override
    public AvroGenericCodec<T, M> withOptions(FormatOptions options) {
        AvroBlockCodec other = options.get(AvroBlockCodec.OPTION);
        return other == blocks ? this : new AvroGenericCodec<>(type, records, other);
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
        return Style.IDIOMATIC;
    }

    @Override
    public String description() {
        return "Apache Avro: a GenericRecord per record, filled field by field by name (timed), DataFileWriter /"
                + " DataFileStream with GenericDatumWriter / GenericDatumReader, next(reuse)";
    }

    /** In memory as in the measured file reads: Avro's own GenericDatumReader, with its defaults. */
    @Override
    public MessageCodec<T> newMessageCodec() {
        GenericDatumWriter<GenericRecord> writer = new GenericDatumWriter<>(schema);
        GenericDatumReader<GenericRecord> reader = new GenericDatumReader<>(schema);
        ValueLimits strings = new ValueLimits(false);
        return new AvroMessages<>(new DatumWriter<T>() {
            @Override
            public void setSchema(Schema ignored) {
                // The writer's schema is fixed: the records'.
            }

            @Override
            public void write(T record, Encoder out) throws IOException {
                writer.write(records.toRecord(record), out);
            }
        }, new DatumReader<T>() {
            private GenericRecord reuse;

            @Override
            public void setSchema(Schema schema) {
                reader.setSchema(schema);
            }

            @Override
            public T read(T ignored, Decoder in) throws IOException {
                reuse = reader.read(reuse, in);
                return records.fromRecord(reuse, strings);
            }
        });
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        DataFileWriter<GenericRecord> file = AvroContainer.create(new GenericDatumWriter<>(schema), schema, out, true,
                blocks);
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                file.append(records.toRecord(record));
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
            ValueLimits strings = new ValueLimits(true);
            BoundedGenericDatumReader reader = new BoundedGenericDatumReader(schema, limits);
            // The record's own refusal (an enum number, a Timestamp it cannot hold) is bad input at that record.
            return new StrictAvroReader<>(new StrictContainerReader<>(in, source, schema, (decoder, block, end) -> {
                limits.over(block, end, decoder);
                return records.fromRecord(reader.read(null, decoder), strings);
            }, options.unknownFields()), in);
        }
        return new LibraryReader(in, source, options.skipsUnknownFields());
    }

    /** DataFileStream as documented: the file's schema resolved against ours by GenericDatumReader. */
    private final class LibraryReader implements RecordReader<T> {
        private final StreamFailures in;
        private final String source;
        private final ValueLimits strings = new ValueLimits(false);
        private final boolean countAdded;
        private DataFileStream<GenericRecord> file;
        private GenericRecord reuse;
        private long index;
        private int added;
        private long skipped;

        LibraryReader(InputStream in, String source, boolean countAdded) {
            this.in = new StreamFailures(in);
            this.source = source;
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
                T record = records.fromRecord(reuse, strings);
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
}
