package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runs name nothing of cli/ and no picocli type: cli calls them, words what they tell and maps
 * their failures to exit codes, never the other way round, so that plain Java can run them. Read from
 * the compiled classes, whose constant pools name every class a class uses, and which a comment
 * cannot fool.
 */
class RunDependenciesTest {

    private static final List<String> FORBIDDEN = List.of("io/formatbench/cli/", "picocli/");

    @Test
    void noRunClassNamesTheCommandLine() throws IOException, URISyntaxException {
        List<Path> classes;
        try (Stream<Path> files = Files.list(classes().resolve("io/formatbench/run"))) {
            classes = files.filter(file -> file.toString().endsWith(".class")).toList();
        }
        assertTrue(classes.size() >= 6, "the runs' classes: " + classes);
        List<String> found = new ArrayList<>();
        for (Path file : classes) {
            for (String name : named(file)) {
                found.add(file.getFileName() + " names " + name);
            }
        }
        assertEquals(List.of(), found);
    }

    /** That the search finds such names where they are: the bench command names picocli and cli. */
    @Test
    void theSearchFindsTheCommandLineInTheBenchCommand() throws IOException, URISyntaxException {
        Path command = classes().resolve("io/formatbench/cli/BenchCommand.class");
        assertEquals(FORBIDDEN, named(command));
    }

    private static List<String> named(Path classFile) throws IOException {
        // Class names in a constant pool are ASCII here: Latin-1 keeps every byte as one char.
        String text = new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1);
        return FORBIDDEN.stream().filter(text::contains).toList();
    }

    private static Path classes() throws URISyntaxException {
        return Path.of(BenchRun.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
