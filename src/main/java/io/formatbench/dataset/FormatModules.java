package io.formatbench.dataset;

import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.BinaryJson;
import io.formatbench.codec.json.BinaryJsonModule;
import io.formatbench.codec.json.JsonLinesModule;
import io.formatbench.codec.protobuf.ProtobufModule;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The registry of file formats: one line per format's module, in the order their codecs run and are
 * reported. Every {@link Format} has one module, which the class checks as it loads.
 */
public final class FormatModules {

    private static final List<FormatModule> ALL = List.of(
            new JsonLinesModule(),
            new ProtobufModule(),
            new BinaryJsonModule(BinaryJson.CBOR),
            new BinaryJsonModule(BinaryJson.SMILE),
            new AvroModule());

    private static final Map<Format, FormatModule> BY_FORMAT = byFormat();

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

    private static Map<Format, FormatModule> byFormat() {
        Map<Format, FormatModule> modules = new EnumMap<>(Format.class);
        for (FormatModule module : ALL) {
            if (modules.put(module.format(), module) != null) {
                throw new IllegalStateException("two modules of format " + module.format());
            }
        }
        for (Format format : Format.values()) {
            if (!modules.containsKey(format)) {
                throw new IllegalStateException("format " + format + " has no module in FormatModules");
            }
        }
        // Manifests and results files name an option by its name alone.
        Set<String> names = new HashSet<>();
        for (FormatModule module : ALL) {
            for (FormatOptions.Key<?> key : module.options()) {
                if (key.format() != module.format() || !names.add(key.name())) {
                    throw new IllegalStateException("option " + key.name() + " of module " + module.format()
                            + " is of another format or has the name of another option");
                }
            }
        }
        return modules;
    }
}
