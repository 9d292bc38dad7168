package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import io.formatbench.codec.json.framing.StackSizedBuffers;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** JSON Lines through the Jackson streaming API: JsonGenerator and JsonParser, field by field. */
public final class JacksonStreamingCodec<T> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("jackson-streaming");

    private final JsonBinding<T> binding;
    private final JsonFactory factory = StackSizedBuffers.of(JsonPolicy.newFactory());

    public JacksonStreamingCodec(JsonBinding<T> binding) {
        this.binding = binding;
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
        return Style.TUNED;
    }

    @Override
    public String description() {
        return "Jackson streaming: JsonGenerator with pre-encoded field names, JsonParser loop into the record";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new JacksonStreamingMessages<>(factory, binding);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        JsonGenerator generator = binding.prepared(factory.createGenerator(out, JsonEncoding.UTF8));
        generator.setRootValueSeparator(JsonLines.SEPARATOR);
        return new RecordWriter<>() {
            private boolean any;

            @Override
            public void write(T record) throws IOException {
                binding.write(generator, record);
                any = true;
            }

            @Override
            public void close() throws IOException {
                try (generator) {
                    JsonLines.endLastLine(generator, any);
                }
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        JsonPolicy.Opened opened = JsonPolicy.openParser(in, source, options, factory::createParser);
        return new StreamedRecords<>(opened, binding, source, JsonUnknownFields.of(options.unknownFields()),
                RecordFraming.JSON_LINES);
    }
}
