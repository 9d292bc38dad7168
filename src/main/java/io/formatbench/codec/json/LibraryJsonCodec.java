package io.formatbench.codec.json;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.io.InputStream;

/**
 * A JSON Lines codec of a library that cannot meet the JSON Lines policy by itself (fastjson2, DSL-JSON;
 * docs/bad-input.md says where). Its strict reads are the policy's own reader, jackson-streaming's with
 * every check, so that {@code verify} and every read of an unchecked file catch every bad one whatever the
 * codec; the library itself reads files just checked against their manifest: the library variant.
 */
public abstract class LibraryJsonCodec<T> implements Codec<T> {

    private final JacksonStreamingCodec<T> policy;

    /** @param policy the record's Jackson binding, which the policy's reader runs */
    protected LibraryJsonCodec(JsonBinding<T> policy) {
        this.policy = new JacksonStreamingCodec<>(policy);
    }

    @Override
    public final Format format() {
        return Format.JSON;
    }

    @Override
    public final boolean readsStrictlyItself() {
        return false;
    }

    @Override
    public final RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        return options.strict() ? policy.newReader(in, source, options)
                : newLibraryReader(in, source, JsonUnknownFields.of(options.unknownFields()));
    }

    /** The library's own reader, with the library's checks; unknown fields as {@code unknown} says. */
    protected abstract RecordReader<T> newLibraryReader(InputStream in, String source, JsonUnknownFields unknown)
            throws IOException;
}
