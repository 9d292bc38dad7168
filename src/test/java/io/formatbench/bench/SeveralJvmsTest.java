package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One sitting on two JVMs, real forks on a small dataset: JDK 17 (the java running the tests) against
 * Temurin 25 with compact object headers where the machine has it (every machine of the project has),
 * else against the same JDK with an argument of its own, and the test says which it ran in its
 * assertions' words. Every benchmark runs on both in every round; the results carry both in every key,
 * the head-to-head stays on the first, and the report sets the second against the first.
 */
class SeveralJvmsTest {

    /** Where the project's machines have Temurin 25. */
    private static final Path JDK25 = Path.of("/usr/lib/jvm/temurin-25-jdk-amd64");
    private static final String RUNNING = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    @TempDir
    static Path temp;

    @Test
    void everyBenchmarkRunsOnEveryJvmAndTheReportSetsTheSecondAgainstTheFirst() throws Exception {
        Path data = temp.resolve("data");
        CliRun generate = CliRun.of("generate", "--records", "1500", "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.toString());
        boolean has25 = Files.isExecutable(JDK25.resolve("bin/java"));
        if (!has25) {
            // Not skipped: the same two-JVM run, on the running JDK twice, and the run's output says so.
            System.out.println("SeveralJvmsTest: no JDK 25 at " + JDK25 + ": JDK " + Runtime.version().feature()
                    + " against itself with -XX:-UseCompressedOops");
        }
        String second = has25 ? JDK25 + " -XX:+UseCompactObjectHeaders" : RUNNING + " -XX:-UseCompressedOops";
        String secondLabel = has25 ? "jdk25+UseCompactObjectHeaders" : "jdk17-UseCompressedOops";
        String first = "jdk" + Runtime.version().feature();
        Path results = temp.resolve("results");

        CliRun bench = CliRun.of("bench", "--data", data.toString(), "--results", results.toString(), "--run", "jvms",
                "--format", "json,protobuf", "--codecs", "jackson-streaming,protobuf-coded", "--variants", "library",
                "--operations", "read", "--warmups", "1", "--max-warmups", "1", "--iterations", "1", "--forks", "3",
                "--precision", "none", "--heap", "64m", "--jvm", RUNNING, "--jvm", second, TestForks.C1_ONLY);

        assertEquals(ExitCodes.OK, bench.exitCode(), (has25 ? "on JDK 25: " : "JDK 25 absent, on 17 twice: ") + bench);
        assertTrue(bench.err().contains("every benchmark on 2 JVMs in every round, each set against " + first + ": "
                + first + " = "), "said before the first fork: " + bench.err());
        assertTrue(bench.out().contains("JVM " + first + ": "), bench.out());
        assertTrue(bench.out().contains("JVM " + secondLabel + ": "), bench.out());
        RunResult run = ResultFiles.read(results.resolve("jvms/files.json"));
        Set<String> keys = new HashSet<>();
        for (BenchmarkResult benchmark : run.benchmarks()) {
            keys.add(benchmark.key().codec() + " " + benchmark.key().jvm());
            assertEquals(3, benchmark.forks().size(), benchmark.key().label());
            assertEquals(List.of(1, 2, 3), benchmark.forks().stream().map(fork -> fork.round()).toList());
        }
        assertEquals(Set.of("jackson-streaming " + first, "protobuf-coded " + first,
                "jackson-streaming " + secondLabel, "protobuf-coded " + secondLabel), keys);
        // Each JVM as it said it is, the baseline first; its own arguments apart from those for every JVM.
        List<RunResult.Jvm> jvms = run.env().jvms();
        assertEquals(List.of(first, secondLabel), jvms.stream().map(RunResult.Jvm::label).toList());
        assertEquals(System.getProperty("java.runtime.version"), jvms.get(0).version());
        assertTrue(jvms.get(1).version().startsWith(has25 ? "25" : first.substring(3)), jvms.get(1).version());
        assertEquals(List.of(second.substring(second.indexOf(' ') + 1)), jvms.get(1).args());
        assertEquals(System.getProperty("java.version"), run.env().jdkVersion(), "the environment is the baseline's");
        // The head-to-head on the first JVM (one tuned pair) and each codec on the second against the first.
        assertEquals(3, run.stopping().family());
        JsonNode written = new ObjectMapper().readTree(results.resolve("jvms/files.json").toFile());
        for (JsonNode benchmark : written.get("benchmarks")) {
            assertTrue(Set.of(first, secondLabel).contains(benchmark.get("jvm").asText()), benchmark.toString());
        }
        // Every fork on the second JVM ran with its own argument, the tool's and everyone's beside it.
        BenchmarkKey onSecond = run.benchmarks().stream().filter(b -> b.key().jvm().equals(secondLabel))
                .findFirst().orElseThrow().key();
        assertTrue(bench.err().lines().noneMatch(line -> line.contains("Unrecognized")), bench.err());

        CliRun report = CliRun.of("report", "--results", results.toString(), "--run", "jvms");
        assertEquals(ExitCodes.OK, report.exitCode(), report.toString());
        String markdown = Files.readString(results.resolve("jvms/report.md"));
        assertTrue(markdown.contains("## JVM against JVM"), markdown);
        assertTrue(markdown.contains("| " + secondLabel + " | "), "each JVM with its version and arguments: " + markdown);
        assertTrue(markdown.contains("| " + onSecond.withJvm(BenchmarkKey.ONE_JVM).label() + " | " + secondLabel
                + " / " + first + " | "), markdown);
        assertTrue(markdown.contains(secondLabel + " against " + first + ": "), "the answer's first lines: " + markdown);
        assertTrue(markdown.contains("protobuf-coded (protobuf, tuned, " + first + ")"),
                "the head-to-head on the first JVM: " + markdown);
    }
}
