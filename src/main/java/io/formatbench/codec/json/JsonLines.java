package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import io.formatbench.codec.RecordWriter;
import java.io.IOException;
import java.io.OutputStream;

/** Record boundaries shared by the JSON codecs, so that they write the same bytes. */
public final class JsonLines {

    /** What ends every record, the last one too. */
    public static final byte NEWLINE = '\n';

    static final SerializedString SEPARATOR = new SerializedString("\n");

    private JsonLines() {}

    /** JSON Lines ends every record, the last one too, with a newline. */
    static void endLastLine(JsonGenerator generator, boolean anyRecord) throws IOException {
        if (anyRecord) {
            generator.writeRaw('\n');
        }
    }

    /** A library's call that writes one record's JSON to a stream, without the newline. */
    public interface RecordText<T> {
        void write(T record, OutputStream out) throws IOException;
    }

    /** JSON Lines of a library's call per record (its facade's), the newline after each record the tool's. */
    public static <T> RecordWriter<T> writer(OutputStream out, RecordText<T> text) {
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                text.write(record, out);
                out.write(NEWLINE);
            }

            @Override
            public void close() throws IOException {
                out.close();
            }
        };
    }
}
