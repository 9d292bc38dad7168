package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SequenceWriter;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * JSON Lines through jackson-databind, as its documentation shows for a sequence of values:
 * ObjectWriter.writeValues (a SequenceWriter) and ObjectReader.readValues (a MappingIterator).
 */
public final class JacksonDatabindCodec<T> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("jackson-databind");

    private final ObjectMapper mapper;
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final Class<T> type;

    public JacksonDatabindCodec(Class<T> type) {
        this(type, JsonPolicy.newMapper());
    }

    /** The same reader and writer over another mapper of the same configuration: jackson-json-schema's. */
    JacksonDatabindCodec(Class<T> type, ObjectMapper mapper) {
        this.mapper = mapper;
        this.type = type;
        this.writer = mapper.writerFor(type).withRootValueSeparator(JsonLines.SEPARATOR);
        this.reader = mapper.readerFor(type);
    }

    @Override
    public CodecName name() {
        return NAME;
    }

    @Override
    public Format format() {
        return Format.JSON;
    }

    @Override
    public Style style() {
        return Style.IDIOMATIC;
    }

    @Override
    public String description() {
        return "jackson-databind"
                + ": ObjectWriter SequenceWriter (no flush per value), ObjectReader MappingIterator";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new JacksonDatabindMessages<>(mapper, type);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        // Our own generator, so that the final newline can follow the SequenceWriter's last value.
        JsonGenerator generator = mapper.createGenerator(out);
        SequenceWriter values = writer.writeValues(generator);
        return new RecordWriter<>() {
            private boolean any;

            @Override
            public void write(T record) throws IOException {
                values.write(record);
                any = true;
            }

            @Override
            public void close() throws IOException {
                try (generator) {
                    values.close();
                    JsonLines.endLastLine(generator, any);
                }
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        JsonUnknownFields unknown = JsonUnknownFields.of(options.unknownFields());
        ObjectReader checking = JsonPolicy.reader(reader, options, unknown);
        JsonPolicy.Opened opened = JsonPolicy.openParser(in, source, options, checking::createParser);
        MappingIterator<T> values = checking.readValues(opened.parser());
        return new MappedJsonLines<>(opened, values, source, record -> record, unknown::skipped);
    }
}
