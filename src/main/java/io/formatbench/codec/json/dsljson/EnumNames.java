package io.formatbench.codec.json.dsljson;

import com.dslplatform.json.JsonReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * An enum's values by the hash DSL-JSON reads a string into ({@code calcHash}), each match checked
 * against the name's bytes, so that a value is found without making a String of its name: what the
 * converters DSL-JSON's processor generates for an enum do. Enums are small: a scan of an array.
 */
public final class EnumNames<E extends Enum<E>> {

    private final Class<E> type;
    private final int[] hashes;
    private final byte[][] names;
    private final E[] values;

    private EnumNames(Class<E> type) {
        this.type = type;
        this.values = type.getEnumConstants();
        this.hashes = new int[values.length];
        this.names = new byte[values.length][];
        for (int i = 0; i < values.length; i++) {
            names[i] = values[i].name().getBytes(StandardCharsets.UTF_8);
            hashes[i] = DslJsonValues.hashOf(values[i].name());
        }
    }

    public static <E extends Enum<E>> EnumNames<E> of(Class<E> type) {
        return new EnumNames<>(type);
    }

    public Class<E> type() {
        return type;
    }

    /** Reads the string the reader stands on: its value, or null (an alias, or no name of the enum). */
    E read(JsonReader<?> reader) throws IOException {
        int hash = reader.calcHash();
        for (int i = 0; i < hashes.length; i++) {
            if (hashes[i] == hash && reader.wasLastName(names[i])) {
                return values[i];
            }
        }
        return null;
    }
}
