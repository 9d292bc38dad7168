package io.formatbench.codec.json.dsljson;

import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;

/**
 * The converter of one record type for DSL-JSON's {@link JsonReader} and {@link JsonWriter}, generated
 * from its .proto (src/codegen): the code DSL-JSON's annotation processor makes of a class (a switch on
 * each name's hash, its NumberConverter and the reader's and writer's own calls), in the proto3 JSON
 * mapping the dataset's files follow. The dsl-json codecs run it, directly or registered with their
 * DslJson ({@link DslJsonRegistration}).
 */
public interface DslJsonBinding<T> {

    Class<T> type();

    /** Writes the record as one JSON object, byte for byte as the dataset's JSON Lines hold it. */
    void write(JsonWriter writer, T record) throws IOException;

    /**
     * Reads one object into the record: the reader's last token is its {@code {}, and is left its
     * {@code }}. A property the record lacks goes to {@code unknown}, which refuses it or has it skipped.
     */
    T read(JsonReader<?> reader, JsonUnknownFields unknown) throws IOException;
}
