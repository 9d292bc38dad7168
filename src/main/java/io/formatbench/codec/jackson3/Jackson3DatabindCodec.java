package io.formatbench.codec.jackson3;

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
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.SequenceWriter;
import tools.jackson.databind.json.JsonMapper;

/**
 * JSON Lines through Jackson 3's databind, as its documentation shows for a sequence of values: the twin of
 * jackson-databind, ObjectWriter.writeValues (a SequenceWriter, no flush per value) and
 * ObjectReader.readValues (a MappingIterator), on {@link Jackson3Policy#newMapper()}.
 */
public final class Jackson3DatabindCodec<T> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("jackson3-databind");

    private final CodecName name;
    private final String setting;
    private final JsonMapper mapper;
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final Class<T> type;

    public Jackson3DatabindCodec(Class<T> type) {
        this(type, NAME, "", Jackson3Policy.newMapper());
    }

    /** The same codec with one default of Jackson 3 set back to Jackson 2's: what that default costs. */
    public Jackson3DatabindCodec(Class<T> type, Jackson3Default setBack) {
        this(type, setBack.codec(), "; " + setBack.description(), Jackson3Policy.newMapper(setBack));
    }

    private Jackson3DatabindCodec(Class<T> type, CodecName name, String setting, JsonMapper mapper) {
        this.name = name;
        this.setting = setting;
        this.mapper = mapper;
        this.type = type;
        this.writer = mapper.writerFor(type).withRootValueSeparator("\n");
        this.reader = mapper.readerFor(type);
    }

    @Override
    public CodecName name() {
        return name;
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
        return "Jackson 3 databind: ObjectWriter SequenceWriter (no flush per value), ObjectReader MappingIterator"
                + setting;
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new Jackson3DatabindMessages<>(mapper, type);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        // Our own generator, so that the final newline can follow the SequenceWriter's last value; the writer's,
        // since Jackson 3 gives a generator the root value separator where it creates it.
        JsonGenerator generator = writer.createGenerator(out);
        SequenceWriter values = writer.writeValues(generator);
        return new RecordWriter<>() {
            private boolean any;

            @Override
            public void write(T record) throws IOException {
                try {
                    values.write(record);
                } catch (JacksonException e) {
                    throw Jackson3Errors.writeFailure(e);
                }
                any = true;
            }

            @Override
            public void close() throws IOException {
                try (generator) {
                    values.close();
                    if (any) {
                        generator.writeRaw('\n');
                    }
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
        Jackson3Policy.Opened opened = Jackson3Policy.openParser(in, source, options,
                (stream, duplicates) -> checking.createParser(stream));
        MappingIterator<T> values;
        try {
            values = checking.readValues(opened.parser());
        } catch (JacksonException e) {
            throw Jackson3Errors.forRecord(source, 0, -1, Jackson3Errors.unwrapped(e));
        }
        return new Jackson3MappedLines<>(opened, values, source, unknown::skipped, null);
    }
}
