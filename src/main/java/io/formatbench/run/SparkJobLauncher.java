package io.formatbench.run;

import io.formatbench.Defaults;
import io.formatbench.bench.FixedHeap;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.results.RunId;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Starts the Spark job (spark/, docs/spark.md) in a JVM of its own: Spark and its Jackson, protobuf
 * and Avro never enter this JVM, whose codecs must run at the tool's own versions. The job's
 * classpath is what its build wrote to spark/target/classpath.txt (Spark, and the core's engine jar)
 * beside its jar, which a cluster's executors are sent; the JVM options are those Spark 4 needs on
 * Java 17, as spark-submit adds them, and bench's heap settings ({@link FixedHeap}) for the job's
 * JVM and, on a cluster, for its executors' JVMs.
 */
public final class SparkJobLauncher {

    public static final String MAIN_CLASS = "io.formatbench.spark.SparkJobMain";
    public static final String JOB_JAR = "formatbench-spark.jar";
    public static final String BUILD_COMMAND = "mvn -B -q package -DskipTests && mvn -B -q -f spark/pom.xml package"
            + " -DskipTests";

    /** Spark's JavaModuleOptions (its launcher's list), the same as spark/pom.xml gives its tests. */
    public static final List<String> SPARK_JVM_OPTIONS = List.of(
            "-XX:+IgnoreUnrecognizedVMOptions",
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED",
            "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED",
            "--add-opens=java.base/java.net=ALL-UNNAMED",
            "--add-opens=java.base/java.nio=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
            "--add-opens=java.base/jdk.internal.ref=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.cs=ALL-UNNAMED",
            "--add-opens=java.base/sun.security.action=ALL-UNNAMED",
            "--add-opens=java.base/sun.util.calendar=ALL-UNNAMED",
            "-Djdk.reflect.useDirectMethodHandle=false",
            "-Dio.netty.tryReflectionSetAccessible=true");

    /**
     * What {@code spark} is asked for. The job parses its settings itself (spark/'s JobSettings, which
     * owns their ranges and its workloads' names): those typed here are the ones the tool knows; the
     * master, runs, warm-ups, executors and workloads go to it as given, blank for its defaults.
     *
     * @param data the dataset's folder or URI; blank for the default schema's
     * @param runId the run id; empty for the job to name one
     * @param formats the formats; empty for the dataset's
     * @param codecs the codecs; empty for every codec of the formats
     * @param heap the heap of the job's JVMs (a JVM size: 2g)
     */
    public record Request(String data, Path results, Optional<RunId> runId, String master, List<Format> formats,
                          List<CodecName> codecs, String runs, String warmups, String executors, String workloads,
                          String heap) {

        /** The job's arguments. */
        public List<String> arguments() {
            List<String> arguments = new ArrayList<>();
            arguments.add("--data=" + (data.isBlank() ? Defaults.DATA_DIR + "/" + Defaults.SCHEMA : data.strip()));
            arguments.add("--results=" + results);
            // The job names its results folder and, beside the dataset, its scratch folder after the run id.
            arguments.add("--run=" + runId.map(RunId::toString).orElse(""));
            arguments.add("--master=" + master);
            arguments.add("--format=" + formats.stream().distinct().map(Format::id).collect(Collectors.joining(",")));
            arguments.add("--codecs=" + codecs.stream().distinct().map(CodecName::toString)
                    .collect(Collectors.joining(",")));
            arguments.add("--runs=" + runs);
            arguments.add("--warmups=" + warmups);
            arguments.add("--executors=" + executors);
            arguments.add("--workloads=" + workloads);
            return List.copyOf(arguments);
        }
    }

    private final Path project;

    /** @param project the folder that holds pom.xml and spark/ */
    public SparkJobLauncher(Path project) {
        this.project = project;
    }

    /** The job's classpath, or empty when the job is not built. */
    public Optional<String> classpath() throws IOException {
        Path target = project.resolve("spark/target");
        // The jar, not the classes: the job sends the jars it runs from to a cluster's executors.
        Path jar = target.resolve(JOB_JAR);
        Path listed = target.resolve("classpath.txt");
        if (!Files.isRegularFile(jar) || !Files.isRegularFile(listed)) {
            return Optional.empty();
        }
        String dependencies = Files.readString(listed).strip();
        for (String entry : dependencies.split(java.io.File.pathSeparator)) {
            if (!Files.exists(Path.of(entry))) {
                return Optional.empty();
            }
        }
        return Optional.of(jar + java.io.File.pathSeparator + dependencies);
    }

    /**
     * The job's command line: this JVM's java, the heap, Spark's options, the executors' heap (Spark
     * takes spark.* system properties as its settings; embedded, the executors are the job's JVM and
     * ignore them), the job's logging, its arguments.
     */
    public List<String> command(String classpath, String heap, List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(FixedHeap.options(heap));
        command.addAll(SPARK_JVM_OPTIONS);
        command.add("-Dspark.executor.memory=" + heap);
        command.add("-Dspark.executor.extraJavaOptions=" + String.join(" ", FixedHeap.optionsBesideMax(heap)));
        command.add("-Dlog4j2.configurationFile="
                + project.resolve("spark/target/classes/formatbench-log4j2.properties"));
        command.add("-cp");
        command.add(classpath);
        command.add(MAIN_CLASS);
        command.addAll(arguments);
        return command;
    }

    /** The Spark job is not built (or its build was cleaned): build it first. */
    public static final class JobNotBuiltException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        JobNotBuiltException() {
            super("the Spark job is not built; build it: " + BUILD_COMMAND);
        }
    }

    /**
     * The project folder, which holds spark/: {@code basedir} when the Maven profiles name it; the
     * folder of target/ when the tool runs from its jar there; else the working folder.
     *
     * @param basedir the project folder the Maven profiles give; null when run otherwise
     */
    public static Path findProject(String basedir) {
        if (basedir != null) {
            return Path.of(basedir);
        }
        try {
            Path code = Path.of(SparkJobLauncher.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(code) && code.getParent() != null && code.getParent().getParent() != null) {
                return code.getParent().getParent();
            }
        } catch (java.net.URISyntaxException | SecurityException e) {
            // fall back to the working folder
        }
        return Path.of("").toAbsolutePath();
    }

    /**
     * Runs the job of the request in a JVM of its heap, with this process's output, and waits: its
     * exit code, which is the run's. The job says itself what it measured.
     */
    public int launch(Request request) throws IOException, InterruptedException {
        return launch(request.heap(), request.arguments());
    }

    /**
     * Runs the job in a JVM of {@code heap} with its arguments, with this process's output, and waits:
     * its exit code, which is the run's. The job says itself what it measured.
     */
    public int launch(String heap, List<String> arguments) throws IOException, InterruptedException {
        String classpath = classpath().orElseThrow(JobNotBuiltException::new);
        return run(command(classpath, heap, arguments));
    }

    /** Runs the job with this process's output and waits: its exit code. */
    private int run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).inheritIO().redirectInput(ProcessBuilder.Redirect.PIPE)
                .start();
        process.getOutputStream().close();
        Thread stop = new Thread(process::destroy, "formatbench-stop-spark-job");
        Runtime.getRuntime().addShutdownHook(stop);
        try {
            return process.waitFor();
        } finally {
            process.destroy();
            try {
                Runtime.getRuntime().removeShutdownHook(stop);
            } catch (IllegalStateException shuttingDown) {
                // The hook is running: nothing to undo.
            }
        }
    }
}
