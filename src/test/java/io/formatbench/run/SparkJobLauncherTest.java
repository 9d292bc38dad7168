package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SparkJobLauncherTest {

    @TempDir
    Path project;

    @Test
    void aJobNotBuiltHasNoClasspath() throws IOException {
        SparkJobLauncher launcher = new SparkJobLauncher(project);
        assertEquals(Optional.empty(), launcher.classpath());
        Path target = project.resolve("spark/target");
        Files.createDirectories(target);
        Files.writeString(target.resolve(SparkJobLauncher.JOB_JAR), "");
        // Built once, but a jar its build listed is gone (target/ cleaned): not built either.
        Files.writeString(target.resolve("classpath.txt"), project.resolve("gone.jar").toString());
        assertEquals(Optional.empty(), launcher.classpath());
        Path jar = Files.writeString(project.resolve("spark.jar"), "");
        Files.writeString(target.resolve("classpath.txt"), jar + "\n");
        assertEquals(Optional.of(target.resolve(SparkJobLauncher.JOB_JAR) + java.io.File.pathSeparator + jar),
                launcher.classpath());
    }

    @Test
    void theJobRunsWithSparksOptionsAndItsArguments() {
        List<String> command = new SparkJobLauncher(project).command("CP", "3g", List.of("--data=d", "--runs=2"));
        // bench's heap settings, for the job's JVM and its executors' (Spark sets their -Xmx from their memory).
        assertEquals(List.of("-Xms3g", "-Xmx3g", "-XX:+UseG1GC", "-XX:+AlwaysPreTouch"), command.subList(1, 5));
        assertTrue(command.contains("-Dspark.executor.memory=3g"), command.toString());
        assertTrue(command.contains("-Dspark.executor.extraJavaOptions=-Xms3g -XX:+UseG1GC -XX:+AlwaysPreTouch"),
                command.toString());
        assertTrue(command.contains("--add-opens=java.base/sun.nio.ch=ALL-UNNAMED"), command.toString());
        assertEquals(List.of("-cp", "CP", SparkJobLauncher.MAIN_CLASS, "--data=d", "--runs=2"),
                command.subList(command.size() - 5, command.size()));
    }
}
