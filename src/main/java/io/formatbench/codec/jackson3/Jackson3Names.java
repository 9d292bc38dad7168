package io.formatbench.codec.jackson3;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.formatbench.generated.GeneratedRecords;
import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.Map;

/**
 * A property's .proto name from the name a line gave it. Jackson 3's databind names a property in its
 * path as the input spelled it (a JSON name, {@code someBytes}, is an alias of the mix-in's property),
 * where Jackson 2's names it by the property's own name, the .proto's ({@code some_bytes}); the tool's
 * refusals name a field by its .proto name whatever name the line used. Read once, on the first
 * refusal, from the generated mix-ins' shared annotations.
 */
final class Jackson3Names {

    /** By record type: each alias (JSON name) of a property, and the property's .proto name. */
    private static final Map<Class<?>, Map<String, String>> ALIASES = aliases();

    private Jackson3Names() {}

    /** The .proto name of the property {@code name} of {@code from} (the record or its type, as a path holds it). */
    static String protoName(Object from, String name) {
        Class<?> type = from instanceof Class<?> named ? named : from == null ? Object.class : from.getClass();
        Map<String, String> aliases = ALIASES.get(type);
        return aliases == null ? name : aliases.getOrDefault(name, name);
    }

    private static Map<Class<?>, Map<String, String>> aliases() {
        Map<Class<?>, Map<String, String>> all = new HashMap<>();
        GeneratedRecords.forEachMixIn((record, mixIn) -> {
            Map<String, String> aliases = new HashMap<>();
            for (Field field : mixIn.getDeclaredFields()) {
                JsonProperty property = field.getAnnotation(JsonProperty.class);
                JsonAlias alias = field.getAnnotation(JsonAlias.class);
                if (property != null && alias != null) {
                    for (String name : alias.value()) {
                        aliases.put(name, property.value());
                    }
                }
            }
            all.put(record, Map.copyOf(aliases));
        });
        return Map.copyOf(all);
    }
}
