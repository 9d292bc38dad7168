package io.formatbench.dataset;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.codec.FormatOptions;
import java.io.IOException;
import java.util.Map;

/**
 * Reads the format options of a manifest, a benchmark's key or a fork's spec, as
 * {@link FormatOptions#byName()} writes them: {@code {"avro_blocks": "deflate"}}, each option by its
 * name in {@link FormatModules}, each value by its id. An option or a value this tool does not have
 * is an error, never ignored: files of it would be read as files of the defaults.
 */
public final class FormatOptionsJson extends StdDeserializer<FormatOptions> {

    private static final long serialVersionUID = 1L;

    /** The key that holds them in a manifest and in each benchmark of a results file. */
    public static final String FIELD = "format_options";

    public FormatOptionsJson() {
        super(FormatOptions.class);
    }

    @Override
    public FormatOptions deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        JsonNode tree = parser.readValueAsTree();
        if (tree == null || !tree.isObject()) {
            return (FormatOptions) context.handleUnexpectedToken(FormatOptions.class, parser);
        }
        FormatOptions options = FormatOptions.DEFAULTS;
        for (Map.Entry<String, JsonNode> field : tree.properties()) {
            FormatOptions.Key<?> key = FormatModules.option(field.getKey()).orElse(null);
            if (key == null) {
                return (FormatOptions) context.handleWeirdKey(FormatOptions.class, field.getKey(),
                        "no format has an option of this name (known: %s)", known());
            }
            if (!field.getValue().isTextual()) {
                return (FormatOptions) context.handleWeirdStringValue(FormatOptions.class, field.getValue().toString(),
                        "option %s: its value is a string", key.name());
            }
            try {
                options = options.withValueOf(key, field.getValue().asText());
            } catch (IllegalArgumentException unknown) {
                return (FormatOptions) context.handleWeirdStringValue(FormatOptions.class, field.getValue().asText(),
                        "option %s: %s", key.name(), unknown.getMessage());
            }
        }
        return options;
    }

    /** A null (or absent) object is no options asked: the defaults. */
    @Override
    public FormatOptions getNullValue(DeserializationContext context) {
        return FormatOptions.DEFAULTS;
    }

    private static String known() {
        return String.join(", ", FormatModules.options().stream().map(FormatOptions.Key::name).toList());
    }

    /**
     * A manifest's or a benchmark's {@code object} as this tool reads it: one written before format
     * options were carried as one object gave each option a key of its own, by the option's name
     * ({@code "avro_blocks": "null"}), which moves into {@value #FIELD}; one of a tool from before an
     * option at all has neither, and its files were of every option's default ({@code {}}).
     */
    public static void upgrade(JsonNode object) {
        if (!(object instanceof ObjectNode entry) || entry.has(FIELD)) {
            return;
        }
        ObjectNode options = entry.putObject(FIELD);
        for (FormatOptions.Key<?> key : FormatModules.options()) {
            JsonNode own = entry.remove(key.name());
            if (own != null) {
                options.set(key.name(), own);
            }
        }
    }
}
