package io.formatbench.dataset;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.OwnObjects;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/**
 * Everything the tool knows about one record type: its name, its data files, how to generate it, its
 * bindings (generated from its .proto: how to hash its content and map it to each format) and which
 * codecs can carry it. Every schema is a message of proto/, registered in {@link Schemas}.
 *
 * @param name the schema's stable name, as in the manifest and the results
 * @param version bumped whenever the records or their encoding change
 * @param fileStem the data files' name without extension, e.g. {@code users}
 * @param bindings the record's generated bindings ({@link RecordBindings})
 * @param contentHash one record's hash for {@link io.formatbench.model.ContentDigest}: every field in
 *     full; the bindings' own, held once so that no loop makes a function per record
 * @param checksum a cheaper hash of the record for the measured loop, folded into a ContentDigest too
 * @param codecs every codec of this schema, in the order in which they are run and reported; each of
 *     its own name, which is a codec's identity within its schema (see {@link CodecName})
 */
public record DatasetSchema<T>(
        SchemaName name,
        int version,
        String fileStem,
        RecordBindings<T, ?> bindings,
        ToLongFunction<T> contentHash,
        RecordGenerator.Factory<T> generator,
        List<Codec<T>> codecs,
        ToLongFunction<T> checksum) {

    public DatasetSchema {
        codecs = List.copyOf(codecs);
        Set<CodecName> names = new HashSet<>();
        for (Codec<T> codec : codecs) {
            if (!names.add(codec.name())) {
                throw new IllegalArgumentException("schema " + name + " has two codecs named " + codec.name());
            }
        }
    }

    /** A schema of these bindings, its records made by {@code generator}. */
    public DatasetSchema(SchemaName name, int version, String fileStem, RecordBindings<T, ?> bindings,
                         RecordGenerator.Factory<T> generator, List<Codec<T>> codecs) {
        this(name, version, fileStem, bindings, bindings::hash, generator, codecs, bindings::checksum);
    }

    /** The record's class. */
    public Class<T> type() {
        return bindings.type();
    }

    /** The same schema with its records from elsewhere: a user's own ({@link ImportedRecords}). */
    public DatasetSchema<T> withRecords(RecordGenerator.Factory<T> records) {
        return new DatasetSchema<>(name, version, fileStem, bindings, contentHash, records, codecs, checksum);
    }

    /** The data file's name, uncompressed and unsharded: {@code users.jsonl} (see {@link Shards.Shard#fileName}). */
    public String fileName(Format format) {
        return fileStem + format.extension();
    }

    public List<Codec<T>> codecs(Format format) {
        return codecs.stream().filter(codec -> codec.format() == format).toList();
    }

    /**
     * The codec of this name, or an error that lists the names there are: what a JVM does once, where
     * it starts, with the name its options, its fork's spec or its JMH parameters give.
     */
    public Codec<T> codec(CodecName codecName) {
        return codecs.stream()
                .filter(codec -> codec.name().equals(codecName))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown codec '" + codecName + "' (known: "
                        + codecs.stream().map(codec -> codec.name().toString()).collect(Collectors.joining(", "))
                        + ")"));
    }

    /**
     * The objects a benchmark of {@code codec} runs on: its library's own ({@link Codec#ownObjects}, protoc's
     * messages) where it has them, as its users run it; otherwise the records themselves.
     */
    public OwnObjects<T, ?> objectsOf(Codec<T> codec) {
        return codec.ownObjects().orElseGet(() -> onRecords(codec));
    }

    /** {@code codec} on the records themselves, with their hash and checksum: a codec on its own objects maps to them. */
    public OwnObjects<T, T> onRecords(Codec<T> codec) {
        return new OwnObjects<>(codec, Function.identity(), contentHash, checksum);
    }

    /** The fastest codec of a format: what the generator writes with and verify reads with. */
    public Codec<T> primaryCodec(Format format) {
        List<Codec<T>> ofFormat = codecs(format);
        return ofFormat.stream()
                .filter(codec -> codec.style() == Style.TUNED)
                .findFirst()
                .orElse(ofFormat.get(0));
    }
}
