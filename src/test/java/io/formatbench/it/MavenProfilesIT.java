package io.formatbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The profile commands as the README gives them: exec:java runs inside Maven's own JVM, so this
 * checks that the benchmark forks still get the project's classpath there and that a failure
 * fails the build instead of ending Maven with System.exit.
 */
class MavenProfilesIT {

    @Test
    void generateAndBenchmarkThroughExecJava(@TempDir Path folder) throws Exception {
        String data = "-Ddata=" + folder.resolve("data");
        String results = "-Dresults=" + folder.resolve("results");

        Result generate = mvn("-Pgenerate-data", "exec:java", "-Drecords=1200", data);
        assertEquals(0, generate.exitCode, generate.output);

        Result bench = mvn("-Pjson-benchmark", "exec:java", data, results, "-Drun=profile", "-Dwarmups=0",
                "-Diterations=1", "-Dforks=1", "-Dheap=128m", "-Dcodecs=jackson-streaming");
        assertEquals(0, bench.exitCode, bench.output);
        assertTrue(Files.isRegularFile(folder.resolve("results").resolve("profile").resolve("json.json")), bench.output);
    }

    @Test
    void aFailureFailsTheBuildWithTheOneLineError(@TempDir Path folder) throws Exception {
        Result bench = mvn("-Pprotobuf-benchmark", "exec:java", "-Ddata=" + folder.resolve("none"));

        assertTrue(bench.exitCode != 0, bench.output);
        assertTrue(bench.output.contains("no dataset in"), bench.output);
        assertTrue(bench.output.contains("failed with exit code 4"), bench.output);
    }

    private record Result(int exitCode, String output) {}

    private static Result mvn(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("mvn", "-B", "-q"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "maven finished");
        return new Result(process.exitValue(), output);
    }
}
