package io.formatbench.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/** The --jvm option of the commands that fork: a JDK home or a java executable. */
final class JavaOption {

    private JavaOption() {}

    /** The java executable for the forks; blank is the java running this tool. */
    static Path executable(String jvm) {
        if (jvm == null || jvm.isBlank()) {
            return Path.of(System.getProperty("java.home"), "bin", "java");
        }
        Path path = Path.of(jvm);
        Path candidate = Files.isDirectory(path) ? path.resolve("bin").resolve("java") : path;
        if (!Files.isRegularFile(candidate) || !Files.isExecutable(candidate)) {
            throw new FormatBenchCommand.UsageException("--jvm: no java executable at " + candidate
                    + " (give a JDK home or the path of its bin/java)");
        }
        return candidate;
    }
}
