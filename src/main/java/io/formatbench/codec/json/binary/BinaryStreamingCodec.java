package io.formatbench.codec.json.binary;

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
import io.formatbench.codec.json.JacksonStreamingMessages;
import io.formatbench.codec.json.JsonBinding;
import io.formatbench.codec.json.JsonPolicy;
import io.formatbench.codec.json.StreamedRecords;
import io.formatbench.codec.json.framing.InputEnd;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * CBOR, Smile or MessagePack through Jackson's streaming API: the format's generator and parser, field by field,
 * with the same {@link JsonBinding} as jackson-streaming. Its writer writes the format's dataset file.
 */
public final class BinaryStreamingCodec<T> implements Codec<T> {

    private final BinaryJson format;
    private final JsonBinding<T> binding;
    private final JsonFactory factory;
    private final JsonFactory detectingDuplicates;

    public BinaryStreamingCodec(BinaryJson format, JsonBinding<T> binding) {
        this.format = format;
        this.binding = binding;
        this.factory = format.stackSized(format.newFactory());
        this.detectingDuplicates = format.stackSized(format.newDuplicateDetectingFactory());
    }

    @Override
    public CodecName name() {
        return format.streamingName();
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
        return "Jackson streaming over " + format.classes().split("/")[0]
                + ": the JSON codec's binding (pre-encoded field names, parser loop into the record)";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new JacksonStreamingMessages<>(factory, binding);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        // One generator for the file: Smile writes its header once and refers back to names across records.
        // Made at the first record, so that no records is an empty file, in Smile too (not a lone header).
        return new RecordWriter<>() {
            private JsonGenerator generator;

            @Override
            public void write(T record) throws IOException {
                if (generator == null) {
                    generator = factory.createGenerator(out, JsonEncoding.UTF8);
                }
                binding.write(generator, record);
            }

            @Override
            public void close() throws IOException {
                if (generator == null) {
                    out.close();
                } else {
                    generator.close();
                }
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        InputEnd.Watched watched = format.watched(in, options);
        // As JSON's: a strict reader that skips unknown fields detects duplicates among them too.
        JsonFactory opening = options.strict() && options.skipsUnknownFields() ? detectingDuplicates : factory;
        JsonPolicy.Opened opened = JsonPolicy.openBinaryParser(watched, source, options, opening::createParser);
        return new StreamedRecords<>(opened, binding, source, JsonUnknownFields.of(options.unknownFields()),
                format.framing(watched));
    }
}
