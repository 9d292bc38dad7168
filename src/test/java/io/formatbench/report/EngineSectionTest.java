package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.cli.CliRun;
import io.formatbench.codec.Format;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.EngineResults;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineSectionTest {

    @TempDir
    Path results;

    /** An engine.json as the Spark job writes it (trimmed to the keys the report reads, plus one). */
    private Path engineJson(String run, boolean secondVerified) throws IOException {
        String entry = """
                {"engine":"spark","format":"%s","reader":"%s","reader_kind":"%s","operation":"read","run":%d,
                 "records":4000,"tasks":2,"records_per_s":%s,"records_per_s_per_task":%s,
                 "records_per_s_per_core":%s,"verified":%s,"failure":null}""";
        String json = "{\"engine_version\":1,\"run_id\":\"" + run + "\",\"engine\":{\"name\":\"spark\","
                + "\"version\":\"4.2.0\",\"master\":\"local[2]\"},\"dataset\":{\"schema\":\"user\",\"records\":4000,"
                + "\"shards\":2},\"settings\":{\"runs\":3},\"entries\":["
                + String.join(",",
                        entry.formatted("json", "jackson-databind", "codec", 1, "1000", "600", "500", "true"),
                        entry.formatted("json", "spark.read.text", "floor", 1, "9000", "6000", "5000", "true"),
                        entry.formatted("json", "jackson-databind", "codec", 2, "3000", "700", "700", secondVerified),
                        entry.formatted("json", "jackson-databind", "codec", 3, "2000", "650", "600", "true"))
                + "]}";
        Path file = results.resolve(run).resolve(EngineResults.FILE_NAME);
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
        return file;
    }

    private static List<Table> tables(List<Block> blocks) {
        return blocks.stream().filter(Table.class::isInstance).map(Table.class::cast).toList();
    }

    @Test
    void eachReaderShowsTheMedianOfItsRunsAndTheirRange() throws IOException {
        EngineResults engine = EngineResults.read(engineJson("r1", true));
        List<Table> tables = tables(EngineSection.of(engine, null));
        assertEquals(1, tables.size(), "no bench results: no comparison");
        List<String> codec = tables.get(0).rows().get(0);
        assertEquals(List.of("json", "read", "jackson-databind", "codec", "3"), codec.subList(0, 5));
        assertEquals("not measured", codec.get(9), "a file from before the job timed the speed canary");
        assertEquals(EngineSection.rate(2000) + " (" + EngineSection.rate(1000) + "-" + EngineSection.rate(3000) + ")",
                codec.get(5));
        assertTrue(codec.get(5).matches("2[.0]* k \\(1[.0]* k-3[.0]* k\\)"), codec.get(5));
        assertEquals(EngineSection.rate(650), codec.get(6));
        assertEquals(EngineSection.rate(600), codec.get(7));
        assertEquals("yes", codec.get(8));
        assertEquals("floor", tables.get(0).rows().get(1).get(3));
    }

    @Test
    void theEnginesCostIsSparksRatePerCoreOverBenchsPerThread() throws IOException {
        EngineResults engine = EngineResults.read(engineJson("r2", true));
        RunResults run = SampleRuns.both();
        BenchmarkResult bench = run.benchmarks().stream()
                .filter(b -> b.key().codec().toString().equals("jackson-databind")
                        && b.key().operation() == Operation.READ)
                .findFirst().orElseThrow();
        List<Table> tables = tables(EngineSection.of(engine, run));
        assertEquals(2, tables.size());
        List<String> row = tables.get(1).rows().get(0);
        double perThread = bench.recordsPerS().mean() / bench.key().threads();
        // engine.json version 1 had no variants: its codecs ran bench's library reads' code, or so it said.
        assertEquals(List.of("json", "jackson-databind", "read", "library", String.valueOf(bench.key().threads()),
                Units.recordsPerS(perThread), Units.recordsPerS(600), Units.factor(600 / perThread), "none"), row);
    }

    /** An engine.json of version 2: a warm-up run, strict reads and writes, executors of their own. */
    private Path engineJsonV2(String run) throws IOException {
        String entry = """
                {"engine":"spark","format":"json","reader":"jackson-databind","reader_kind":"codec","variant":"%s",
                 "operation":"%s","run":%d,"warmup":%s,"records":4000,"tasks":2,"executors":["0","1"],
                 "records_per_s":%s,"records_per_s_per_task":%s,"records_per_s_per_core":%s,"verified":true,
                 "failure":null}""";
        String json = "{\"engine_version\":2,\"run_id\":\"" + run + "\",\"engine\":{\"name\":\"spark\","
                + "\"version\":\"4.2.0\",\"master\":\"spark://127.0.0.1:7077\",\"executors\":["
                + "{\"id\":\"0\",\"host\":\"127.0.0.1\",\"cores\":1},{\"id\":\"1\",\"host\":\"127.0.0.1\","
                + "\"cores\":1}]},\"dataset\":{\"schema\":\"user\",\"records\":4000,\"shards\":2},"
                + "\"settings\":{\"runs\":2,\"warmups\":1},\"entries\":["
                + String.join(",",
                        entry.formatted("library", "read", 1, "true", "10", "10", "10"),
                        entry.formatted("strict", "read", 1, "true", "10", "10", "10"),
                        entry.formatted("library", "write", 1, "true", "10", "10", "10"),
                        entry.formatted("library", "read", 2, "false", "1000", "600", "500"),
                        entry.formatted("strict", "read", 2, "false", "800", "400", "300"),
                        entry.formatted("library", "write", 2, "false", "900", "500", "450"),
                        entry.formatted("library", "read", 3, "false", "1200", "700", "700"),
                        entry.formatted("strict", "read", 3, "false", "600", "300", "200"),
                        entry.formatted("library", "write", 3, "false", "700", "400", "350"))
                + "]}";
        Path file = results.resolve(run).resolve(EngineResults.FILE_NAME);
        Files.createDirectories(file.getParent());
        Files.writeString(file, json);
        return file;
    }

    @Test
    void warmUpsAreNotCountedAndEachVariantAndOperationMeetsItsOwnInBench() throws IOException {
        EngineResults engine = EngineResults.read(engineJsonV2("r5"));
        assertEquals(2, engine.cores());
        assertEquals(6, engine.counted().size());
        BenchmarkResult libraryRead = SampleRuns.json().get(1);
        // bench's strict read of the same codec, and its write on a busy machine: the mark goes with the figure.
        BenchmarkResult strictRead = SampleRuns.withForks(libraryRead.key().withVariant(Variant.STRICT),
                libraryRead.style(), libraryRead.forks(), libraryRead.fileBytes(), libraryRead.gzipBytes(), 0.02);
        BenchmarkResult busyWrite = SampleRuns.withOtherCpu(SampleRuns.json().get(0), 1.5);
        RunResults run = RunResults.of(SampleRuns.run("r5", List.of(Format.JSON),
                List.of(busyWrite, libraryRead, strictRead)));
        List<Block> blocks = EngineSection.of(engine, run);
        Paragraph intro = (Paragraph) blocks.get(1);
        assertTrue(intro.text().contains("(2 executor JVMs, 2 cores)"), intro.text());
        assertTrue(intro.text().contains("2 runs of every reader and writer, interleaved, after 1 warm-up run not"
                + " counted"), intro.text());
        List<Table> tables = tables(blocks);
        List<List<String>> readers = tables.get(0).rows();
        assertEquals(3, readers.size());
        // The warm-up's 10 records/s is in no median: (1000 + 1200) / 2.
        assertEquals(List.of("json", "read", "jackson-databind", "codec", "2"), readers.get(0).subList(0, 5));
        assertEquals(EngineSection.rate(1100), readers.get(0).get(5).substring(0, readers.get(0).get(5).indexOf(" (")));
        assertEquals("codec (strict)", readers.get(1).get(3));
        List<List<String>> costs = tables.get(1).rows();
        assertEquals(3, costs.size());
        assertEquals(List.of("json", "jackson-databind", "read", "library"), costs.get(0).subList(0, 4));
        assertEquals(Units.recordsPerS(libraryRead.recordsPerS().mean()), costs.get(0).get(5));
        assertEquals("none", costs.get(0).get(8));
        assertEquals(List.of("json", "jackson-databind", "read", "strict"), costs.get(1).subList(0, 4));
        assertEquals(Units.recordsPerS(250), costs.get(1).get(6));
        assertEquals(List.of("json", "jackson-databind", "write", "library"), costs.get(2).subList(0, 4));
        assertEquals(Units.recordsPerS(busyWrite.recordsPerS().mean()), costs.get(2).get(5));
        assertEquals(MachineMarks.BUSY, costs.get(2).get(8));
    }

    @Test
    void fromVersion3ARunThatLostAnExecutorIsNotCountedAndAFigureIsOverTheMeanTime() throws IOException {
        Path file = engineJsonV2("r6");
        // The same runs as version 3 writes them, the strict read's run 3 on a lost executor.
        String v3 = Files.readString(file).replace("\"engine_version\":2", "\"engine_version\":3")
                .replace("\"variant\":\"strict\",\n \"operation\":\"read\",\"run\":3,\"warmup\":false,",
                        "\"variant\":\"strict\",\n \"operation\":\"read\",\"run\":3,\"warmup\":false,"
                                + "\"counted\":false,");
        Files.writeString(file, v3);
        EngineResults engine = EngineResults.read(file);
        assertTrue(engine.figuresAreMeans());
        assertEquals(5, engine.counted().size());
        assertEquals(2 / (1 / 500.0 + 1 / 700.0), EngineSection.overMeanTime(new double[] {500, 700}), 1e-9);
    }

    /**
     * Version 3 with the speed canary before each run: the library read's as bench's (about 5 ms), the strict
     * read's 30% slower throughout, the write's 5 ms in one run and 7 ms in the other.
     */
    @Test
    void aRatioWhoseSparkSideRanOnAnUnsteadyOrOtherMachineIsMarkedSo() throws IOException {
        Path file = engineJsonV2("r7");
        String v3 = Files.readString(file).replace("\"engine_version\":2", "\"engine_version\":3");
        String[][] canaries = {
            {"\"variant\":\"library\",\n \"operation\":\"read\",\"run\":2,", "[5.0,5.02,4.98]"},
            {"\"variant\":\"library\",\n \"operation\":\"read\",\"run\":3,", "[5.01,4.99,5.0]"},
            {"\"variant\":\"strict\",\n \"operation\":\"read\",\"run\":2,", "[6.5,6.49,6.51]"},
            {"\"variant\":\"strict\",\n \"operation\":\"read\",\"run\":3,", "[6.5,6.52,6.48]"},
            {"\"variant\":\"library\",\n \"operation\":\"write\",\"run\":2,", "[5.0,5.0,5.0]"},
            {"\"variant\":\"library\",\n \"operation\":\"write\",\"run\":3,", "[7.0,7.0,7.0]"}};
        for (String[] canary : canaries) {
            assertTrue(v3.contains(canary[0]), canary[0]);
            v3 = v3.replace(canary[0], canary[0] + "\"canary_ms\":" + canary[1] + ",");
        }
        Files.writeString(file, v3);
        EngineResults engine = EngineResults.read(file);
        BenchmarkResult libraryRead = SampleRuns.json().get(1);
        BenchmarkResult strictRead = SampleRuns.withForks(libraryRead.key().withVariant(Variant.STRICT),
                libraryRead.style(), libraryRead.forks(), libraryRead.fileBytes(), libraryRead.gzipBytes(), 0.02);
        RunResults run = RunResults.of(SampleRuns.run("r7", List.of(Format.JSON),
                List.of(SampleRuns.json().get(0), libraryRead, strictRead)));
        List<Table> tables = tables(EngineSection.of(engine, run));

        List<List<String>> readers = tables.get(0).rows();
        assertEquals("5.00 ms, 0.2% variation", readers.get(0).get(9));
        assertTrue(readers.get(2).get(9).endsWith(": " + MachineMarks.UNSTEADY), readers.get(2).get(9));
        List<List<String>> costs = tables.get(1).rows();
        assertEquals("none", costs.get(0).get(8), "the same machine as bench's, steady");
        assertEquals("MACHINE 30% SLOWER IN SPARK", costs.get(1).get(8));
        assertEquals("MACHINE UNSTEADY IN SPARK, MACHINE 20% SLOWER IN SPARK", costs.get(2).get(8));
    }

    @Test
    void aRunInsideSparkAloneHasItsReportAndSaysWhatDidNotVerify() throws IOException {
        engineJson("r3", false);
        CliRun report = CliRun.of("report", "r3", "--results=" + results);
        assertEquals(0, report.exitCode(), report.err());
        assertTrue(report.out().contains("## Inside Spark"), report.out());
        assertTrue(report.out().contains("| json | read | jackson-databind | codec | 3 |"), report.out());
        assertTrue(report.out().contains("| NO |"), report.out());
        assertTrue(Files.isRegularFile(results.resolve("r3/report.md")));
    }

    @Test
    void anEngineJsonOfAnotherVersionIsRefused() throws IOException {
        Path file = results.resolve("engine.json");
        Files.writeString(file, "{\"engine_version\":4}");
        IOException e = assertThrows(IOException.class, () -> EngineResults.read(file));
        assertEquals(file + ": not an engine.json of version 1 to 3", e.getMessage());
    }

    @Test
    void aBenchRunsReportShowsTheEngineRunItIsGiven() throws Exception {
        SampleRuns.write(results, SampleRuns.run("bench1", List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all()));
        engineJson("spark1", true);
        CliRun report = CliRun.of("report", "bench1", "--results=" + results, "--engine=spark1");
        assertEquals(0, report.exitCode(), report.err());
        assertTrue(report.out().contains("## Inside Spark"), report.out());
        assertTrue(report.out().contains("### What the engine costs"), report.out());
        CliRun missing = CliRun.of("report", "bench1", "--results=" + results, "--engine=nothing");
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().startsWith("report: --engine nothing: "), missing.err());
    }
}
