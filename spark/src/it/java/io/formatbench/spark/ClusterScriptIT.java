package io.formatbench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * scripts/spark-cluster.sh when a start does not finish: interrupted (Ctrl-C), or failing (a JVM that
 * does not come up in time). Either way it stops what it had started and leaves nothing running.
 */
class ClusterScriptIT {

    @AfterEach
    void stop() throws Exception {
        ClusterScript.run("stop");
    }

    @Test
    void aStartInterruptedLeavesNothingRunning() throws Exception {
        Process start = new ProcessBuilder("bash", ClusterScript.PROJECT.resolve("scripts/spark-cluster.sh").toString(),
                "start").start();
        // Interrupted once the master and a worker are started, while the workers come up.
        long deadline = System.currentTimeMillis() + 120_000;
        while (!Files.exists(ClusterScript.STATE.resolve("worker-1.pid")) && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
        }
        List<Long> groups = ClusterScript.groups();
        assertFalse(groups.isEmpty(), "nothing started");
        new ProcessBuilder("kill", "-INT", String.valueOf(start.pid())).start().waitFor();
        assertTrue(start.waitFor(60, TimeUnit.SECONDS), "the start did not end");
        String err = new String(start.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(130, start.exitValue(), err);
        assertEquals("spark-cluster: start interrupted; nothing left running", err);
        assertEquals(List.of(), ClusterScript.left(groups));
        assertEquals(List.of(), ClusterScript.groups(), "no pid file left");
    }

    @Test
    void aStartThatFailsLeavesNothingRunning() throws Exception {
        // No time at all for the master to come up: it is started, found not up, and stopped.
        ProcessBuilder failing = new ProcessBuilder("bash",
                ClusterScript.PROJECT.resolve("scripts/spark-cluster.sh").toString(), "start");
        failing.environment().put("SPARK_CLUSTER_TIMEOUT", "0");
        Process failed = failing.start();
        assertTrue(failed.waitFor(60, TimeUnit.SECONDS));
        String err = new String(failed.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(1, failed.exitValue(), err);
        assertTrue(err.startsWith("spark-cluster: the master did not start within 0 s; see "), err);
        assertEquals(List.of(), ClusterScript.groups(), "no pid file left");
        assertEquals(0, ProcessHandle.allProcesses().filter(process -> process.info().commandLine()
                .map(line -> line.contains(ClusterScript.HOME.toString())).orElse(false)).count(),
                "a JVM of the cluster's Spark home is still running");
    }
}
