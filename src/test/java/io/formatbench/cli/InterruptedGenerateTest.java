package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.fs.FolderLock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A generate killed with kill -9 in another JVM, and the generates that come after it. */
class InterruptedGenerateTest {

    @Test
    void aKilledGenerateKeepsTheOldDatasetBlocksNoOneAndTheNextGenerateRemovesWhatItLeft(@TempDir Path temp)
            throws Exception {
        Path data = temp.resolve("data");
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--records", "1000", "--data", data.toString()).exitCode());
        Manifest old = ManifestFiles.read(data);

        // Far more records than it can write before it is killed: it is mid-write when the checks run.
        Process writer = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "generate", "--records",
                "5000000", "--data", data.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            awaitTemporaries(data, writer);

            CliRun second = CliRun.of("generate", "--records", "1000", "--data", data.toString());
            assertEquals(ExitCodes.IO_ERROR, second.exitCode(), second.toString());
            assertEquals(List.of("generate: " + data.resolve(FolderLock.FILE_NAME)
                    + ": another generate is writing this"
                    + " folder (pid " + writer.pid() + "); wait for it to end or stop it, then run this again"),
                    second.errLines());
        } finally {
            writer.destroyForcibly(); // SIGKILL: no shutdown hook runs
            assertTrue(writer.waitFor(60, TimeUnit.SECONDS), "the killed generate ended");
        }
        int left = temporaries(data).size();
        assertEquals(2, left, "the killed generate left its two data files' temporaries: " + names(data));
        assertEquals(old, ManifestFiles.read(data));
        CliRun verify = CliRun.of("verify", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), "the old dataset is intact: " + verify);

        CliRun next = CliRun.of("generate", "--records", "1000", "--seed", "7", "--data", data.toString());
        assertEquals(ExitCodes.OK, next.exitCode(), next.toString());
        assertTrue(next.err().startsWith("generate: removed 2 temporary file(s) of an interrupted generate from "
                + data),
                next.err());
        assertEquals(Set.of("users.jsonl", "users.pb", "manifest.json", FolderLock.FILE_NAME), names(data));
        assertEquals(7, ManifestFiles.read(data).seed());
    }

    /** Until the writer has created its temporary files, which it does only once it holds the folder. */
    private static void awaitTemporaries(Path data, Process writer) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (temporaries(data).size() < 2) {
            assertTrue(writer.isAlive(), "the writer is running");
            assertTrue(System.nanoTime() < deadline, "the writer started writing within 60 s");
            Thread.sleep(20);
        }
    }

    private static List<Path> temporaries(Path data) throws IOException {
        try (Stream<Path> entries = Files.list(data)) {
            return entries.filter(path
                    -> path.getFileName().toString().matches("\\.users\\.(jsonl|pb)\\..*\\.tmp")).toList();
        }
    }

    private static Set<String> names(Path data) throws IOException {
        try (Stream<Path> entries = Files.list(data)) {
            return entries.map(path -> path.getFileName().toString()).collect(Collectors.toSet());
        }
    }
}
