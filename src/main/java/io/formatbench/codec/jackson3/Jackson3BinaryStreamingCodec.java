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
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.TokenStreamFactory;

/**
 * CBOR or Smile through Jackson 3's streaming API, with the same {@link Jackson3Binding} as jackson3-streaming:
 * the twin of {@code cbor-streaming} and {@code smile-streaming}, one generator per file (Smile's header once,
 * its back-references across records), made at the first record so that no records is an empty file.
 */
public final class Jackson3BinaryStreamingCodec<T> implements Codec<T> {

    private final BinaryJson format;
    private final Jackson3Binding<T> binding;
    private final TokenStreamFactory factory;
    private final TokenStreamFactory detectingDuplicates;

    public Jackson3BinaryStreamingCodec(BinaryJson format, Jackson3Binding<T> binding) {
        this.format = format;
        this.binding = binding;
        this.factory = Jackson3Buffers.of(Jackson3Binary.newFactory(format));
        this.detectingDuplicates = Jackson3Buffers.of(Jackson3Binary.duplicateDetecting(Jackson3Binary.newFactory(format)));
    }

    @Override
    public CodecName name() {
        return format.jackson3StreamingName();
    }

    @Override
    public Format format() {
        return format.format();
    }

    @Override
    public Style style() {
        return Style.TUNED;
    }

    @Override
    public String description() {
        return "Jackson 3 streaming over " + format.format().id().toUpperCase(java.util.Locale.ROOT)
                + ": the JSON codec's Jackson 3 binding (pre-encoded field names, parser loop into the record)";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new Jackson3StreamingMessages<>(factory, binding);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        return new RecordWriter<>() {
            private JsonGenerator generator;

            @Override
            public void write(T record) throws IOException {
                try {
                    if (generator == null) {
                        generator = factory.createGenerator(out, JsonEncoding.UTF8);
                    }
                    binding.write(generator, record);
                } catch (JacksonException e) {
                    throw Jackson3Errors.writeFailure(e);
                }
            }

            @Override
            public void close() throws IOException {
                try {
                    if (generator == null) {
                        out.close();
                    } else {
                        generator.close();
                    }
                } catch (JacksonException e) {
                    throw Jackson3Errors.writeFailure(e);
                }
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        InputEnd.Watched watched = format.watched(in, options);
        Jackson3Policy.Opened opened = Jackson3Policy.openBinaryParser(watched, source, options,
                (stream, duplicates) -> (duplicates ? detectingDuplicates : factory).createParser(stream));
        return new Jackson3StreamedRecords<>(opened, binding, source, JsonUnknownFields.of(options.unknownFields()),
                new Jackson3Positions.Binary(format.firstRecordStart(), watched, format::badStart));
    }
}
