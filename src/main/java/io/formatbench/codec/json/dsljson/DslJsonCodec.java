package io.formatbench.codec.json.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.SerializationException;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import io.formatbench.codec.json.JsonBinding;
import io.formatbench.codec.json.JsonLines;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.LibraryJsonCodec;
import io.formatbench.codec.json.framing.SplitJsonLines;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * JSON Lines through DslJson's convenience API, as DSL-JSON's README shows it: one DslJson, the record's
 * converter generated from the .proto and registered with it ({@link DslJsonRegistration}); each record
 * written by {@code serialize(record, out)} (its thread's reused JsonWriter) and a newline; each line
 * parsed by {@code deserialize(type, bytes, length)} (its thread's reused JsonReader) from one byte array
 * the reader reuses, as DSL-JSON's README advises for its byte API: the line is copied there from where
 * the line splitter holds it, since that API reads from the array's start. DSL-JSON has no JSON Lines
 * reader of its own (its iterateOver reads a JSON array).
 *
 * <p>DSL-JSON cannot meet the strict bad-input policy by itself (docs/bad-input.md): a strict read is the
 * JSON policy's reader's ({@link LibraryJsonCodec}), and the codec is measured in the library variant only.
 */
public final class DslJsonCodec<T> extends LibraryJsonCodec<T> {

    public static final CodecName NAME = CodecName.of("dsl-json");

    private final DslJsonBinding<T> binding;
    /** Refuses unknown fields: what every read but one of newer data runs. */
    private final DslJson<Object> json;

    public DslJsonCodec(DslJsonBinding<T> binding, JsonBinding<T> policy) {
        super(policy);
        this.binding = binding;
        this.json = DslJsonRegistration.withBinding(binding, JsonUnknownFields.REJECT);
    }

    @Override
    public CodecName name() {
        return NAME;
    }

    @Override
    public Style style() {
        return Style.IDIOMATIC;
    }

    @Override
    public String description() {
        return "DslJson's serialize and deserialize per record (its reused thread-local writer and reader), the"
                + " record's converter generated from the .proto and registered";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new DslJsonMessages.Facade<>(json, binding.type());
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) {
        return JsonLines.writer(out, (record, stream) -> {
            try {
                json.serialize(record, stream);
            } catch (SerializationException e) {
                throw DslJsonRegistration.asIoException(e);
            }
        });
    }

    @Override
    protected RecordReader<T> newLibraryReader(InputStream in, String source, JsonUnknownFields unknown)
            throws IOException {
        DslJson<Object> reading = unknown.rejects() ? json : DslJsonRegistration.withBinding(binding, unknown);
        Class<T> type = binding.type();
        SplitJsonLines.LineParser<T> parser = new SplitJsonLines.LineParser<>() {
            private byte[] line = new byte[256];

            @Override
            public T parse(byte[] buffer, int start, int length) throws IOException {
                if (line.length < length) {
                    line = new byte[Math.max(length, 2 * line.length)];
                }
                System.arraycopy(buffer, start, line, 0, length);
                return reading.deserialize(type, line, length);
            }
        };
        return new SplitJsonLines<>(in, source, parser, unknown::skipped);
    }
}
