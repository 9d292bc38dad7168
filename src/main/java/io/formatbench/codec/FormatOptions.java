package io.formatbench.codec;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A format's own options of its files, beside the tool's {@link Compression} of every file: Avro's
 * block codec is one ({@link AvroBlockCodec#OPTION}). A format declares each of its options as a
 * {@link Key}, with the value its files have unless asked for another; everything between the command
 * line and the format's codecs carries them as they are, without knowing which options there are, and
 * a codec reads only its own format's. Only values other than a key's default are held, so two option
 * sets that write the same files are equal.
 */
public final class FormatOptions {

    /** No option of any format asked for: every file as its format writes it by default. */
    public static final FormatOptions DEFAULTS = new FormatOptions(Map.of());

    /**
     * One option of one format.
     *
     * @param name the option's stable name, as a manifest and a results file name it ({@code avro_blocks})
     * @param format the format whose files it is an option of
     * @param type the class of its values
     * @param byDefault the value of a file no one asked otherwise for
     */
    public record Key<V>(String name, Format format, Class<V> type, V byDefault) {
        public Key {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(format, "format");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(byDefault, "byDefault");
        }
    }

    private final Map<Key<?>, Object> values;

    private FormatOptions(Map<Key<?>, Object> values) {
        this.values = Map.copyOf(values);
    }

    /** This option's value: the one asked for, or its default. */
    public <V> V get(Key<V> key) {
        return key.type().cast(values.getOrDefault(key, key.byDefault()));
    }

    /** These options with {@code key} at {@code value}. */
    public <V> FormatOptions with(Key<V> key, V value) {
        Map<Key<?>, Object> changed = new HashMap<>(values);
        if (value.equals(key.byDefault())) {
            changed.remove(key);
        } else {
            changed.put(key, key.type().cast(value));
        }
        return new FormatOptions(changed);
    }

    /**
     * These options as files of {@code format} have them: its own format's, every other format's at
     * their defaults. What a dataset's options are for each of its files, and each format's benchmarks.
     */
    public FormatOptions of(Format format) {
        Map<Key<?>, Object> own = new HashMap<>(values);
        own.keySet().removeIf(key -> key.format() != format);
        return new FormatOptions(own);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof FormatOptions options && values.equals(options.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    /** "avro_blocks=deflate", or "defaults". */
    @Override
    public String toString() {
        if (values.isEmpty()) {
            return "defaults";
        }
        Map<String, Object> byName = new TreeMap<>();
        values.forEach((key, value) -> byName.put(key.name(), value));
        return byName.entrySet().stream().map(entry -> entry.getKey() + "=" + entry.getValue())
                .collect(Collectors.joining(", "));
    }
}
