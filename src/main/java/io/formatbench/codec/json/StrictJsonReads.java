package io.formatbench.codec.json;

import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import java.io.IOException;
import java.io.InputStream;

/**
 * The strict reads of a JSON codec whose library cannot meet the JSON Lines policy by itself (fastjson2,
 * DSL-JSON; docs/bad-input.md says where): the policy's own reader, jackson-streaming's with every check,
 * reads the file, so that {@code verify} and every read of an unchecked file catch every bad one whatever
 * the codec. The library itself reads files just checked against their manifest: the library variant.
 */
public final class StrictJsonReads<T> {

    private final JacksonStreamingCodec<T> policy;

    public StrictJsonReads(JsonBinding<T> binding) {
        this.policy = new JacksonStreamingCodec<>(binding);
    }

    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        if (!options.strict()) {
            throw new IllegalArgumentException("the JSON policy's reader reads strictly; a library read is the codec's");
        }
        return policy.newReader(in, source, options);
    }
}
