package io.formatbench.results;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Lookup of a value by its stable name, with an error that lists the names there are. */
final class Ids {

    private Ids() {}

    static <E> E byId(E[] values, Function<E, String> id, String wanted, String what) {
        String key = String.valueOf(wanted).strip().toLowerCase(Locale.ROOT);
        for (E value : values) {
            if (id.apply(value).equals(key)) {
                return value;
            }
        }
        throw new IllegalArgumentException("unknown " + what + " '" + wanted + "' (known: "
                + Arrays.stream(values).map(id).collect(Collectors.joining(", ")) + ")");
    }
}
