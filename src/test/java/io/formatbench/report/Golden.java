package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compares output with a golden file under src/test/resources/report/. To accept a deliberate change,
 * run the tests with -Dgolden.update=src/test/resources/report and review the diff before committing.
 */
final class Golden {

    private Golden() {}

    static void assertMatches(String name, String actual) {
        String update = System.getProperty("golden.update");
        if (update != null && !update.isBlank()) {
            try {
                Files.createDirectories(Path.of(update));
                Files.writeString(Path.of(update).resolve(name), actual, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return;
        }
        assertEquals(read(name), actual, "differs from src/test/resources/report/" + name
                + " (if the change is intended: -Dgolden.update=src/test/resources/report)");
    }

    private static String read(String name) {
        try (InputStream in = Golden.class.getResourceAsStream("/report/" + name)) {
            if (in == null) {
                throw new AssertionError("no golden file src/test/resources/report/" + name
                        + "; write it with -Dgolden.update=src/test/resources/report");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
