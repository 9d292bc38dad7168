package io.formatbench.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Asks a JVM what it is, by starting it with the arguments its forks will have and
 * {@code -XshowSettings:properties -version}: its vendor and exact version are what the results
 * record, and a JVM that does not start so (an option it does not know, a path that is no java)
 * is refused in one line here, not in the middle of the rounds.
 */
final class JvmProbe {

    /** Long enough for a cold JVM on a busy machine; a JVM that takes longer will not run forks either. */
    private static final long TIMEOUT_SECONDS = 60;

    private JvmProbe() {}

    /** What a JVM said of itself. */
    record Said(String vendor, String version, String feature) {}

    /** @throws IllegalArgumentException in one line, naming the JVM, when it does not start or is no java */
    static Said ask(JvmGiven jvm, List<String> everyJvm) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(jvm.java().toString());
        command.addAll(everyJvm);
        command.addAll(jvm.args());
        command.add("-XshowSettings:properties");
        command.add("-version");
        // Its output goes to a file, not a pipe: a JVM that hangs is given up after the timeout, not read forever.
        Path said = Files.createTempFile("formatbench-jvm-", ".txt");
        String output;
        try {
            Process process;
            try {
                process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(said.toFile()).start();
            } catch (IOException e) {
                throw new IllegalArgumentException("--jvm " + jvm + ": cannot start it (" + e.getMessage() + ")");
            }
            process.getOutputStream().close();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                throw new IllegalArgumentException("--jvm " + jvm + ": did not answer -version in " + TIMEOUT_SECONDS
                        + " s");
            }
            // Decoded leniently: what a path that is no java prints may be any bytes.
            output = new String(Files.readAllBytes(said), StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                List<String> args = command.subList(1, command.size() - 2);
                throw new IllegalArgumentException("--jvm " + jvm + ": it does not start"
                        + (args.isEmpty() ? "" : " with " + String.join(" ", args)) + " (exit " + process.exitValue()
                        + "): " + firstLine(output));
            }
        } finally {
            Files.deleteIfExists(said);
        }
        String version = property(output, "java.runtime.version");
        String feature = property(output, "java.specification.version");
        if (version == null || feature == null) {
            throw new IllegalArgumentException("--jvm " + jvm + ": it is no java (its -XshowSettings:properties"
                    + " -version names no java.runtime.version)");
        }
        String vendor = property(output, "java.vendor");
        return new Said(vendor == null ? "unknown" : vendor, version, feature);
    }

    /** The value of "    name = value" in the JVM's settings; null where it has none. */
    static String property(String output, String name) {
        for (String line : output.split("\\R")) {
            String stripped = line.strip();
            if (stripped.startsWith(name + " = ")) {
                return stripped.substring(name.length() + 3).strip();
            }
        }
        return null;
    }

    /** What the JVM said first, as one line: "Unrecognized VM option 'Foo'". */
    private static String firstLine(String output) {
        return output.lines().map(String::strip).filter(line -> !line.isEmpty()).findFirst()
                .orElse("it said nothing");
    }
}
