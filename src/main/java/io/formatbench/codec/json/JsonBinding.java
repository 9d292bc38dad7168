package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;

/** Hand-written Jackson streaming code for one record type: what the jackson-streaming codec runs. */
public interface JsonBinding<T> {

    Class<T> type();

    /**
     * Sets what this binding's JSON needs on a new JSON generator, once, before its first record;
     * returns it. Most need nothing; the descriptor binding sets JsonFormat's escaping. (CBOR's and
     * Smile's generators have no escaping: their codecs do not call this.)
     */
    default JsonGenerator prepared(JsonGenerator generator) {
        return generator;
    }

    void write(JsonGenerator generator, T record) throws IOException;

    /**
     * Reads the fields of one object; the parser stands on its START_OBJECT and is left on its
     * END_OBJECT. Throws {@link io.formatbench.codec.InvalidRecordException} for a schema violation.
     * A property the record (or an object nested in it) does not have goes to {@code unknown}, which
     * rejects it or skips it: the binding then reads on.
     */
    T read(JsonParser parser, JsonUnknownFields unknown) throws IOException;
}
