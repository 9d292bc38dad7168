package io.formatbench.codec.json;

import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * jackson-databind exactly as {@link JacksonDatabindCodec} uses it, plus the Blackbird module, which
 * replaces databind's reflective accessors and constructor calls with generated lambdas. Whether
 * that pays here is what its figures say; the codec is kept only if it does, so it is a class of its
 * own and one line in the registry.
 */
public final class JacksonBlackbirdCodec<T> implements Codec<T> {

    public static final String NAME = "jackson-databind-blackbird";

    private final JacksonDatabindCodec<T> databind;

    public JacksonBlackbirdCodec(Class<T> type) {
        this.databind = new JacksonDatabindCodec<>(type, JsonPolicy.mapperBuilder().addModule(new BlackbirdModule()).build());
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Format format() {
        return Format.JSON;
    }

    @Override
    public Style style() {
        return Style.TUNED;
    }

    @Override
    public String description() {
        return "jackson-databind as in jackson-databind, plus the Blackbird module (generated accessors, no reflection)";
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        return databind.newWriter(out);
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        // Databind's reader, so the same problem handler skips and counts unknown properties.
        return databind.newReader(in, source, options);
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return databind.newMessageCodec();
    }
}
