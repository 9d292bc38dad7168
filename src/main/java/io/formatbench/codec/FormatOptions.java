package io.formatbench.codec;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A format's own options of how it packs its files, beside the tool's {@link Compression} of every
 * file: Avro's block codec is one. A format declares each of its options as a {@link Key} in its own
 * package, with the value its files have unless asked for another, and its module lists it
 * ({@code dataset/FormatModule.options}); everything between the command line and the format's codecs
 * (the generator, the manifest, the benchmark keys, the results, the report) carries them as they are,
 * without knowing which options there are, and a codec reads only its own format's. Only values other
 * than a key's default are held, so two option sets that write the same files are equal. In a manifest
 * and a results file they are an object of the options asked for, by name, each its value's id
 * ({@code {"avro_blocks": "deflate"}}; {@code {}} for the defaults); {@code dataset/FormatOptionsJson}
 * reads it back.
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

        /**
         * What a file of this value is called beside its codec's or format's name, "deflate blocks", and
         * beside the tool's compression: "zstd + deflate blocks".
         */
        String label();
    }

    /**
     * One option of one format.
     *
     * @param name the option's stable name, as a manifest and a results file name it ({@code avro_blocks})
     * @param format the format whose files it is an option of
     * @param values every value it may have, the first its default: the value of a file no one asked
     *     otherwise for
     * @param words how the tool shows it
     */
    public record Key<V extends Value>(String name, Format format, List<V> values, Words words) {
        public Key {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(format, "format");
            values = List.copyOf(values);
            if (values.isEmpty()) {
                throw new IllegalArgumentException("option " + name + " has no values");
            }
            Objects.requireNonNull(words, "words");
        }

        /** The value of a file no one asked otherwise for. */
        public V byDefault() {
            return values.get(0);
        }

        /** The value of an id as a user gives it, in any case; an error that lists the ids for another. */
        public V valueOf(String id) {
            String wanted = id.strip().toLowerCase(Locale.ROOT);
            return values.stream().filter(value -> value.id().equals(wanted)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("unknown " + words.title() + " '" + id
                            + "' (known: " + values.stream().map(Value::id).collect(Collectors.joining(", ")) + ")"));
        }

        /** The value of this option's that {@code value} is, typed: an error for a value of another option. */
        private V cast(Object value) {
            return values.stream().filter(value::equals).findFirst().orElseThrow(() ->
                    new IllegalArgumentException(value + " is no value of option " + name));
        }
    }

    /**
     * How the tool shows an option.
     *
     * @param title the option in words, as messages and the report name it ({@code Avro block codec})
     * @param flag the command-line option of {@code generate} that chooses it ({@code --avro-codec})
     * @param help its help text, its values first, "(default: ${DEFAULT-VALUE})" last
     * @param inTheFile what it does inside the file and to the measured writes and reads, in sentences: the
     *     report says it beside the tool's compression
     * @param property the Maven property the {@code generate-data} profile passes to {@link #flag}
     *     ({@code avroCodec}): what a hint at the Maven command of a dataset names
     */
    public record Words(String title, String flag, String help, String inTheFile, String property) {
        public Words {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(flag, "flag");
            Objects.requireNonNull(help, "help");
            Objects.requireNonNull(inTheFile, "inTheFile");
            Objects.requireNonNull(property, "property");
        }
    }

    private final Map<Key<?>, Object> values;

    private FormatOptions(Map<Key<?>, Object> values) {
        this.values = Map.copyOf(values);
    }

    /** This option's value: the one asked for, or its default. */
    public <V extends Value> V get(Key<V> key) {
        return key.cast(values.getOrDefault(key, key.byDefault()));
    }

    /** These options with {@code key} at {@code value}. */
    public <V extends Value> FormatOptions with(Key<V> key, V value) {
        Map<Key<?>, Object> changed = new HashMap<>(values);
        if (key.cast(value).equals(key.byDefault())) {
            changed.remove(key);
        } else {
            changed.put(key, value);
        }
        return new FormatOptions(changed);
    }

    /** These options with {@code key} at the value of {@code id} ({@link Key#valueOf}): as a file or a user names it. */
    public FormatOptions withValueOf(Key<?> key, String id) {
        return withValue(key, id);
    }

    private <V extends Value> FormatOptions withValue(Key<V> key, String id) {
        return with(key, key.valueOf(id));
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

    /** The options asked for, by their names' order: none at its default. */
    public List<Key<?>> keys() {
        return asked().stream().<Key<?>>map(Asked::key).toList();
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
        return labels().stream().map(label -> " + " + label).collect(Collectors.joining());
    }

    /** What a file of these options is called, each option's: "deflate blocks"; empty for the defaults. */
    public List<String> labels() {
        return asked().stream().map(entry -> entry.value().label()).toList();
    }

    /** Each option asked for in words, "Avro block codec: Avro's deflate codec, level 6"; empty for the defaults. */
    public List<String> descriptions() {
        return asked().stream().map(entry -> entry.key().words().title() + ": " + entry.value().description()).toList();
    }

    /** The command-line options that ask for these, " --avro-codec deflate"; "" for the defaults. */
    public String commandLine() {
        return asked().stream().map(entry -> " " + entry.key().words().flag() + " " + entry.value().id())
                .collect(Collectors.joining());
    }

    /**
     * The options asked for by name, each its value's id, {@code {"avro_blocks": "deflate"}}: what a
     * manifest and a results file hold ({@code dataset/FormatOptionsJson} reads it back).
     */
    @JsonValue
    public Map<String, String> byName() {
        Map<String, String> named = new LinkedHashMap<>();
        asked().forEach(entry -> named.put(entry.key().name(), entry.value().id()));
        return named;
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
