package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A reader of the dataset's files written in Go with a library that is not the tool's
 * (src/test/go/NAME), built with the Go toolchain from the module versions pinned in its go.mod and
 * go.sum: the first build fetches them through the Go module proxy, later builds find them in the
 * module cache offline. Without Go, or without the modules, a test that uses it fails and says so: it
 * never passes unread.
 */
final class GoReader {

    private final Path binary;

    private GoReader(Path binary) {
        this.binary = binary;
    }

    /** Builds src/test/go/{@code name} into target/{@code name}; {@code library} names what it fetches. */
    static GoReader build(String name, String library) throws IOException, InterruptedException {
        Path source = Paths.get("src/test/go", name);
        Path binary = Paths.get("target", name, name).toAbsolutePath();
        Files.createDirectories(binary.getParent());
        ProcessBuilder build = new ProcessBuilder("go", "build", "-mod=readonly", "-o", binary.toString(), ".")
                .directory(source.toFile())
                .redirectErrorStream(true);
        // The toolchain installed, never one Go would download for the go.mod's version line.
        build.environment().put("GOTOOLCHAIN", "local");
        Process process;
        try {
            process = build.start();
        } catch (IOException e) {
            return fail("this test needs Go (go on the PATH, https://go.dev/dl) to build its independent reader, "
                    + source + ": " + e.getMessage());
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
            fail("go build of the reader in " + source + " failed (its first build fetches " + library
                    + " through the Go module proxy): " + output.strip());
        }
        return new GoReader(binary);
    }

    /** What the reader writes on its standard output for these arguments; a failure says its error output. */
    byte[] run(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(binary.toString()));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).start();
        byte[] out = process.getInputStream().readAllBytes();
        String errors = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), binary.getFileName() + " refused " + command + ": " + errors);
        return out;
    }
}
