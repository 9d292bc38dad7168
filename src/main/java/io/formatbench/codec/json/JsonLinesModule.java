package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.LazyCodec;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.codec.floor.RecordFramer;
import io.formatbench.codec.jackson3.Jackson3DatabindCodec;
import io.formatbench.codec.jackson3.Jackson3Default;
import io.formatbench.codec.jackson3.Jackson3StreamingCodec;
import io.formatbench.codec.json.dsljson.DslJsonCodec;
import io.formatbench.codec.json.dsljson.DslJsonDirectCodec;
import io.formatbench.codec.json.fastjson2.Fastjson2Codec;
import io.formatbench.codec.json.fastjson2.Fastjson2DirectCodec;
import io.formatbench.codec.json.framing.JsonLinesFramer;
import io.formatbench.codec.protobuf.OwnMessages;
import io.formatbench.codec.protobuf.RecordProtoBinding;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.FormatModule;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.RecordBindings;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** JSON Lines: Jackson's codecs, protobuf's JSON mapping, then fastjson2's and DSL-JSON's. */
public final class JsonLinesModule implements FormatModule {

    @Override
    public Format format() {
        return Format.JSON;
    }

    /** jackson-json-schema only where proto/ has the record's JSON Schema ({@code <name>.schema.json}). */
    @Override
    public RecordFramer framer(RecordFramer.Frames frames) {
        return new JsonLinesFramer(frames);
    }

    @Override
    public <T, M extends Message> List<Codec<T>> codecs(SchemaName name, RecordProtoBinding<T, M> proto,
                                                        RecordBindings<T, M> bindings) {
        Class<T> type = bindings.type();
        List<Codec<T>> codecs = new ArrayList<>();
        codecs.add(json(JacksonDatabindCodec.NAME, Style.IDIOMATIC, () -> new JacksonDatabindCodec<>(type)));
        codecs.add(json(JacksonStreamingCodec.NAME, Style.TUNED, () -> new JacksonStreamingCodec<>(bindings.json())));
        // Jackson 3 beside its Jackson 2 twin, labelled alike (docs/design.md, "Jackson 3 beside Jackson 2").
        codecs.add(json(Jackson3DatabindCodec.NAME, Style.IDIOMATIC, () -> new Jackson3DatabindCodec<>(type)));
        codecs.add(json(Jackson3StreamingCodec.NAME, Style.TUNED,
                () -> new Jackson3StreamingCodec<>(bindings.jackson3())));
        // jackson3-databind with one kept default of Jackson 3 set back each: what that default costs.
        for (Jackson3Default setBack : Jackson3Default.values()) {
            codecs.add(json(setBack.codec(), Style.IDIOMATIC, () -> new Jackson3DatabindCodec<>(type, setBack)));
        }
        if (JacksonJsonSchemaCodec.hasSchema(name)) {
            codecs.add(json(JacksonJsonSchemaCodec.NAME, Style.IDIOMATIC,
                    () -> new JacksonJsonSchemaCodec<>(name, type)));
        }
        codecs.add(json(ProtobufJsonCodec.NAME, Style.IDIOMATIC,
                () -> new ProtobufJsonCodec<>(proto, new OwnMessages<>(proto, bindings))));
        // JSON's ceiling, after Jackson's: each format's first codec of a style is the head-to-head's.
        codecs.add(json(Fastjson2Codec.NAME, Style.IDIOMATIC,
                () -> new Fastjson2Codec<>(bindings.fastjson2(), bindings.json())));
        codecs.add(json(Fastjson2DirectCodec.NAME, Style.TUNED,
                () -> new Fastjson2DirectCodec<>(bindings.fastjson2(), bindings.json())));
        codecs.add(json(DslJsonCodec.NAME, Style.IDIOMATIC,
                () -> new DslJsonCodec<>(bindings.dslJson(), bindings.json())));
        codecs.add(json(DslJsonDirectCodec.NAME, Style.TUNED,
                () -> new DslJsonDirectCodec<>(bindings.dslJson(), bindings.json())));
        return codecs;
    }

    /** A JSON codec, built when a run first uses it (see {@link LazyCodec}). */
    private static <T> Codec<T> json(CodecName name, Style style, Supplier<Codec<T>> build) {
        return LazyCodec.of(name, Format.JSON, style, build);
    }

    @Override
    public <T> RecordWriter<T> newerWriter(DatasetSchema<T> schema, NewerSchema.Additions additions,
                                           FormatOptions options, OutputStream out) {
        return new NewerLinesWriter<>(schema.primaryCodec(Format.JSON).newMessageCodec(), additions, out);
    }

    /** The added properties of one JSON object, as the JSON text that follows the record's own. */
    static byte[] properties(NewerSchema.Addition addition) throws IOException {
        ByteArrayBuilder bytes = new ByteArrayBuilder();
        try (JsonGenerator generator = JsonPolicy.newFactory().createGenerator(bytes, JsonEncoding.UTF8)) {
            generator.writeStartObject();
            generator.writeStringField(NewerSchema.REVISION_JSON, Long.toString(addition.revision()));
            generator.writeObjectFieldStart(NewerSchema.PROVENANCE_JSON);
            generator.writeStringField("origin", addition.origin());
            generator.writeStringField("ingestedAtMs", Long.toString(addition.ingestedAtMs()));
            generator.writeEndObject();
            generator.writeEndObject();
        }
        return bytes.toByteArray();
    }

    /** Each record's object with the added properties before its closing brace, one per line. */
    private record NewerLinesWriter<T>(MessageCodec<T> records, NewerSchema.Additions additions, OutputStream out)
            implements RecordWriter<T> {

        @Override
        public void write(T record) throws IOException {
            byte[] object = records.encode(record);
            byte[] added = properties(additions.next());
            if (object.length < 2 || object[0] != '{' || object[object.length - 1] != '}') {
                throw new IllegalStateException("the JSON codec wrote a record that is not one object");
            }
            // The record's object without its closing brace, then the added properties without their opening one.
            out.write(object, 0, object.length - 1);
            if (object.length > 2) {
                out.write(',');
            }
            out.write(added, 1, added.length - 1);
            out.write('\n');
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
