package io.formatbench.report;

import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The report's formats, and the one place that writes them. A report is derived from the results
 * files, so rewriting it is safe; it is still written atomically, so a reader never sees half a page.
 */
public final class ReportFormats {

    private ReportFormats() {}

    public static ReportFormat markdown() {
        return new MarkdownReport();
    }

    public static ReportFormat html() {
        return new HtmlReport();
    }

    /** Every format, in the order they are written. */
    public static List<ReportFormat> all() {
        return List.of(markdown(), html());
    }

    /**
     * The report files' name without ending: "report", or "report-joined" for a report that joins
     * runs, so that it never overwrites the report of the run whose folder it is written to.
     */
    public static String stem(RunResults run) {
        return run.separateSittings() ? "report-joined" : "report";
    }

    /** Writes every format into {@code folder}; returns the files written. */
    public static List<Path> writeAll(RunResults run, Path folder) throws IOException {
        List<Path> written = new ArrayList<>();
        for (ReportFormat format : all()) {
            Path file = folder.resolve(stem(run) + format.extension());
            writeText(file, format.render(run));
            written.add(file);
        }
        return written;
    }

    public static void writeText(Path file, String text) throws IOException {
        try (AtomicFile atomic = AtomicFile.create(file)) {
            atomic.write(temporary -> Files.writeString(temporary, text, StandardCharsets.UTF_8));
            atomic.commit();
        }
    }
}
