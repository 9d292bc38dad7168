package io.formatbench.dataset;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/** The tool's name, version and the git commit it was built from, as recorded in every output. */
public final class ToolInfo {

    public static final String NAME = "formatbench";

    private static final String VERSION = readVersion();

    private ToolInfo() {}

    public static String version() {
        return VERSION;
    }

    /** The commit of the working tree the tool runs in, "+dirty" if it has changes, or "unknown". */
    public static String commit() {
        String head = git("rev-parse", "HEAD");
        if (head.isEmpty()) {
            return "unknown";
        }
        return git("status", "--porcelain", "--untracked-files=no").isEmpty() ? head : head + "+dirty";
    }

    private static String readVersion() {
        Properties properties = new Properties();
        try (InputStream in = ToolInfo.class.getResourceAsStream("/formatbench.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return "unknown";
        }
        return properties.getProperty("version", "unknown");
    }

    private static String git(String... arguments) {
        String[] command = new String[arguments.length + 1];
        command[0] = "git";
        System.arraycopy(arguments, 0, command, 1, arguments.length);
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(false).start();
            process.getOutputStream().close();
            byte[] out = process.getInputStream().readAllBytes();
            if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
                return "";
            }
            return new String(out, StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
