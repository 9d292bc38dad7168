package io.formatbench.codec.json.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.SerializationException;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import io.formatbench.codec.json.framing.ChunkedJsonLines;
import io.formatbench.codec.json.JsonBinding;
import io.formatbench.codec.json.JsonLines;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.LibraryJsonCodec;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * JSON Lines through DSL-JSON's JsonWriter and JsonReader directly, as its README's best practices say:
 * one JsonWriter of {@link IoStack#LIBRARY_BUFFER_BYTES} bound to the stream, which it fills and hands over
 * whole; one JsonReader reused for every chunk of whole lines ({@link io.formatbench.codec.json.framing.JsonLineChunks}:
 * byte-array input), the generated converter called directly for each record, with no look-up by type.
 *
 * <p>Strict reads are the JSON policy's reader's ({@link LibraryJsonCodec}): see {@link DslJsonCodec}.
 */
public final class DslJsonDirectCodec<T> extends LibraryJsonCodec<T> {

    public static final CodecName NAME = CodecName.of("dsl-json-direct");

    private final DslJsonBinding<T> binding;
    private final DslJson<Object> json = DslJsonRegistration.newDslJson();

    public DslJsonDirectCodec(DslJsonBinding<T> binding, JsonBinding<T> policy) {
        super(policy);
        this.binding = binding;
    }

    @Override
    public CodecName name() {
        return NAME;
    }

    @Override
    public Style style() {
        return Style.TUNED;
    }

    @Override
    public String description() {
        return "DSL-JSON JsonWriter bound to the stream; one JsonReader over each chunk of whole lines, the record's"
                + " converter generated from the .proto";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new DslJsonMessages.Direct<>(json, binding);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) {
        JsonWriter writer = json.newWriter(IoStack.LIBRARY_BUFFER_BYTES);
        writer.reset(out);
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                try {
                    binding.write(writer, record);
                    writer.writeByte(JsonLines.NEWLINE);
                } catch (SerializationException e) {
                    throw DslJsonRegistration.asIoException(e);
                }
            }

            @Override
            public void close() throws IOException {
                try (out) {
                    writer.flush();
                } catch (SerializationException e) {
                    throw DslJsonRegistration.asIoException(e);
                }
            }
        };
    }

    @Override
    protected RecordReader<T> newLibraryReader(InputStream in, String source, JsonUnknownFields unknown)
            throws IOException {
        return new ChunkedJsonLines<>(in, source, new ChunkParser<>(json.newReader(), binding, unknown),
                unknown::skipped);
    }

    /** One JsonReader for the file, given each chunk in turn. */
    private static final class ChunkParser<T> implements ChunkedJsonLines.Parser<T> {
        private final JsonReader<Object> reader;
        private final DslJsonBinding<T> binding;
        private final JsonUnknownFields unknown;
        private byte[] buffer;
        private int end;

        ChunkParser(JsonReader<Object> reader, DslJsonBinding<T> binding, JsonUnknownFields unknown) {
            this.reader = reader;
            this.binding = binding;
            this.unknown = unknown;
        }

        @Override
        public void chunk(byte[] buffer, int end) {
            this.buffer = buffer;
            this.end = end;
            reader.process(buffer, end);
        }

        @Override
        public int nextRecord() throws IOException {
            // DSL-JSON's getNextToken() fails at the end of its input: the whitespace after the last record is ours to pass.
            int at = reader.getCurrentIndex();
            while (at < end && isWhitespace(buffer[at])) {
                at++;
            }
            if (at == end) {
                return -1;
            }
            reader.getNextToken();
            return at;
        }

        @Override
        public T read() throws IOException {
            DslJsonRegistration.requireRecord(reader);
            return binding.read(reader, unknown);
        }

        private static boolean isWhitespace(byte b) {
            return b == ' ' || b == '\n' || b == '\r' || b == '\t';
        }
    }
}
