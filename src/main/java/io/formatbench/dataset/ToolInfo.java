package io.formatbench.dataset;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The tool's name, version and the git commit it was built from, as recorded in every output. */
public final class ToolInfo {

    public static final String NAME = "formatbench";

    private static final String UNKNOWN = "unknown";

    private static final String VERSION = read("/formatbench.properties", "version");

    /** Written by the build (pom.xml, execution build-commit) beside the classes. */
    private static final String COMMIT = read("/formatbench/build.properties", "commit");

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

    private static String read(String resource, String key) {
        Properties properties = new Properties();
        try (InputStream in = ToolInfo.class.getResourceAsStream(resource)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return UNKNOWN;
        }
        String value = properties.getProperty(key, UNKNOWN).strip();
        return value.isEmpty() ? UNKNOWN : value;
    }
}
