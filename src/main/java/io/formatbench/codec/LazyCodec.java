package io.formatbench.codec;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A schema's codec, built the first time it is used for more than its name, format and style. Every
 * schema lists every codec of every format, and a fork, which measures one of them, used to build them
 * all as the schemas loaded: Jackson's object mappers, fastjson2's and DSL-JSON's runtimes, Avro's
 * schemas, before its first pass. The registration states the three things a plan needs without
 * building (what the codec says of itself, stated again where it is registered); the built codec must
 * say the same, which is checked when it is built, so that the two cannot drift apart unseen.
 */
public final class LazyCodec<T> implements Codec<T> {

    private final CodecName name;
    private final Format format;
    private final Style style;
    private final Supplier<Codec<T>> build;
    private Codec<T> built;

    private LazyCodec(CodecName name, Format format, Style style, Supplier<Codec<T>> build) {
        this.name = name;
        this.format = format;
        this.style = style;
        this.build = build;
    }

    /** The codec {@code build} makes, named {@code name}, of {@code format} and {@code style}, built on first use. */
    public static <T> Codec<T> of(CodecName name, Format format, Style style, Supplier<Codec<T>> build) {
        return new LazyCodec<>(name, format, style, build);
    }

    /**
     * The codec itself, built: for code that needs its own class's methods (its binding, its schema),
     * whether or not it was registered lazily.
     */
    public static <T> Codec<T> built(Codec<T> codec) {
        return codec instanceof LazyCodec<T> lazy ? lazy.codec() : codec;
    }

    /** The built codec; built now if not yet. */
    private synchronized Codec<T> codec() {
        if (built == null) {
            Codec<T> codec = build.get();
            if (!codec.name().equals(name) || codec.format() != format || codec.style() != style) {
                throw new IllegalStateException("codec registered as " + name + " (" + format + ", " + style
                        + ") built as " + codec.name() + " (" + codec.format() + ", " + codec.style() + ")");
            }
            built = codec;
        }
        return built;
    }

    @Override
    public CodecName name() {
        return name;
    }

    @Override
    public Format format() {
        return format;
    }

    @Override
    public Style style() {
        return style;
    }

    @Override
    public String description() {
        return codec().description();
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        return codec().newWriter(out);
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        return codec().newReader(in, source, options);
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return codec().newMessageCodec();
    }

    @Override
    public boolean writesDatasetBytes() {
        return codec().writesDatasetBytes();
    }

    @Override
    public boolean readsStrictlyItself() {
        return codec().readsStrictlyItself();
    }

    /** The built codec with these options: what a fork measures, with no lazy step left in between. */
    @Override
    public Optional<OwnObjects<T, ?>> ownObjects() {
        return codec().ownObjects();
    }

    @Override
    public Codec<T> withOptions(FormatOptions options) {
        return codec().withOptions(options);
    }

    @Override
    public String toString() {
        return name.toString();
    }
}
