package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.results.RunId;
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
    void aRequestIsTheJobsArgumentsItsTypedListsEachOnceTheRestAsGiven() {
        SparkJobLauncher.Request request = new SparkJobLauncher.Request("", Path.of("out"),
                Optional.of(RunId.of("r1")), "", List.of(AvroModule.FORMAT, Format.JSON, AvroModule.FORMAT),
                List.of(CodecName.of("avro-generic"), CodecName.of("avro-generic")), "2", "", "", "text", "2g");

        assertEquals(List.of("--data=" + Defaults.DATA_DIR + "/" + Defaults.SCHEMA, "--results=out", "--run=r1",
                "--master=", "--format=avro,json", "--codecs=avro-generic", "--runs=2", "--warmups=", "--executors=",
                "--workloads=text"), request.arguments());
        assertEquals(List.of("--data=s3a://b/d", "--results=out", "--run=", "--master=", "--format=", "--codecs=",
                "--runs=", "--warmups=", "--executors=", "--workloads="), new SparkJobLauncher.Request(" s3a://b/d ",
                        Path.of("out"), Optional.empty(), "", List.of(), List.of(), "", "", "", "", "2g").arguments());
    }

    @Test
    void theProjectIsTheFolderTheMavenProfilesName() {
        assertEquals(project, SparkJobLauncher.findProject(project.toString()));
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
