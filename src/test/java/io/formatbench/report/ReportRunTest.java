package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Format;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.results.ResultsFolder;
import io.formatbench.run.ReportRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which results make a report and which files it writes, without the command line that asks and prints. */
class ReportRunTest {

    private static final ReportRun.Judging DEFAULTS = new ReportRun.Judging(null, Double.NaN);

    @TempDir
    Path results;

    @Test
    void aNamedRunsReportIsWrittenIntoItsFolderAndIsTheMarkdownReturned() throws Exception {
        SampleRuns.write(results, SampleRuns.run("run1", List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all()));

        ReportRun.Written written = ReportRun.report(new ResultsFolder(results), "run1", DEFAULTS, null);

        ReportRun.RunReport report = assertInstanceOf(ReportRun.RunReport.class, written);
        assertFalse(report.newest(), "named, not the newest");
        assertEquals(List.of(results.resolve("run1/report.md"), results.resolve("run1/report.html")), report.files());
        assertEquals(Files.readString(report.files().get(0), StandardCharsets.UTF_8), report.markdown());
    }

    @Test
    void withoutARunTheNewestIsReportedAndSaysSo() throws Exception {
        SampleRuns.write(results, SampleRuns.run("run1", List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all()));

        ReportRun.RunReport report = assertInstanceOf(ReportRun.RunReport.class,
                ReportRun.report(new ResultsFolder(results), null, DEFAULTS, null));

        assertTrue(report.newest());
        assertEquals("run1", report.run().runId());
    }

    @Test
    void aBaselineTheRunDidNotMeasureIsRefusedAndNothingIsWritten() throws Exception {
        SampleRuns.write(results, SampleRuns.run("run1", List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all()));

        ReportRun.BaselineNotMeasured refused = assertThrows(ReportRun.BaselineNotMeasured.class,
                () -> ReportRun.report(new ResultsFolder(results), "run1",
                        new ReportRun.Judging(BinaryJson.CBOR.format(), Double.NaN), null));

        assertEquals("run run1 measured no cbor (it measured json, protobuf)", refused.getMessage());
        assertFalse(Files.exists(results.resolve("run1/report.md")));
    }
}
