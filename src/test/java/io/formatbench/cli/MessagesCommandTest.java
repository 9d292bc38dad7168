package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad settings of the message benchmark end in one line and exit code 2, before JMH starts. */
class MessagesCommandTest {

    @TempDir
    Path results;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--schema=order      | --schema: unknown schema 'order' (known: user, ",
        "--codecs=gson       | --codecs: unknown codec 'gson' (known: jackson-databind, jackson-streaming,",
        "--threads=0         | --threads must be at least 1, was 0",
        "--threads=two       | --threads must be a whole number, was 'two'",
        "--batches=5         | --batches: '5' is not one of 1, 10, 100",
        "--batches=1,ten     | --batches: 'ten' is not one of 1, 10, 100",
        "--time=fast         | --time must be a duration such as 500ms, 1s or 2m, was 'fast'",
        "--time=0ms          | --time must be a duration such as 500ms, 1s or 2m, was '0ms'",
        "--forks=0           | --forks must be at least 1, was 0",
        "--iterations=0      | --iterations must be at least 1, was 0",
        "--warmups=-1        | --warmups must be at least 0, was -1",
        "--run=../up         | --run: a run id is letters, digits",
        "--jvm=/no/such/java | --jvm: no java executable at /no/such/java",
    })
    void aBadSettingIsOneLineAndExitCodeTwo(String option, String message) {
        CliRun run = CliRun.of("messages", option, "--results=" + results);
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertEquals(1, run.errLines().size(), run.toString());
        assertTrue(run.err().contains(message), run.toString());
        assertFalse(run.err().contains("Exception"), run.toString());
        assertTrue(isEmpty(results), "nothing written for a refused run");
    }

    private static boolean isEmpty(Path folder) {
        try (var files = Files.list(folder)) {
            return files.findAny().isEmpty();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
