package io.formatbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.report.SampleRunsAccess;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JVM in results files: every key's, every JVM of the environment's, and files from before them. */
class JvmResultFilesTest {

    /**
     * Every key names its JVM ("" in a run of one, whose JVM the environment names); a file from before
     * several JVMs could be run has no "jvm" in its keys and no "jvms" in its environment, and reads as a
     * run of one JVM, the one its environment records.
     */
    @Test
    void keysNameTheirJvmAndFilesFromBeforeReadAsOneJvm(@TempDir Path folder) throws Exception {
        RunResult run = SampleRunsAccess.run();
        List<BenchmarkResult> onTwo = new ArrayList<>();
        for (String jvm : List.of("jdk17", "jdk25")) {
            run.benchmarks().forEach(b -> onTwo.add(SampleRunsAccess.onJvm(b, jvm)));
        }
        RunResult.Env env = run.env();
        RunResult.Env twoJvms = new RunResult.Env(env.jdkVendor(), env.jdkVersion(), env.jvmPath(), env.jvmArgs(),
                env.os(), env.cpuModel(), env.cores(), env.memoryBytes(), List.of(
                        new RunResult.Jvm("jdk17", env.jvmPath(), "Debian", "17.0.15+6", List.of()),
                        new RunResult.Jvm("jdk25", "/opt/jdk25/bin/java", "Eclipse Adoptium", "25.0.3+9-LTS",
                                List.of("-XX:+UseCompactObjectHeaders"))));
        RunResult several = new RunResult(run.resultVersion(), run.runId(), run.created(), run.tool(), twoJvms,
                run.dataset(), run.settings(), run.machine(), run.stopping(), onTwo);
        Path file = ResultFiles.path(folder, run.runId(), Mode.FILE);
        ResultFiles.write(several, file);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        assertEquals("jdk25", tree.get("benchmarks").get(run.benchmarks().size()).get("jvm").asText());
        assertEquals("-XX:+UseCompactObjectHeaders", tree.get("env").get("jvms").get(1).get("args").get(0).asText());
        RunResult read = ResultFiles.read(file);
        assertEquals(keys(several), keys(read));
        assertEquals(twoJvms.jvms(), read.env().jvms());

        // The file of the same run on its first JVM alone, as written before: no "jvm", no "jvms".
        ObjectNode oneJvm = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        ((ObjectNode) oneJvm.get("env")).remove("jvms");
        ArrayNode benchmarks =
                (ArrayNode) oneJvm.get("benchmarks");
        while (benchmarks.size() > run.benchmarks().size()) {
            benchmarks.remove(benchmarks.size() - 1);
        }
        benchmarks.forEach(b -> ((ObjectNode) b).remove("jvm"));
        new ObjectMapper().writeValue(file.toFile(), oneJvm);
        RunResult older = ResultFiles.read(file);
        assertEquals(keys(run), keys(older), "no JVM in a key: the run's one JVM");
        assertTrue(older.benchmarks().stream().allMatch(b -> b.key().jvm().equals(BenchmarkKey.ONE_JVM)));
        assertNull(older.env().jvms(), "the one JVM is the environment's");
        assertEquals(List.of(), older.env().severalJvms());
    }

    private static List<BenchmarkKey> keys(RunResult run) {
        return run.benchmarks().stream().map(BenchmarkResult::key).toList();
    }
}
