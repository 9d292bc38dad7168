package io.formatbench.dataset;

import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.BinaryJson;
import io.formatbench.codec.json.BinaryJsonModule;
import io.formatbench.codec.json.JsonLinesModule;
import io.formatbench.codec.protobuf.ProtobufModule;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
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

    /**
     * Every option of every format's files, in words and whatever its value, "Avro blocks null": what a
     * message that sets two datasets side by side shows of each.
     */
    public static String optionsInWords(FormatOptions options) {
        return ALL.stream().flatMap(module -> module.options().stream())
                .map(key -> key.title() + " " + options.get(key).id())
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
        return modules;
    }
}
