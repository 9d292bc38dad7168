package io.formatbench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import io.formatbench.codec.UnknownFields;
import io.formatbench.report.SampleRunsAccess;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {

    @Test
    void theKeyIsWrittenAsFieldsAndUndefinedFiguresAsNull(@TempDir Path folder) throws Exception {
        BenchmarkKey key = new BenchmarkKey("user", Format.PROTOBUF, "protobuf-coded", Variant.BARE_LOOP, Operation.READ,
                Mode.FILE, 1);
        ForkResult fork = new ForkResult(1, 1, List.of(100.0), true, List.of(80.0), 80.0, 249.0, 1, 0, 0.0, List.of(90.0),
                List.of(Double.NaN), 5, null, Double.NaN, null);
        BenchmarkResult benchmark = new BenchmarkResult(key, Style.TUNED, 1, 1, 1, new Estimate(80.0, Double.NaN, 1),
                new Estimate(12.5e6, Double.NaN, 1), new Estimate(673.0, Double.NaN, 1), 80.0, 80.0, null, List.of(),
                Estimate.MISSING, new Estimate(249.0, Double.NaN, 1), Estimate.MISSING, Estimate.MISSING, 0, 0.0, 53_887_724,
                16_386_131, 0, Double.NaN, false, true, List.of(fork));
        RunResult run = new RunResult(RunResult.CURRENT_VERSION, "r", "2026-11-22T00:00:00Z",
                new RunResult.Tool("formatbench", "0.1.0", "abc"), null, new RunResult.Dataset("user", 1, 42, "fbd1:0",
                        Map.of("users.pb", 53_887_724L)), null, new RunResult.Machine(Double.NaN), List.of(benchmark));
        Path file = ResultFiles.path(folder, "r", Mode.FILE);

        ResultFiles.write(run, file);

        JsonNode entry = new ObjectMapper().readTree(file.toFile()).get("benchmarks").get(0);
        assertEquals("protobuf", entry.get("format").asText());
        assertEquals("bare-loop", entry.get("variant").asText());
        assertEquals("read", entry.get("operation").asText());
        assertEquals("file", entry.get("mode").asText());
        assertFalse(entry.has("key"), "the key's fields stand at the top level of the entry");
        assertTrue(entry.get("time_ms").get("ci999").isNull(), "one fork: no interval, written as null");
        assertTrue(entry.get("other_cpu_cores").isNull());
        assertEquals("files.json", file.getFileName().toString());

        RunResult read = ResultFiles.read(file);
        assertEquals(key, read.benchmarks().get(0).key());
        assertTrue(Double.isNaN(read.benchmarks().get(0).timeMs().ci999()), "null reads back as NaN");
        assertTrue(Double.isNaN(read.benchmarks().get(0).forks().get(0).otherCpuCores().get(0)));
        assertEquals(80.0, read.benchmarks().get(0).timeMs().mean());
    }

    /** A results file written before skipped_fields and unknown_fields existed reads as what it measured. */
    @Test
    void aFileWithoutTheKeysAddedSinceReadsAsRejectingAndSkippingNothing(@TempDir Path folder) throws Exception {
        RunResult run = SampleRunsAccess.run();
        Path file = ResultFiles.path(folder, run.runId(), Mode.FILE);
        ResultFiles.write(run, file);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        ((ObjectNode) tree.get("settings")).remove("unknown_fields");
        tree.get("benchmarks").forEach(b -> ((ObjectNode) b).remove("skipped_fields"));
        new ObjectMapper().writeValue(file.toFile(), tree);

        RunResult read = ResultFiles.read(file);

        assertEquals(UnknownFields.REJECT, read.settings().unknownFields());
        assertTrue(read.benchmarks().stream().allMatch(b -> b.skippedFields() == 0));
        assertEquals(run.benchmarks().size(), read.benchmarks().size());
    }

    @Test
    void twoRunsStartedInTheSameSecondGetTwoFolders(@TempDir Path folder) throws Exception {
        ResultsFolder results = new ResultsFolder(folder.resolve("results"));
        String first = results.claimNewRunId();
        String second = results.claimNewRunId();
        assertTrue(!first.equals(second), first + " and " + second);
        assertTrue(java.nio.file.Files.isDirectory(results.runDir(first)), "claimed by creating it");
        assertTrue(second.startsWith(first.substring(0, 8)), second);
    }
}
