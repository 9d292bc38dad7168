package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * A machine whose speed changes with no other process to see: the forks are stopped and let go
 * again by signals, at random, as a CPU quota or a busy VM host does. /proc/stat sees nothing
 * (a stopped process uses no CPU, and nothing else runs); the speed canary must, from its runs before
 * the measured passes only, each fork's slowest left out: enough of them (two forks of five passes)
 * that random stops show in more than one run of a fork.
 */
@EnabledOnOs(OS.LINUX)
class UnsteadyMachineTest {

    @Test
    void aMachineThatStopsAndGoesIsCalledUnsteadyAndNamed(@TempDir Path folder) throws Exception {
        Path data = folder.resolve("data");
        CliRun generate = CliRun.of("generate", "--records", "20000", "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.err());

        Throttler throttler = new Throttler();
        CompletableFuture<CliRun> bench = CompletableFuture.supplyAsync(() -> CliRun.of("bench", "--data",
                data.toString(), "--results", folder.resolve("results").toString(), "--run", "throttled", "--format",
                "protobuf", "--codecs", "protobuf-coded", "--operations", "read", "--warmups", "3", "--iterations", "5",
                "--forks", "2", "--precision", "none", "--heap", "128m"));
        try {
            while (!bench.isDone()) {
                throttler.stopAndGo();
            }
        } finally {
            throttler.releaseAll();
        }
        CliRun run = bench.get(1, TimeUnit.MINUTES);

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        JsonNode result = new ObjectMapper().readTree(folder.resolve("results/throttled/files.json").toFile());
        JsonNode benchmark = result.get("benchmarks").get(0);
        assertTrue(benchmark.get("machine_unsteady").asBoolean(), "canary varied " + benchmark.get("canary_cv"));
        assertTrue(benchmark.get("canary_cv").asDouble() > result.get("settings").get("unsteady_cv").asDouble());
        assertTrue(result.get("machine").get("unsteady").asBoolean());
        assertTrue(run.out().contains("MACHINE UNSTEADY during protobuf protobuf-coded read: the speed canary's time"
                + " varied"), run.out());
    }

    /** Stops the benchmark's forks for a few milliseconds at random moments, then lets them go on. */
    private static final class Throttler {
        private final Random random = new Random(7);

        void stopAndGo() throws IOException, InterruptedException {
            List<ProcessHandle> forks = forks();
            // Stopped about half the time: the measured passes of a small dataset take a few tens of
            // milliseconds in all, and the canary before each must meet the stops.
            signal("-STOP", forks);
            Thread.sleep(10 + random.nextInt(30));
            signal("-CONT", forks);
            Thread.sleep(5 + random.nextInt(20));
        }

        /** Leaves no fork stopped, whatever happened. */
        void releaseAll() throws IOException, InterruptedException {
            signal("-CONT", forks());
        }

        /**
         * The benchmark's forks: this JVM's child JVMs (the signals' `kill` is not one). Not by their
         * main class in the command line, which the JDK reads only so far: behind the test's long
         * classpath and the forks' class-archive option, it was cut off, no fork was found and none
         * was ever stopped.
         */
        private static List<ProcessHandle> forks() {
            return ProcessHandle.current().descendants()
                    .filter(process -> process.info().command().orElse("").endsWith("/java"))
                    .toList();
        }

        private static void signal(String signal, List<ProcessHandle> processes)
                throws IOException, InterruptedException {
            for (ProcessHandle process : processes) {
                new ProcessBuilder("kill", signal, Long.toString(process.pid())).start().waitFor();
            }
        }
    }
}
