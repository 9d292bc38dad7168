package io.formatbench.codec.json.binary;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.LazyCodec;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.codec.floor.RecordFramer;
import io.formatbench.codec.jackson3.Jackson3BinaryDatabindCodec;
import io.formatbench.codec.jackson3.Jackson3BinaryStreamingCodec;
import io.formatbench.codec.protobuf.RecordProtoBinding;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.FormatModule;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.RecordBindings;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * CBOR, Smile or MessagePack: binary formats read and written through Jackson's API, with the JSON codecs'
 * bindings (one module per {@link BinaryJson}).
 */
public final class BinaryJsonModule implements FormatModule {

    private final BinaryJson binary;

    public BinaryJsonModule(BinaryJson binary) {
        this.binary = binary;
    }

    @Override
    public Format format() {
        return binary.format();
    }

    @Override
    public RecordFramer framer(RecordFramer.Frames frames) {
        return switch (binary) {
            case CBOR -> new CborFramer(frames);
            case SMILE -> new SmileFramer(frames);
            case MSGPACK -> new MsgpackFramer(frames);
        };
    }

    @Override
    public <T, M extends Message> List<Codec<T>> codecs(SchemaName name, RecordProtoBinding<T, M> proto,
                                                        RecordBindings<T, M> bindings) {
        // Built when a run first uses them (see LazyCodec).
        List<Codec<T>> codecs = new ArrayList<>(List.of(
                LazyCodec.of(binary.databindName(), binary.format(), Style.IDIOMATIC,
                        () -> new BinaryDatabindCodec<>(binary, bindings.type())),
                LazyCodec.of(binary.streamingName(), binary.format(), Style.TUNED,
                        () -> new BinaryStreamingCodec<>(binary, bindings.json()))));
        if (binary.hasJackson3()) {
            // Jackson 3's twins after Jackson 2's, labelled alike (msgpack-java is Jackson 2's only).
            codecs.add(LazyCodec.of(binary.jackson3DatabindName(), binary.format(), Style.IDIOMATIC,
                    () -> new Jackson3BinaryDatabindCodec<>(binary, bindings.type())));
            codecs.add(LazyCodec.of(binary.jackson3StreamingName(), binary.format(), Style.TUNED,
                    () -> new Jackson3BinaryStreamingCodec<>(binary, bindings.jackson3())));
        }
        return codecs;
    }

    @Override
    public <T> RecordWriter<T> newerWriter(DatasetSchema<T> schema, NewerSchema.Additions additions,
                                           FormatOptions options, OutputStream out) {
        return new NewerObjectsWriter<>(schema.primaryCodec(format()).newMessageCodec(), additions,
                binary.newMapper(), out);
    }

    /**
     * Each record's object, read back as a tree, with the added properties last, through one
     * generator of the format for the file (Smile's header once, its back-references across records).
     */
    private static final class NewerObjectsWriter<T> implements RecordWriter<T> {
        private final MessageCodec<T> records;
        private final NewerSchema.Additions additions;
        private final ObjectMapper mapper;
        private final JsonGenerator generator;

        NewerObjectsWriter(MessageCodec<T> records, NewerSchema.Additions additions, ObjectMapper mapper,
                           OutputStream out) {
            this.records = records;
            this.additions = additions;
            this.mapper = mapper;
            try {
                this.generator = mapper.createGenerator(out);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void write(T record) throws IOException {
            ObjectNode object = (ObjectNode) mapper.readTree(records.encode(record));
            NewerSchema.Addition addition = additions.next();
            object.put(NewerSchema.REVISION_JSON, Long.toString(addition.revision()));
            ObjectNode provenance = object.putObject(NewerSchema.PROVENANCE_JSON);
            provenance.put("origin", addition.origin());
            provenance.put("ingestedAtMs", Long.toString(addition.ingestedAtMs()));
            mapper.writeTree(generator, object);
        }

        @Override
        public void close() throws IOException {
            generator.close();
        }
    }
}
