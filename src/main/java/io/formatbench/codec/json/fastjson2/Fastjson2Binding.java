package io.formatbench.codec.json.fastjson2;

import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;

/**
 * The code of one record type for fastjson2's {@link JSONReader} and {@link JSONWriter}, generated from
 * its .proto (src/codegen): what fastjson2's own code generation makes of a class for its
 * ObjectReader and ObjectWriter (a switch on each name's 64-bit hash, the library's typed reads and
 * writes), in the proto3 JSON mapping the dataset's files follow. The fastjson2 codecs run it, directly
 * or as the type's registered ObjectReader and ObjectWriter ({@link Fastjson2Registration}).
 */
public interface Fastjson2Binding<T> {

    Class<T> type();

    /** Writes the record as one JSON object, byte for byte as the dataset's JSON Lines hold it. */
    void write(JSONWriter writer, T record) throws IOException;

    /**
     * Reads one object into the record: the reader stands on its {@code {} and is left after its
     * {@code }}. A property the record lacks goes to {@code unknown}, which refuses it or has it skipped.
     */
    T read(JSONReader reader, JsonUnknownFields unknown) throws IOException;
}
