package io.formatbench.codec.json.fastjson2;

import com.alibaba.fastjson2.JSONException;
import com.alibaba.fastjson2.JSONFactory;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
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
 * JSON Lines through fastjson2's JSONWriter and JSONReader directly, its fastest path: one JSONWriter
 * for the whole file, which fastjson2 grows as a byte array, handed to the stream ({@code flushTo}) each
 * time it holds {@link IoStack#BUFFER_BYTES}; one read context, and a JSONReader over each chunk of whole
 * lines ({@link io.formatbench.codec.json.framing.JsonLineChunks}: byte-array input, fastjson2's fastest), the
 * records read back to back by the generated binding, with no look-up of the type's reader per record.
 *
 * <p>Strict reads are the JSON policy's reader's ({@link LibraryJsonCodec}): see {@link Fastjson2Codec}.
 */
public final class Fastjson2DirectCodec<T> extends LibraryJsonCodec<T> {

    public static final CodecName NAME = CodecName.of("fastjson2-direct");

    private final Fastjson2Binding<T> binding;

    public Fastjson2DirectCodec(Fastjson2Binding<T> binding, JsonBinding<T> policy) {
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
        return "fastjson2 JSONWriter for the file, flushed every 64 KiB; a JSONReader over each chunk of whole lines,"
                + " the record's binding generated from the .proto";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new Fastjson2Messages.Direct<>(binding);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) {
        JSONWriter writer = JSONWriter.ofUTF8();
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                try {
                    binding.write(writer, record);
                } catch (JSONException e) {
                    throw Fastjson2Registration.asIoException(e);
                }
                writer.writeRaw(JsonLines.NEWLINE);
                if (writer.size() >= IoStack.BUFFER_BYTES) {
                    writer.flushTo(out);
                }
            }

            @Override
            public void close() throws IOException {
                try (out; writer) {
                    writer.flushTo(out);
                }
            }
        };
    }

    @Override
    protected RecordReader<T> newLibraryReader(InputStream in, String source, JsonUnknownFields unknown)
            throws IOException {
        return new ChunkedJsonLines<>(in, source, new ChunkParser<>(binding, unknown), unknown::skipped);
    }

    /** One fastjson2 read context for the file, and a JSONReader over each chunk. */
    private static final class ChunkParser<T> implements ChunkedJsonLines.Parser<T> {
        private final Fastjson2Binding<T> binding;
        private final JsonUnknownFields unknown;
        private final JSONReader.Context context = JSONFactory.createReadContext();
        private JSONReader reader;

        ChunkParser(Fastjson2Binding<T> binding, JsonUnknownFields unknown) {
            this.binding = binding;
            this.unknown = unknown;
        }

        @Override
        public void chunk(byte[] buffer, int end) throws IOException {
            if (reader != null) {
                reader.close();
            }
            try {
                // fastjson2 reads the first character already here.
                reader = JSONReader.of(buffer, 0, end, context);
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        }

        @Override
        public int nextRecord() {
            // The reader stands on the next character that is not whitespace, one past its offset.
            return reader.isEnd() ? -1 : reader.getOffset() - 1;
        }

        @Override
        public T read() throws IOException {
            try {
                Fastjson2Values.requireRecord(reader);
                return binding.read(reader, unknown);
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        }
    }
}
