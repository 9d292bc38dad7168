package io.formatbench.dataset;

import java.util.List;

/**
 * The .proto files a run's schema was built from, as the tool's build compiled them: what the commit
 * alone does not pin down when proto/ holds a user's own, untracked schema. Written in the results'
 * {@code tool} as {@code schema_files}; null in files from before, and where the schema has no .proto
 * the build compiled.
 *
 * @param sha256 SHA-256, lower-case hex, over {@code files} in that order: for each, its path, a line
 *     feed, its content's SHA-256 in lower-case hex and a line feed ({@link SchemaSources#hash})
 * @param files the paths within proto/ of the file that declares the schema's message and of every file
 *     it imports from proto/, directly or not, sorted
 * @param untracked those of {@code files} that git did not track when the tool was built; null when not
 *     known (built outside a git checkout)
 * @param modified those of {@code files} that differed from the build's commit, staged or not; null when
 *     not known
 */
public record SchemaFiles(String sha256, List<String> files, List<String> untracked, List<String> modified) {

    /** Whether some of the files are not the commit's: untracked, or changed against it. */
    public boolean outsideCommit() {
        return untracked != null && !untracked.isEmpty() || modified != null && !modified.isEmpty();
    }
}
