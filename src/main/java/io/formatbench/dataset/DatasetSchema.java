package io.formatbench.dataset;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import java.util.List;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

/**
 * Everything the tool knows about one record type: its name, its data files, how to generate it,
 * how to hash its content and which codecs can carry it. A new record shape is a new instance of
 * this, registered in {@link Schemas}.
 *
 * @param name the schema's stable name, as in the manifest and the results
 * @param version bumped whenever the records or their encoding change
 * @param fileStem the data files' name without extension, e.g. {@code users}
 * @param contentHash one record's hash for {@link io.formatbench.model.ContentDigest}: every field in full
 * @param checksum a cheaper hash of the record for the measured loop, folded into a ContentDigest too
 * @param codecs every codec of this schema, in the order in which they are run and reported
 */
public record DatasetSchema<T>(
        String name,
        int version,
        String fileStem,
        Class<T> type,
        ToLongFunction<T> contentHash,
        RecordGenerator.Factory<T> generator,
        List<Codec<T>> codecs,
        ToLongFunction<T> checksum) {

    /** A schema whose measured loops hash records in full. */
    public DatasetSchema(String name, int version, String fileStem, Class<T> type, ToLongFunction<T> contentHash,
                         RecordGenerator.Factory<T> generator, List<Codec<T>> codecs) {
        this(name, version, fileStem, type, contentHash, generator, codecs, contentHash);
    }

    /** The data file's name, uncompressed and unsharded: {@code users.jsonl} (see {@link Shards.Shard#fileName}). */
    public String fileName(Format format) {
        return fileStem + format.extension();
    }

    public List<Codec<T>> codecs(Format format) {
        return codecs.stream().filter(codec -> codec.format() == format).toList();
    }

    /** The codec by its stable name, or an error that lists the names there are. */
    public Codec<T> codec(String codecName) {
        return codecs.stream()
                .filter(codec -> codec.name().equals(codecName))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown codec '" + codecName + "' (known: "
                        + codecs.stream().map(Codec::name).collect(Collectors.joining(", ")) + ")"));
    }

    /** The fastest codec of a format: what the generator writes with and verify reads with. */
    public Codec<T> primaryCodec(Format format) {
        List<Codec<T>> ofFormat = codecs(format);
        return ofFormat.stream()
                .filter(codec -> codec.style() == io.formatbench.codec.Style.TUNED)
                .findFirst()
                .orElse(ofFormat.get(0));
    }
}
