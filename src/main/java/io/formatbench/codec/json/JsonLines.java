package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;

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

    static InvalidRecordException notAnObject(JsonToken token) {
        return new InvalidRecordException("expected a JSON object, found " + JsonTokens.describe(token));
    }
}
