package io.formatbench.dataset;

import io.formatbench.codec.Format;
import io.formatbench.codec.FormatCatalog;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.codec.json.binary.BinaryJsonModule;
import io.formatbench.codec.json.JsonLinesModule;
import io.formatbench.codec.protobuf.ProtobufModule;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The registry of file formats: one line per format's module, in the order their codecs run and are
 * reported. A format's value ({@link Format}) is its module's; the formats there are, and their order,
 * are this list's, which {@link Format#all()} gets through {@link Catalog}. The class checks as it
 * loads that no two modules have one format id and that each option is its module's own.
 */
public final class FormatModules {

    private static final List<FormatModule> ALL = List.of(
            new JsonLinesModule(),
            new ProtobufModule(),
            new BinaryJsonModule(BinaryJson.CBOR),
            new BinaryJsonModule(BinaryJson.SMILE),
            new BinaryJsonModule(BinaryJson.MSGPACK),
            new AvroModule());

    private static final Map<Format, FormatModule> BY_FORMAT = checked(ALL);

    private FormatModules() {}

    /** Every format's module, in the order of their codecs. */
    public static List<FormatModule> all() {
        return ALL;
    }

    /** The module of a format. */
    public static FormatModule of(Format format) {
        return BY_FORMAT.get(format);
    }

    /** Every option of every format's files, in the order of the formats' modules. */
    public static List<FormatOptions.Key<?>> options() {
        return ALL.stream().<FormatOptions.Key<?>>flatMap(module -> module.options().stream()).toList();
    }

    /** The option of this name ({@link FormatOptions.Key#name}), as manifests and results files give it. */
    public static Optional<FormatOptions.Key<?>> option(String name) {
        return options().stream().filter(key -> key.name().equals(name)).findFirst();
    }

    /**
     * Every option of every format's files, in words and whatever its value, "Avro block codec null":
     * what a message that sets two datasets side by side shows of each.
     */
    public static String optionsInWords(FormatOptions options) {
        return options().stream()
                .map(key -> key.words().title() + " " + options.get(key).id())
                .collect(Collectors.joining(", "));
    }

    /**
     * {@code modules} by their formats, in their order, once checked: no two of one format id, and each
     * option of its module's format under a name no other option has. It must not ask {@link Format#all()},
     * which this class, as it loads, is what answers.
     */
    static Map<Format, FormatModule> checked(List<FormatModule> modules) {
        Map<Format, FormatModule> byFormat = new LinkedHashMap<>();
        for (FormatModule module : modules) {
            if (byFormat.put(module.format(), module) != null) {
                throw new IllegalStateException("two modules of format " + module.format());
            }
        }
        // Manifests and results files name an option by its name alone.
        Set<String> names = new HashSet<>();
        for (FormatModule module : modules) {
            for (FormatOptions.Key<?> key : module.options()) {
                if (!key.format().equals(module.format()) || !names.add(key.name())) {
                    throw new IllegalStateException("option " + key.name() + " of module " + module.format()
                            + " is of another format or has the name of another option");
                }
            }
        }
        return byFormat;
    }

    /** The registry as {@link Format#all()} finds it ({@code META-INF/services/io.formatbench.codec.FormatCatalog}). */
    public static final class Catalog implements FormatCatalog {
        @Override
        public List<Format> formats() {
            return List.copyOf(BY_FORMAT.keySet());
        }
    }
}
