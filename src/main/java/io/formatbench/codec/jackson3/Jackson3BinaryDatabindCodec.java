package io.formatbench.codec.jackson3;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.codec.json.framing.InputEnd;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.SequenceWriter;

/**
 * CBOR or Smile through Jackson 3's databind, as for JSON: the format's mapper (CBORMapper, SmileMapper)
 * configured as jackson3-databind's, ObjectWriter.writeValues (a SequenceWriter) and ObjectReader.readValues
 * (a MappingIterator): the twin of {@code cbor-databind} and {@code smile-databind}.
 */
public final class Jackson3BinaryDatabindCodec<T> implements Codec<T> {

    private final BinaryJson format;
    private final ObjectMapper mapper;
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final Class<T> type;

    public Jackson3BinaryDatabindCodec(BinaryJson format, Class<T> type) {
        this.format = format;
        this.type = type;
        this.mapper = Jackson3Binary.newMapper(format);
        this.writer = mapper.writerFor(type);
        this.reader = mapper.readerFor(type);
    }

    @Override
    public CodecName name() {
        return format.jackson3DatabindName();
    }

    @Override
    public Format format() {
        return format.format();
    }

    @Override
    public Style style() {
        return Style.IDIOMATIC;
    }

    @Override
    public String description() {
        return "Jackson 3 databind over " + format.format().id().toUpperCase(java.util.Locale.ROOT)
                + ": ObjectWriter SequenceWriter (no flush per value), ObjectReader MappingIterator";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new Jackson3DatabindMessages<>(mapper, type);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        // Made at the first record, as the streaming codec's: no records is an empty file, in Smile too.
        return new RecordWriter<>() {
            private JsonGenerator generator;
            private SequenceWriter values;

            @Override
            public void write(T record) throws IOException {
                try {
                    if (values == null) {
                        generator = writer.createGenerator(out);
                        values = writer.writeValues(generator);
                    }
                    values.write(record);
                } catch (JacksonException e) {
                    throw Jackson3Errors.writeFailure(e);
                }
            }

            @Override
            public void close() throws IOException {
                if (values == null) {
                    out.close();
                    return;
                }
                try {
                    values.close();
                    generator.close();
                } catch (JacksonException e) {
                    throw Jackson3Errors.writeFailure(e);
                }
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        JsonUnknownFields unknown = JsonUnknownFields.of(options.unknownFields());
        ObjectReader checking = Jackson3Policy.reader(reader, options, unknown);
        InputEnd.Watched watched = format.watched(in, options);
        Jackson3Policy.Opened opened = Jackson3Policy.openBinaryParser(watched, source, options,
                (stream, duplicates) -> checking.createParser(stream));
        MappingIterator<T> values;
        try {
            values = checking.readValues(opened.parser());
        } catch (JacksonException e) {
            throw Jackson3Errors.forRecord(source, 0, -1, Jackson3Errors.unwrapped(e));
        }
        return new Jackson3MappedLines<>(opened, values, source, unknown::skipped,
                new Jackson3Positions.Binary(format.firstRecordStart(), watched, format::badStart));
    }
}
