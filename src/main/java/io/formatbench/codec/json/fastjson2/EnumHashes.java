package io.formatbench.codec.json.fastjson2;

import com.alibaba.fastjson2.util.Fnv;

/**
 * An enum's values by the 64-bit hash fastjson2 reads a string into ({@code readValueHashCode}), so that
 * a value is found without making a String of its name: what fastjson2's own enum readers do. Enums are
 * small: a scan of an array beats a map's boxing.
 */
public final class EnumHashes<E extends Enum<E>> {

    private final Class<E> type;
    private final long[] hashes;
    private final E[] values;

    private EnumHashes(Class<E> type) {
        this.type = type;
        this.values = type.getEnumConstants();
        this.hashes = new long[values.length];
        for (int i = 0; i < values.length; i++) {
            hashes[i] = Fnv.hashCode64(values[i].name());
        }
    }

    public static <E extends Enum<E>> EnumHashes<E> of(Class<E> type) {
        return new EnumHashes<>(type);
    }

    public Class<E> type() {
        return type;
    }

    /** The value whose name hashes to {@code hash}, or null (an alias, or no name of the enum). */
    E of(long hash) {
        for (int i = 0; i < hashes.length; i++) {
            if (hashes[i] == hash) {
                return values[i];
            }
        }
        return null;
    }
}
