package io.formatbench.codec.json.binary;

import com.fasterxml.jackson.core.JsonFactory;
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
import io.formatbench.codec.json.JacksonDatabindMessages;
import io.formatbench.codec.json.JsonPolicy;
import io.formatbench.codec.json.MappedJsonLines;
import io.formatbench.codec.json.framing.InputEnd;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * CBOR, Smile or MessagePack through jackson-databind, as for JSON: the format's mapper (CBORMapper,
 * SmileMapper, MessagePackMapper) configured as jackson-databind's, ObjectWriter.writeValues (a
 * SequenceWriter) and ObjectReader.readValues (a MappingIterator).
 */
public final class BinaryDatabindCodec<T> implements Codec<T> {

    private final BinaryJson format;
    private final ObjectMapper mapper;
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final Class<T> type;
    private final JsonFactory detectingDuplicates;

    public BinaryDatabindCodec(BinaryJson format, Class<T> type) {
        this.format = format;
        this.type = type;
        this.mapper = format.newMapper();
        this.writer = mapper.writerFor(type);
        this.reader = mapper.readerFor(type);
        this.detectingDuplicates = format.newDuplicateDetectingFactory();
    }

    @Override
    public CodecName name() {
        return format.databindName();
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
        return "jackson-databind over " + format.classes().split("/")[1]
                + ": ObjectWriter SequenceWriter (no flush per value), ObjectReader MappingIterator";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new JacksonDatabindMessages<>(mapper, type);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        // Made at the first record, as the streaming codec's: no records is an empty file, in Smile too.
        return new RecordWriter<>() {
            private JsonGenerator generator;
            private SequenceWriter values;

            @Override
            public void write(T record) throws IOException {
                if (values == null) {
                    generator = mapper.createGenerator(out);
                    values = writer.writeValues(generator);
                }
                values.write(record);
            }

            @Override
            public void close() throws IOException {
                if (values == null) {
                    out.close();
                    return;
                }
                try {
                    values.close();
                } finally {
                    generator.close();
                }
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        JsonUnknownFields unknown = JsonUnknownFields.of(options.unknownFields());
        // As JSON's: the strict reader rejects duplicate keys, here with a factory that detects them from the start.
        ObjectReader checking = JsonPolicy.reader(options.strict() ? reader.with(detectingDuplicates) : reader,
                options, unknown);
        InputEnd.Watched watched = format.watched(in, options);
        JsonPolicy.Opened opened = JsonPolicy.openBinaryParser(watched, source, options, checking::createParser);
        MappingIterator<T> values = checking.readValues(opened.parser());
        return new MappedJsonLines<>(opened, values, source, record -> record, unknown::skipped,
                format.framing(watched));
    }
}
