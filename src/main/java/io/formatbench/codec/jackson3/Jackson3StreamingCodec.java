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
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonFactory;

/**
 * JSON Lines through Jackson 3's streaming API (tools.jackson.core): the twin of jackson-streaming, the
 * same generated shape of code and the same buffers, under {@link Jackson3Policy}. Between records the
 * factory's root value separator, a newline, as Jackson 2's generator is told per generator (Jackson 3
 * sets it on the factory); after the last, the codec's newline.
 */
public final class Jackson3StreamingCodec<T> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("jackson3-streaming");

    private final Jackson3Binding<T> binding;
    private final JsonFactory factory = Jackson3Buffers.of(Jackson3Policy.newFactory().rebuild()
            .rootValueSeparator("\n").build());
    /** The same, refusing a duplicate key: for a strict reader that skips unknown fields. */
    private final JsonFactory refusingDuplicates = factory.rebuild()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    public Jackson3StreamingCodec(Jackson3Binding<T> binding) {
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
        return "Jackson 3 streaming: JsonGenerator with pre-encoded field names, JsonParser loop into the record";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new Jackson3StreamingMessages<>(factory, binding);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        JsonGenerator generator = factory.createGenerator(out, JsonEncoding.UTF8);
        return new RecordWriter<>() {
            private boolean any;

            @Override
            public void write(T record) throws IOException {
                try {
                    binding.write(generator, record);
                } catch (JacksonException e) {
                    throw Jackson3Errors.writeFailure(e);
                }
                any = true;
            }

            @Override
            public void close() throws IOException {
                try (generator) {
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
        Jackson3Policy.Opened opened = Jackson3Policy.openParser(in, source, options,
                (stream, duplicates) -> (duplicates ? refusingDuplicates : factory).createParser(stream));
        return new Jackson3StreamedRecords<>(opened, binding, source, JsonUnknownFields.of(options.unknownFields()),
                null);
    }
}
