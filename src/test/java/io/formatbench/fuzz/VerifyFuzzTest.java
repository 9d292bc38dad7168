package io.formatbench.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import io.formatbench.codec.Compression;
import io.formatbench.dataset.DatasetGenerator;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * The command line as a user meets a bad file: {@code verify} on a whole file of either format and
 * any schema, and {@code verify} of a dataset whose manifest is anything at all. Either it passes,
 * or it ends with one line and the exit code of bad input (3) or of a dataset that does not match
 * (4); never a stack trace, another exit code or an Error.
 */
class VerifyFuzzTest {

    private static final Path FOLDER = folder();

    @FuzzTest
    @Timeout(10)
    void verifyAFile(FuzzedDataProvider data) throws IOException {
        String format = data.consumeBoolean() ? "json" : "protobuf";
        String schema = data.pickValue(Schemas.all()).name().toString();
        Path file = FOLDER.resolve("input." + format);
        Files.write(file, data.consumeRemainingAsBytes());

        CliRun run = CliRun.of("verify", "--all-codecs", "--schema", schema, "--format", format, file.toString());

        assertOneOf(run, List.of(ExitCodes.OK, ExitCodes.BAD_INPUT));
        if (run.exitCode() == ExitCodes.BAD_INPUT) {
            // Each codec that refused the file, then their sum (--all-codecs goes on past a refusal).
            List<String> lines = run.err().strip().lines().toList();
            lines.subList(0, lines.size() - 1).forEach(line -> assertTrue(line.startsWith("verify: bad input: " + file
                    + ": record "), run.toString()));
            assertTrue(lines.get(lines.size() - 1).startsWith("verify: " + file + ": " + (lines.size() - 1) + " of "),
                    run.toString());
        }
    }

    @FuzzTest
    @Timeout(10)
    void verifyADatasetWithAnyManifest(byte[] manifest) throws IOException {
        Path dataset = FOLDER.resolve("dataset");
        Files.write(dataset.resolve("manifest.json"), manifest);

        CliRun run = CliRun.of("verify", "--all-codecs", "--data", dataset.toString());

        assertOneOf(run, List.of(ExitCodes.OK, ExitCodes.BAD_INPUT, ExitCodes.DATASET_MISMATCH, ExitCodes.IO_ERROR));
    }

    private static void assertOneOf(CliRun run, List<Integer> exitCodes) {
        assertTrue(exitCodes.contains(run.exitCode()), run.toString());
        if (run.exitCode() != ExitCodes.OK) {
            // A line for each failure, and with several their sum, each the command's: no stack trace. A
            // line may quote the input, which can say anything, but never across a line's end.
            run.err().strip().lines().forEach(line -> assertTrue(line.startsWith("verify: "), "lines of verify's: "
                    + run));
        }
    }

    /** A folder for the inputs, with a real dataset of three records beside the fuzzed manifest. */
    private static Path folder() {
        try {
            Path folder = Files.createTempDirectory("formatbench-fuzz-");
            folder.toFile().deleteOnExit();
            DatasetGenerator.generate(Schemas.USER, 3, 42, 1, Compression.NONE, folder.resolve("dataset"), (done, total)
                    -> { });
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
