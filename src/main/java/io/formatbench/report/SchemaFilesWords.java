package io.formatbench.report;

import io.formatbench.dataset.SchemaFiles;
import java.util.ArrayList;
import java.util.List;

/**
 * The .proto files a run's schema was built from, in words, beside the commit: a commit names only
 * what git tracked, and a user's own schema is often untracked or changed.
 */
final class SchemaFilesWords {

    private SchemaFilesWords() {}

    /** "user.proto, SHA-256 1f0e...; untracked by git: orders.proto": the Environment table's cell. */
    static String full(SchemaFiles files) {
        if (files == null) {
            return Units.NOT_AVAILABLE;
        }
        return String.join(", ", files.files()) + ", SHA-256 " + files.sha256() + status(files, "; ");
    }

    /** "its .proto files SHA-256 1f0e2d3c4b5a (untracked by git: orders.proto)": beside the commit in a sentence. */
    static String brief(SchemaFiles files) {
        String status = status(files, "; ");
        return "its .proto " + (files.files().size() == 1 ? "file" : "files") + " SHA-256 "
                + Phrases.commit(files.sha256()) + (status.isEmpty() ? "" : " (" + status.substring(2) + ")");
    }

    /** What the commit does not say of the files, each part after {@code separator}; empty when nothing. */
    private static String status(SchemaFiles files, String separator) {
        List<String> parts = new ArrayList<>();
        if (files.untracked() == null || files.modified() == null) {
            parts.add("whether git tracked them is not known");
        } else {
            if (!files.untracked().isEmpty()) {
                parts.add("untracked by git: " + String.join(", ", files.untracked()));
            }
            if (!files.modified().isEmpty()) {
                parts.add("changed against the commit: " + String.join(", ", files.modified()));
            }
        }
        return parts.stream().map(part -> separator + part).reduce("", String::concat);
    }
}
