package io.formatbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

/** The packaged jar as a user runs it: its own process, its forks started from the jar's classpath. */
class PackagedJarIT {

    private static final Path JAR = Path.of("target", "formatbench.jar");
    /**
     * The JIT of the tool and of its forks stops at C1: nothing here checks a speed, and C2's compiling
     * costs these short runs a quarter of their CPU.
     */
    private static final String C1_ONLY = "-XX:TieredStopAtLevel=1";

    @Test
    void generatesVerifiesAndBenchmarksFromTheJar(@TempDir Path folder) throws Exception {
        Path data = folder.resolve("data");
        Path results = folder.resolve("results");

        Result generate = java("-jar", JAR.toString(), "generate", "--records", "1500", "--data", data.toString());
        assertEquals(0, generate.exitCode, generate.output);

        Result verify = java("-jar", JAR.toString(), "verify", "--data", data.toString(), "--all-codecs");
        assertEquals(0, verify.exitCode, verify.output);
        assertTrue(verify.output.contains("1500 records"), verify.output);

        // The tuned pair the report sets head to head: verify ran every codec from the jar, and every
        // codec's forks are BenchCommandTest's (reads) and BenchUnderPressureTest's (writes); more forks here
        // would check the same classpath again.
        // Started from inside another git repository: the results name the commit the jar was built from.
        Path elsewhere = Files.createDirectories(folder.resolve("another-repository"));
        git(elsewhere, "init", "-q");
        git(elsewhere, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "other");
        Result bench = javaIn(elsewhere, "-jar", JAR.toAbsolutePath().toString(), "bench", "--data", data.toString(),
                "--results", results.toString(), "--run", "it", "--codecs", "jackson-streaming,protobuf-coded",
                "--warmups", "0", "--max-warmups", "0", "--iterations", "1", "--forks", "1", "--precision", "none",
                "--heap", "128m", "--jvm-arg=" + C1_ONLY);
        assertEquals(0, bench.exitCode, bench.output);
        String files = Files.readString(results.resolve("it").resolve("files.json"));
        assertTrue(files.contains("\"commit\" : \"" + builtFrom() + "\""), "the build's commit: " + builtFrom());
        assertFalse(files.contains(git(elsewhere, "rev-parse", "HEAD")), "not the commit of the directory it ran in");

        Result report = java("-jar", JAR.toString(), "report", "it", "--results", results.toString());
        assertEquals(0, report.exitCode, report.output);
        assertTrue(report.output.contains("## Tuned: protobuf-coded (protobuf)"
                + " against jackson-streaming (json, the baseline)"),
                report.output);
    }

    /** zstd-jni's native library loads from the shaded jar (linux-amd64 here), in the tool and in its forks. */
    @Test
    void generatesAndBenchmarksAZstdDatasetFromTheJar(@TempDir Path folder) throws Exception {
        Path data = folder.resolve("data-zstd");
        Path results = folder.resolve("results");

        Result generate = java("-jar", JAR.toString(), "generate", "--records", "1500", "--compression", "zstd",
                "--data",
                data.toString());
        assertEquals(0, generate.exitCode, generate.output);
        assertTrue(Files.isRegularFile(data.resolve("users.pb.zst")), generate.output);

        Result bench = java("-jar", JAR.toString(), "bench", "--data", data.toString(), "--results", results.toString(),
                "--run", "zstd", "--codecs", "protobuf-coded", "--operations", "read", "--warmups", "0",
                "--max-warmups", "0", "--iterations", "1", "--forks", "1", "--precision", "none", "--heap", "128m",
                "--latency-pass=false", "--jvm-arg=" + C1_ONLY);
        assertEquals(0, bench.exitCode, bench.output);
        assertTrue(Files.readString(results.resolve("zstd").resolve("files.json"))
                .contains("\"compression\" : \"zstd\""),
                "the results say so");
    }

    @Test
    void measuresMessagesWithJmhForksStartedFromTheJar(@TempDir Path folder) throws Exception {
        // The shaded jar must keep JMH's META-INF/BenchmarkList and give JMH's forks its classpath. That is
        // six forks (two operations, one batch, three modes), whose JIT stops at C1 here too.
        Path results = folder.resolve("results");
        Result messages = java("-jar", JAR.toString(), "messages", "--results", results.toString(), "--run", "it",
                "--codecs", "protobuf-coded", "--batches", "10", "--forks", "1", "--warmups", "0", "--iterations", "1",
                "--time", "10ms", "--threads", "1", "--jvm-arg=" + C1_ONLY);
        assertEquals(0, messages.exitCode, messages.output);
        assertTrue(Files.isRegularFile(results.resolve("it").resolve("messages.json")));
        String jmh = Files.readString(results.resolve("it").resolve("messages-jmh.json"));
        assertTrue(jmh.contains("\"gc.alloc.rate.norm\""), jmh);
        assertTrue(jmh.contains(C1_ONLY), "--jvm-arg reaches JMH's forks");

        Result report = java("-jar", JAR.toString(), "report", "it", "--results", results.toString());
        assertEquals(0, report.exitCode, report.output);
        assertTrue(report.output.contains("## Single messages in memory (JMH)"), report.output);
        assertTrue(report.output.contains("| Empty record | protobuf | 0 B | 100% smaller |"), report.output);
    }

    @Test
    void aCorruptFileEndsWithOneLineAndExitCodeThreeUnderASmallHeap(@TempDir Path folder) throws Exception {
        // A length prefix of 2^31-1: a reader that trusted it would try to allocate 2 GiB.
        Path hostile = folder.resolve("hostile.pb");
        Files.write(hostile, new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07, 0x08, 0x01});

        Result verify = java("-Xmx64m", "-jar", JAR.toString(), "verify", "--format", "protobuf", hostile.toString());

        assertEquals(3, verify.exitCode, verify.output);
        assertEquals(1, verify.output.strip().lines().count(), verify.output);
        assertTrue(verify.output.contains("hostile.pb: record 1 at byte 0"), verify.output);
        assertFalse(verify.output.contains("Exception"), verify.output);
    }

    private record Result(int exitCode, String output) {}

    /** What the build wrote beside the classes: this checkout's commit, "+dirty" if it had changes. */
    private static String builtFrom() throws IOException {
        java.util.Properties build = new java.util.Properties();
        try (var in = Files.newInputStream(Path.of("target", "classes", "formatbench", "build.properties"))) {
            build.load(in);
        }
        return build.getProperty("commit");
    }

    private static String git(Path directory, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true).start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(1, TimeUnit.MINUTES) && process.exitValue() == 0, output);
        return output.strip();
    }

    private static Result java(String... args) throws IOException, InterruptedException {
        return javaIn(Path.of("").toAbsolutePath(), args);
    }

    private static Result javaIn(Path directory, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // The tool's own JVM too: it only launches, reads and writes here; what it measures, its forks time.
        command.add(C1_ONLY);
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true).start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "the jar finished");
        return new Result(process.exitValue(), output);
    }
}
