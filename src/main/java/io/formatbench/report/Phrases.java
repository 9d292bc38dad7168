package io.formatbench.report;

import io.formatbench.codec.Compression;
import java.util.Locale;

/**
 * The small English phrases the report's sentences are built from, so that "1 fork" and "3 forks",
 * or a dataset's compression, read the same in every section.
 */
final class Phrases {

    private Phrases() {}

    /** "1 fork", "3 forks", "2 passes". */
    static String plural(long count, String noun) {
        return count + " " + noun + (count == 1 ? "" : noun.endsWith("s") ? "es" : "s");
    }

    /** The text with its first letter upper case: a label at the start of a sentence or heading. */
    static String capitalized(String text) {
        return text == null || text.isEmpty() ? "Unlabelled" : text.substring(0,
                1).toUpperCase(Locale.ROOT) + text.substring(1);
    }

    /** ", zstd" for a compressed dataset; nothing for an uncompressed one, as before compression was a choice. */
    static String compressed(Compression compression) {
        return compression != null && compression.compressed() ? ", " + compression : "";
    }

    /** The first 12 hex digits, keeping a "+dirty" mark: enough to find the commit, short enough to read. */
    static String commit(String commit) {
        if (commit == null) {
            return Units.NOT_AVAILABLE;
        }
        int plus = commit.indexOf('+');
        String hash = plus < 0 ? commit : commit.substring(0, plus);
        return (hash.length() > 12 ? hash.substring(0, 12) : hash) + (plus < 0 ? "" : commit.substring(plus));
    }
}
