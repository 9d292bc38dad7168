package io.formatbench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The profile commands as the README gives them: exec:java runs inside Maven's own JVM, so this
 * checks that the benchmark forks still get the project's classpath there, that the two format
 * profiles run by hand end in one head-to-head report, that a stale build is refused and that a
 * failure fails the build instead of ending Maven with System.exit. Its tests run beside each other and
 * beside the jar's: each Maven here is offline (see {@link #mvn}), so none writes to the local repository.
 */
class MavenProfilesIT {

    private static final Path PROJECT = Path.of("").toAbsolutePath();

    @Test
    void theCardsCommandsRunByHandGiveOneHeadToHead(@TempDir Path folder) throws Exception {
        String data = "-Ddata=" + folder.resolve("data");
        String results = "-Dresults=" + folder.resolve("results");
        List<String> quick = List.of("-Doperations=read", "-Dwarmups=0", "-DmaxWarmups=0", "-Diterations=1",
                "-Dforks=1", "-Dprecision=none", "-Dheap=128m", "-DlatencyPass=false");

        Result generate = mvn(PROJECT, "-Pgenerate-data", "exec:java", "-Drecords=1200", data);
        assertEquals(0, generate.exitCode, generate.output);
        // The two codecs of the head-to-head, and their reads: every codec's read forks are BenchCommandTest's,
        // its write forks BenchUnderPressureTest's, and a write fork gets the same classpath from Maven as a read
        // fork; here they would only add time.
        for (List<String> profile : List.of(List.of("-Pjson-benchmark", "-Dcodecs=jackson-streaming"),
                List.of("-Pprotobuf-benchmark", "-Dcodecs=protobuf-coded"))) {
            List<String> args = new ArrayList<>(profile);
            args.addAll(List.of("exec:java", data, results));
            args.addAll(quick);
            Result bench = mvn(PROJECT, args.toArray(String[]::new));
            assertEquals(0, bench.exitCode, bench.output);
        }
        Result report = mvn(PROJECT, "-Preport", "exec:java", results);

        assertEquals(0, report.exitCode, report.output);
        assertTrue(report.output.contains("## Tuned: protobuf-coded (protobuf)"
                + " against jackson-streaming (json, the baseline)"),
                report.output);
        assertTrue(report.output.contains("SEPARATE SITTINGS"), report.output);
        assertFalse(report.output.contains("INCOMPLETE RUN"), report.output);
    }

    /** -DschemaVersion=2 writes the newer twin beside the dataset, which -Dvariants=newer-data reads. */
    @Test
    void theNewerSchemaVersionIsGeneratedAndReadThroughTheProfiles(@TempDir Path folder) throws Exception {
        String data = "-Ddata=" + folder.resolve("data");
        // The dataset itself from the packaged jar: the profile's generate is the test above's, and a Maven costs
        // more than the jar.
        Result older = java("-jar", "target/formatbench.jar", "generate", "--records", "500", "--data",
                folder.resolve("data").toString());
        assertEquals(0, older.exitCode, older.output);
        Result generate = mvn(PROJECT, "-Pgenerate-data", "exec:java", "-Drecords=500", "-DschemaVersion=2", data);
        assertEquals(0, generate.exitCode, generate.output);
        assertTrue(Files.isRegularFile(folder.resolve("data-v2/manifest.json")), "beside the dataset");

        Result bench = mvn(PROJECT, "-Pprotobuf-benchmark", "exec:java", data, "-Dresults=" + folder.resolve("results"),
                "-Dcodecs=protobuf-coded", "-Dvariants=library,newer-data", "-Doperations=read",
                "-DunknownFields=reject",
                "-Dwarmups=0", "-DmaxWarmups=0", "-Diterations=1", "-Dforks=1", "-Dprecision=none", "-Dheap=128m",
                "-DlatencyPass=false");

        assertEquals(0, bench.exitCode, bench.output);
        assertTrue(bench.output.contains("protobuf protobuf-coded read (newer-data)"), bench.output);
    }

    @Test
    void aFailureFailsTheBuildWithTheOneLineError(@TempDir Path folder) throws Exception {
        Result bench = mvn(PROJECT, "-Pprotobuf-benchmark", "exec:java", "-Ddata=" + folder.resolve("none"));

        assertTrue(bench.exitCode != 0, bench.output);
        assertTrue(bench.output.contains("no dataset in"), bench.output);
        assertTrue(bench.output.contains("failed with exit code 4"), bench.output);
    }

    @Test
    void theMessageProfileRefusesABadSettingInOneLine() throws Exception {
        Result messages = mvn(PROJECT, "-Pmessage-benchmark", "exec:java", "-Dthreads=0");

        assertTrue(messages.exitCode != 0, messages.output);
        assertTrue(messages.output.contains("--threads must be at least 1, was 0"), messages.output);
        assertTrue(messages.output.contains("failed with exit code 2"), messages.output);
    }

    /**
     * A copy of the project with this build's classes (copied with their times: the build that runs
     * this test compiled them from these sources), then a source edited: the profiles must not run
     * the old classes.
     */
    @Test
    void classesOlderThanTheSourcesAreRefused(@TempDir Path copy) throws Exception {
        copySources(copy);
        copyTree(PROJECT.resolve("target/classes"), copy.resolve("target/classes"));
        Path edited = copy.resolve("src/main/java/io/formatbench/Defaults.java");
        Files.setLastModifiedTime(edited, FileTime.from(Instant.now().plusSeconds(5)));

        Result generate = mvn(copy, "-Pgenerate-data", "exec:java", "-Drecords=10", "-Ddata=" + copy.resolve("data"));

        assertTrue(generate.exitCode != 0, generate.output);
        assertTrue(generate.output.contains(edited + " changed after the last build"), generate.output);
        assertTrue(generate.output.contains("build first: mvn -B -q clean compile"), generate.output);
        assertFalse(Files.exists(copy.resolve("data")), "nothing ran");
    }

    /** A fresh clone, nothing built: the card's first command says in one line how to build. */
    @Test
    void aProfileWithoutABuildSaysHowToBuild(@TempDir Path copy) throws Exception {
        copySources(copy);

        Result generate = mvn(copy, "-Pgenerate-data", "exec:java", "-Drecords=10", "-Ddata=" + copy.resolve("data"));

        assertTrue(generate.exitCode != 0, generate.output);
        assertTrue(generate.output.contains("formatbench: nothing is built yet; build first: mvn -B -q clean compile"),
                generate.output);
        assertFalse(Files.exists(copy.resolve("data")), "nothing ran");
        assertFalse(Files.exists(copy.resolve("target/classes")), "nothing was built either");
    }

    private record Result(int exitCode, String output) {}

    /**
     * The README's command, offline: the build running this test has already resolved all that exec:java
     * needs (the exec plugin, the test-scope dependencies), so an offline Maven downloads nothing and
     * writes nothing to the local repository, which Maven 3.8 does not lock; several can run at once.
     */
    private static Result mvn(Path directory, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("mvn", "-B", "-q", "-o"));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
        // Maven's JIT stops at C1, as in .ci/run: each of these short Mavens takes half the CPU with it. The
        // tool's forks, which measure, set their own JVM options.
        builder.environment().put("MAVEN_OPTS", "-XX:TieredStopAtLevel=1");
        Process process = builder.start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "maven finished");
        return new Result(process.exitValue(), output);
    }

    private static Result java(String... args) throws IOException, InterruptedException {
        // The tool's JIT stops at C1 too, as Maven's does here.
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-XX:TieredStopAtLevel=1"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(PROJECT.toFile()).redirectErrorStream(true).start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "java finished");
        return new Result(process.exitValue(), output);
    }

    /** What a clone holds that the build reads: the pom, the .proto files, the main sources. */
    private static void copySources(Path copy) throws IOException {
        copyTree(PROJECT.resolve("pom.xml"), copy.resolve("pom.xml"));
        copyTree(PROJECT.resolve("proto"), copy.resolve("proto"));
        copyTree(PROJECT.resolve("src/main"), copy.resolve("src/main"));
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : (Iterable<Path>) paths::iterator) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(path, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }
}
