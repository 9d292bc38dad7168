package io.formatbench.run;

import static io.formatbench.CompiledDependencies.classesOf;
import static io.formatbench.CompiledDependencies.compiledClass;
import static io.formatbench.CompiledDependencies.named;
import static io.formatbench.CompiledDependencies.naming;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The runs name nothing of cli/ and no picocli type: cli calls them, words what they tell and maps
 * their failures to exit codes, never the other way round, so that plain Java can run them. Read from
 * the compiled classes ({@link io.formatbench.CompiledDependencies}).
 */
class RunDependenciesTest {

    private static final List<String> FORBIDDEN = List.of("io/formatbench/cli/", "picocli/");

    @Test
    void noRunClassNamesTheCommandLine() throws IOException, URISyntaxException {
        List<Path> classes = classesOf("io/formatbench/run");
        assertTrue(classes.size() >= 6, "the runs' classes: " + classes);
        assertEquals(List.of(), naming(classes, FORBIDDEN));
    }

    /** That the search finds such names where they are: the bench command names picocli and cli. */
    @Test
    void theSearchFindsTheCommandLineInTheBenchCommand() throws IOException, URISyntaxException {
        assertEquals(FORBIDDEN, named(compiledClass("io/formatbench/cli/BenchCommand.class"), FORBIDDEN));
    }
}
