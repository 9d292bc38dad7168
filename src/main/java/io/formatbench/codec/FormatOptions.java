package io.formatbench.codec;

import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A format's own options of its files, beside the tool's {@link Compression} of every file: Avro's
 * block codec is one ({@code codec/avro/AvroBlockCodec.OPTION}). A format declares each of its options as a
 * {@link Key}, with the value its files have unless asked for another; everything between the command
 * line and the format's codecs carries them as they are, without knowing which options there are, and
 * a codec reads only its own format's. Only values other than a key's default are held, so two option
 * sets that write the same files are equal.
 */
public final class FormatOptions {

    /** No option of any format asked for: every file as its format writes it by default. */
    public static final FormatOptions DEFAULTS = new FormatOptions(Map.of());

    /** A value of an option, in the words the tool shows it in. */
    public interface Value {

        /** Its stable name: on the command line, in manifests and results. */
        String id();

        /** The library and its settings, in words: for help texts and the generator's summary. */
        String description();

        /** What a codec's name or a format's gets wherever a file of this value is named: " + deflate blocks". */
        String label();
    }

    /**
     * One option of one format.
     *
     * @param name the option's stable name, as a manifest and a results file name it ({@code avro_blocks})
     * @param title the option in words, as messages name it ({@code Avro blocks})
     * @param flag the command-line option that chooses it ({@code --avro-codec})
     * @param format the format whose files it is an option of
     * @param type the class of its values
     * @param byDefault the value of a file no one asked otherwise for
     */
    public record Key<V extends Value>(String name, String title, String flag, Format format, Class<V> type,
                                       V byDefault) {
        public Key {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(flag, "flag");
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
    public <V extends Value> V get(Key<V> key) {
        return key.type().cast(values.getOrDefault(key, key.byDefault()));
    }

    /** These options with {@code key} at {@code value}. */
    public <V extends Value> FormatOptions with(Key<V> key, V value) {
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

    /** These options as a dataset of {@code formats} has them: only those formats' own. */
    public FormatOptions of(Collection<Format> formats) {
        Map<Key<?>, Object> own = new HashMap<>(values);
        own.keySet().removeIf(key -> !formats.contains(key.format()));
        return new FormatOptions(own);
    }

    /** The options asked for, by their names' order: each with its value, none at its default. */
    private List<Asked> asked() {
        return values.entrySet().stream()
                .map(entry -> new Asked(entry.getKey(), (Value) entry.getValue()))
                .sorted(Comparator.comparing((Asked asked) -> asked.key().name()))
                .toList();
    }

    private record Asked(Key<?> key, Value value) {}

    /** What a file of these options adds to its codec's or format's name: " + deflate blocks"; "" for the defaults. */
    public String label() {
        return asked().stream().map(entry -> entry.value().label()).collect(Collectors.joining());
    }

    /** Each option asked for in words, "Avro blocks: Avro's deflate codec, level 6"; empty for the defaults. */
    public List<String> descriptions() {
        return asked().stream().map(entry -> entry.key().title() + ": " + entry.value().description()).toList();
    }

    /** The command-line options that ask for these, " --avro-codec deflate"; "" for the defaults. */
    public String commandLine() {
        return asked().stream().map(entry -> " " + entry.key().flag() + " " + entry.value().id())
                .collect(Collectors.joining());
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
        return values.isEmpty() ? "defaults" : asked().stream()
                .map(entry -> entry.key().name() + "=" + entry.value().id()).collect(Collectors.joining(", "));
    }
}
