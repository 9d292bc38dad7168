package io.formatbench.dataset;

import io.formatbench.codec.Format;
import java.util.List;

/**
 * data/manifest.json: what a dataset holds, written last as its commit marker.
 *
 * @param contentDigest {@link io.formatbench.model.ContentDigest} of the records, "fbd1:" and 16 hex
 *     digits; the same for every file of the dataset
 */
public record Manifest(
        int manifestVersion,
        String schema,
        int schemaVersion,
        long records,
        long seed,
        String toolVersion,
        String contentDigest,
        List<DataFile> files) {

    public static final int CURRENT_VERSION = 1;
    public static final String FILE_NAME = "manifest.json";
    public static final String DIGEST_ALGORITHM = "fbd1";

    /** One data file: its name inside the dataset folder, its format, size and SHA-256. */
    public record DataFile(String name, String format, long bytes, String sha256) {}

    public DataFile file(Format format) {
        return files.stream()
                .filter(file -> file.format().equals(format.id()))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("the manifest lists no " + format + " file"));
    }

    public static String digestLabel(String hex) {
        return DIGEST_ALGORITHM + ":" + hex;
    }
}
