package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A file the user names that the tool cannot read is one line on stderr, naming the path and why, and
 * the exit code --help gives for a missing file; never a stack trace or a Java exception's name.
 */
class FileErrorsTest {

    /** Each command that reads a file the user names, with that file last. */
    static Stream<Arguments> commandsReadingAFile() {
        return Stream.of(
                Arguments.of("generate --from-json", List.of("generate", "--records", "1", "--from-json")),
                Arguments.of("verify FILE", List.of("verify", "--format", "json")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commandsReadingAFile")
    void aMissingFileIsOneLineWithItsPathAndExitCode5(String what, List<String> command, @TempDir Path temp) {
        Path missing = temp.resolve("orders.jsonl");

        CliRun run = run(command, missing, temp);

        assertOneLine(run, command.get(0) + ": " + missing + ": no such file or folder");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commandsReadingAFile")
    void aFolderIsOneLineWithItsPathAndExitCode5(String what, List<String> command, @TempDir Path temp)
            throws IOException {
        Path folder = Files.createDirectory(temp.resolve("orders"));

        CliRun run = run(command, folder, temp);

        assertOneLine(run, command.get(0) + ": " + folder + ": a folder, not a file");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commandsReadingAFile")
    void anUnreadableFileIsOneLineWithItsPathAndExitCode5(String what, List<String> command, @TempDir Path temp)
            throws IOException {
        Path file = Files.writeString(temp.resolve("orders.jsonl"), "{\"id\":1}\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("-w-------"));
        assumeFalse(Files.isReadable(file), "a user who reads every file (root) has no unreadable file");

        CliRun run = run(command, file, temp);

        assertOneLine(run, command.get(0) + ": " + file + ": permission denied");
    }

    @Test
    void aDataFolderThatIsAFileIsOneLineWithItsPath(@TempDir Path temp) throws IOException {
        Path file = Files.writeString(temp.resolve("data"), "x");

        CliRun run = CliRun.of("generate", "--records", "5", "--data", file.toString());

        assertOneLine(run, "generate: " + file + ": exists already, and is not a folder");
    }

    @Test
    void helpDocumentsExitCode5ForAMissingFile() {
        CliRun help = CliRun.of("--help");

        assertTrue(help.out().contains(ExitCodes.IO_ERROR + "   file system error: a missing file"), help.out());
    }

    private static CliRun run(List<String> command, Path file, Path temp) {
        List<String> args = new ArrayList<>(command);
        args.add(file.toString());
        if (command.get(0).equals("generate")) {
            args.addAll(List.of("--data", temp.resolve("data").toString()));
        }
        return CliRun.of(args.toArray(String[]::new));
    }

    private static void assertOneLine(CliRun run, String line) {
        assertEquals(ExitCodes.IO_ERROR, run.exitCode(), run.toString());
        assertEquals(List.of(line), run.errLines(), run.toString());
        ErrorWords.assertInUsersWords(line.substring(0, line.indexOf(':')), run);
    }
}
