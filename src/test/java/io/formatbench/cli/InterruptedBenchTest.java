package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.bench.TestForks;
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

/**
 * A benchmark run stopped as Ctrl-C or a killed Maven stops it: SIGTERM to the run, mid-fork. The run and its
 * forks stop their JIT at C1, as TestForks says: what a stopped run leaves has nothing to do with a compiler
 * tier, and a fork's passes only last longer, which the wait for one writing does not mind.
 */
class InterruptedBenchTest {

    @Test
    void aStoppedRunStopsItsForkAndLeavesTheDatasetAndEarlierResultsAsTheyWere(@TempDir Path temp) throws Exception {
        Path data = temp.resolve("data");
        Path results = temp.resolve("results");
        // Records enough that each write fork writes its scratch file for a while, in every pass.
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--records", "5000", "--data", data.toString()).exitCode());
        // An earlier run's results, as a run leaves them (its run folder holds its files.json): the stopped run
        // must not touch them. Any bytes do; which run wrote them, the stopped run cannot tell.
        Path earlier = Files.createDirectories(results.resolve("earlier")).resolve("files.json");
        Files.writeString(earlier, "{\n  \"result_version\" : 5,\n  \"benchmarks\" : [ ]\n}\n");
        byte[] earlierResults = Files.readAllBytes(earlier);
        Set<String> dataFiles = names(data);

        Process run = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                TestForks.C1_ONLY_ARG, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "bench",
                "--data", data.toString(), "--results", results.toString(), "--run", "stopped", "--operations",
                "write", "--forks", "50", "--max-forks", "50", "--precision", "none", "--heap", "128m",
                TestForks.C1_ONLY)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<ProcessHandle> forks = awaitForkWriting(run, data);
        run.destroy(); // SIGTERM: the JVM runs its shutdown hooks, as on Ctrl-C
        assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the run ended");

        for (ProcessHandle fork : forks) {
            assertTrue(fork.onExit().get(10, TimeUnit.SECONDS) != null && !fork.isAlive(), "fork " + fork.pid()
                    + " stopped");
        }
        assertEquals(dataFiles, names(data), "no scratch file left beside the dataset");
        assertArrayEquals(earlierResults, Files.readAllBytes(earlier));
        assertFalse(Files.exists(results.resolve("stopped").resolve("files.json")), "no results of a stopped run");
        CliRun verify = CliRun.of("verify", "--data", data.toString());
        assertEquals(ExitCodes.OK, verify.exitCode(), verify.toString());
    }

    /** Until a fork of the run (a JVM of its own, a child of the run) is writing its scratch file. */
    private static List<ProcessHandle> awaitForkWriting(Process run, Path data) throws Exception {
        String scratch = ".bench-" + run.pid() + ".tmp";
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (true) {
            List<ProcessHandle> children = run.toHandle().children().toList();
            if (!children.isEmpty() && names(data).stream().anyMatch(name -> name.endsWith(scratch))) {
                return children;
            }
            assertTrue(run.isAlive(), "the run is running");
            assertTrue(System.nanoTime() < deadline, "a fork of the run was writing within 60 s");
            Thread.sleep(5);
        }
    }

    private static Set<String> names(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(path -> path.getFileName().toString()).collect(Collectors.toSet());
        }
    }
}
