package io.formatbench.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** scripts/spark-cluster.sh, run as a user runs it, and what it leaves in its state folder. */
final class ClusterScript {

    static final Path PROJECT = Path.of("").toAbsolutePath().getParent();
    static final Path STATE = PROJECT.resolve("spark/.cluster");
    static final Path HOME = STATE.resolve("home");

    private ClusterScript() {}

    record Result(int exitCode, String out, String err) {}

    static Result run(String command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("bash", PROJECT.resolve("scripts/spark-cluster.sh").toString(), command)
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .start();
        byte[] out = process.getInputStream().readAllBytes();
        byte[] err = process.getErrorStream().readAllBytes();
        if (!process.waitFor(3, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException("spark-cluster.sh " + command + " did not end");
        }
        return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8).strip(),
                new String(err, StandardCharsets.UTF_8).strip());
    }

    /** The process groups the running cluster started: its pid files. */
    static List<Long> groups() throws IOException {
        List<Long> groups = new ArrayList<>();
        if (Files.isDirectory(STATE)) {
            try (Stream<Path> files = Files.list(STATE)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".pid")).toList()) {
                    groups.add(Long.parseLong(Files.readString(file).strip()));
                }
            }
        }
        return groups;
    }

    /** The process group of one of the cluster's JVMs: master, worker-1, worker-2. */
    static long group(String name) throws IOException {
        return Long.parseLong(Files.readString(STATE.resolve(name + ".pid")).strip());
    }

    /** The pids of the executor JVMs a worker's group holds now (Spark's CoarseGrainedExecutorBackend). */
    static List<Long> executors(long group) throws IOException, InterruptedException {
        Process pgrep = new ProcessBuilder("pgrep", "-g", String.valueOf(group), "-f", "CoarseGrainedExecutorBackend")
                .start();
        String found = new String(pgrep.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        pgrep.waitFor();
        return found.isEmpty() ? List.of() : found.lines().map(Long::parseLong).toList();
    }

    /** The processes still in these groups: none, once the cluster is stopped. */
    static List<String> left(List<Long> groups) throws IOException, InterruptedException {
        List<String> left = new ArrayList<>();
        for (long group : groups) {
            Process pgrep = new ProcessBuilder("pgrep", "-g", String.valueOf(group), "-a").start();
            String found = new String(pgrep.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            pgrep.waitFor();
            if (!found.isEmpty()) {
                left.add(found);
            }
        }
        return left;
    }
}
