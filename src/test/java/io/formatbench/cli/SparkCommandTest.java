package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.run.SparkJobLauncher;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SparkCommandTest {

    @TempDir
    Path project;

    @Test
    void aBadHeapOrRunIsOneLineBeforeAnythingStarts() {
        CliRun heap = CliRun.of("spark", "--heap=lots");
        assertEquals(ExitCodes.USAGE, heap.exitCode(), heap.toString());
        assertEquals("spark: --heap must be a JVM size such as 512m or 2g, was 'lots'", heap.err().strip());
        CliRun run = CliRun.of("spark", "--run=../elsewhere");
        assertEquals(ExitCodes.USAGE, run.exitCode(), run.toString());
        assertTrue(run.err().strip().startsWith("spark: --run: a run id is letters, digits"), run.err());
    }

    @Test
    void theSparkCommandSaysHowToBuildTheJob() {
        // The tests run from the project folder, where spark/target may exist: point at an empty one.
        System.setProperty(MavenMain.BASEDIR_PROPERTY, project.toString());
        try {
            CliRun run = CliRun.of("spark", "--data=" + project);
            assertEquals(ExitCodes.STALE_BUILD, run.exitCode(), run.toString());
            assertEquals("spark: the Spark job is not built; build it: " + SparkJobLauncher.BUILD_COMMAND,
                    run.err().strip());
        } finally {
            System.clearProperty(MavenMain.BASEDIR_PROPERTY);
        }
    }
}
