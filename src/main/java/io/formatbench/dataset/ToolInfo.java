package io.formatbench.dataset;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

/** The tool's name, version and the git commit it was built from, as recorded in every output. */
public final class ToolInfo {

    public static final String NAME = "formatbench";

    private static final String UNKNOWN = "unknown";

    private static final String VERSION = read("/formatbench.properties", "version");

    /** Written by the build (pom.xml, execution build-commit) beside the classes. */
    private static final String BUILD = "/formatbench/build.properties";

    private static final String COMMIT = read(BUILD, "commit");

    private static final List<String> PROTO_UNTRACKED = list(BUILD, "proto_untracked");

    private static final List<String> PROTO_MODIFIED = list(BUILD, "proto_modified");

    private ToolInfo() {}

    public static String version() {
        return VERSION;
    }

    /**
     * The commit the tool was built from, "+dirty" if its tracked files had changes when it was built,
     * or "unknown" (built outside a git checkout of the project). Read from the build, not asked of git
     * at run time: the directory the tool runs in may be another repository, or this one at another
     * commit.
     */
    public static String commit() {
        return COMMIT;
    }

    /**
     * The .proto files of proto/ (paths within it) that git did not track when the tool was built; null
     * when not known (built outside a git checkout). The commit's "+dirty" ignores untracked files.
     */
    public static List<String> protoUntracked() {
        return PROTO_UNTRACKED;
    }

    /** The .proto files of proto/ that differed from the commit when the tool was built; null when not known. */
    public static List<String> protoModified() {
        return PROTO_MODIFIED;
    }

    /** A comma-separated list the build wrote; null when it wrote no such key. */
    private static List<String> list(String resource, String key) {
        String value = properties(resource).getProperty(key);
        if (value == null) {
            return null;
        }
        return Arrays.stream(value.split(",")).map(String::strip).filter(path -> !path.isEmpty()).toList();
    }

    private static Properties properties(String resource) {
        Properties properties = new Properties();
        try (InputStream in = ToolInfo.class.getResourceAsStream(resource)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            // As if the build had written nothing: every value unknown.
        }
        return properties;
    }

    private static String read(String resource, String key) {
        String value = properties(resource).getProperty(key, UNKNOWN).strip();
        return value.isEmpty() ? UNKNOWN : value;
    }
}
