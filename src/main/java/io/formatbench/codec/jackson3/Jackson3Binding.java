package io.formatbench.codec.jackson3;

import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;

/**
 * Jackson 3 streaming code for one record type, generated beside Jackson 2's
 * {@link io.formatbench.codec.json.JsonBinding} from the same decision of the JSON object: what
 * jackson3-streaming runs. Jackson 3's calls throw unchecked {@code JacksonException}s; the tool's own
 * refusals are still the checked {@link io.formatbench.codec.InvalidRecordException}.
 */
public interface Jackson3Binding<T> {

    Class<T> type();

    void write(JsonGenerator generator, T record) throws IOException;

    /**
     * Reads the fields of one object; the parser stands on its START_OBJECT and is left on its
     * END_OBJECT. A property the record (or an object nested in it) lacks goes to {@code unknown}.
     */
    T read(JsonParser parser, JsonUnknownFields unknown) throws IOException;
}
