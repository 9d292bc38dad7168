package io.formatbench.codec;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A file format of the dataset, with the file extension its data file carries. Each format's value is
 * declared in its own package, beside its module ({@code AvroModule.FORMAT}); which formats there are,
 * and their order, is the registry's ({@code dataset/FormatModules}), which this class, beneath it,
 * finds as a service ({@link FormatCatalog}) instead of importing it. A format is its id: two values of
 * one id are equal, and the registry refuses two modules of one id.
 */
public final class Format implements Comparable<Format> {

    /**
     * JSON Lines (UTF-8, one object per line). Named here, not only in its package, because the core
     * names it on purpose: the baseline, the JSON profile, the message suite's primary codecs, the
     * report's JSON-ceiling section.
     */
    public static final Format JSON = new Format("json", ".jsonl", "JSON Lines (UTF-8, one object per line)");

    /** Length-delimited protobuf: the other headline format, named by the core for the same reasons as {@link #JSON}. */
    public static final Format PROTOBUF = new Format("protobuf", ".pb",
            "length-delimited protobuf (varint length, then the message)");

    private final String id;
    private final String extension;
    private final String description;

    /**
     * A format, as its package declares it once.
     *
     * @param id the stable name on the command line and in files: lowercase letters and digits
     * @param extension its data file's extension, with its dot ({@code .avro})
     * @param description what its files are, in words
     */
    public Format(String id, String extension, String description) {
        if (!id.matches("[a-z][a-z0-9]*")) {
            throw new IllegalArgumentException("a format's id is lowercase letters and digits: '" + id + "'");
        }
        if (!extension.matches("\\.[a-z0-9]+")) {
            throw new IllegalArgumentException("format " + id + ": its extension is a dot and lowercase letters: '"
                    + extension + "'");
        }
        this.id = id;
        this.extension = extension;
        this.description = Objects.requireNonNull(description, "description");
    }

    /** The stable name used on the command line and in results. */
    @JsonValue
    public String id() {
        return id;
    }

    public String extension() {
        return extension;
    }

    public String description() {
        return description;
    }

    /** Every format the tool has, in the registry's order: the order their codecs run and are reported in. */
    public static List<Format> all() {
        return Registered.FORMATS;
    }

    /** The format of an id, in any case: as the command line, the manifest and the results files give it. */
    @JsonCreator
    public static Format fromId(String id) {
        for (Format format : all()) {
            if (format.id.equals(id.toLowerCase(Locale.ROOT))) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown format '" + id + "' (known: "
                + all().stream().map(Format::id).collect(Collectors.joining(", ")) + ")");
    }

    /**
     * The formats of a comma-separated list of ids, or every format for {@code all}, in the registry's
     * order, each once; an error for an unknown id or an empty list.
     */
    public static List<Format> listOf(String ids) {
        if (ids.strip().equalsIgnoreCase("all")) {
            return all();
        }
        Set<Format> formats = new HashSet<>();
        for (String id : ids.split(",")) {
            if (!id.isBlank()) {
                formats.add(fromId(id.strip()));
            }
        }
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("no format in '" + ids + "'");
        }
        return all().stream().filter(formats::contains).toList();
    }

    /** The registry's order. */
    @Override
    public int compareTo(Format other) {
        return Integer.compare(position(), other.position());
    }

    private int position() {
        int position = all().indexOf(this);
        if (position < 0) {
            throw new IllegalStateException("format " + id + " is not registered");
        }
        return position;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Format format && format.id.equals(id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    @Override
    public String toString() {
        return id;
    }

    /** The registry's formats, found once, when first asked for (by then every format's package has declared its value). */
    private static final class Registered {
        static final List<Format> FORMATS = load();

        private static List<Format> load() {
            Iterator<FormatCatalog> catalogs = ServiceLoader.load(FormatCatalog.class, Format.class.getClassLoader())
                    .iterator();
            if (!catalogs.hasNext()) {
                throw new IllegalStateException("no " + FormatCatalog.class.getName() + " on the class path");
            }
            List<Format> formats = List.copyOf(catalogs.next().formats());
            if (catalogs.hasNext()) {
                throw new IllegalStateException("two " + FormatCatalog.class.getName() + "s on the class path");
            }
            return formats;
        }
    }
}
