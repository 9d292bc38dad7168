package io.formatbench.report;

import io.formatbench.codec.Compression;
import io.formatbench.results.RunResult;
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

    /**
     * Where a run's records came from: "seed 42", or "imported from orders.jsonl (SHA-256 1a2b3c4d5e6f…)"
     * for a user's own.
     */
    static String recordsOrigin(RunResult.Dataset dataset) {
        if (dataset.imported() == null) {
            return "seed " + dataset.seed();
        }
        String sha256 = dataset.imported().sourceSha256();
        return "imported from " + dataset.imported().source() + " (SHA-256 "
                + (sha256 == null ? Units.NOT_AVAILABLE : sha256.substring(0, Math.min(12, sha256.length())) + "…")
                + ")";
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
