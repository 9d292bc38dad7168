package io.formatbench.measure;

import java.util.Locale;
import java.util.Optional;

/**
 * Whether the dataset can stay in the page cache, where reads measure decoding and not the disk.
 * Linux keeps what it has room for, and no more: 15.7 GB of files on a 24 GiB machine left 11 GB
 * of them cached after reading them all. Past half of the machine's memory, the run says so.
 */
public final class PageCache {

    /** The share of memory the files may take before a run warns; a rule of thumb from that run. */
    static final double MOST_OF_MEMORY = 0.5;

    private PageCache() {}

    /** The warning for files of {@code dataBytes} on a machine of {@code memoryBytes}, if they may not fit. */
    public static Optional<String> warning(long dataBytes, long memoryBytes) {
        if (memoryBytes <= 0 || dataBytes <= memoryBytes * MOST_OF_MEMORY) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "WARNING: the data files take %.1f GB, more than half of this"
                + " machine's %.1f GB of memory: the page cache may not hold them, and reads may then partly measure"
                + " the disk, not the codecs.", dataBytes / 1e9, memoryBytes / 1e9));
    }
}
