package io.formatbench.codec.json.dsljson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import io.formatbench.model.Bytes;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;

class DslJsonBytesTest {

    private static final int BUFFER = 64;

    /**
     * A bytes value at every position up to the end of a writer bound to a stream, as the direct
     * codec's is: a one-byte value at the buffer's end was written past it (a 1M-record `message`
     * write failed at record 690,710).
     */
    @Test
    void aBytesValueOfAnyLengthAnywhereInTheBufferIsItsBase64InQuotes() {
        for (int length = 0; length <= 7; length++) {
            byte[] value = new byte[length];
            for (int i = 0; i < length; i++) {
                value[i] = (byte) (0xf0 + i * 5);
            }
            String expected = "\"" + Base64.getEncoder().encodeToString(value) + "\"";
            for (int before = BUFFER - 12; before <= BUFFER + 2; before++) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                JsonWriter writer = new DslJson<>().newWriter(BUFFER);
                writer.reset(out);
                String filler = "x".repeat(before);
                writer.writeAscii(filler);
                DslJsonValues.writeBytes(writer, Bytes.copyOf(value));
                writer.writeByte((byte) '\n');
                writer.flush();
                assertEquals(filler + expected + "\n", out.toString(StandardCharsets.US_ASCII),
                        length + " bytes after " + before);
            }
        }
    }
}
