package io.formatbench.report;

import io.formatbench.codec.UnknownFields;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.RunResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Where and how each sitting of the run was measured, property by property: the report's last section. */
final class EnvironmentSection {

    private EnvironmentSection() {}

    static List<Block> of(RunResults run) {
        List<Block> blocks = new ArrayList<>();
        if (!run.hasFiles()) {
            return List.of();
        }
        blocks.add(new Heading(2, "Environment"));
        List<RunResult> sittings = run.sittings();
        List<String> header = new ArrayList<>();
        header.add("Property");
        sittings.forEach(sitting -> header.add(sittings.size() == 1 ? "Value" : "run " + sitting.runId()));
        List<List<String>> rows = new ArrayList<>();
        env(rows, sittings, "Run id, created", r -> r.runId() + ", " + text(r.created()));
        env(rows, sittings, "Tool",
                r -> r.tool() == null ? Units.NOT_AVAILABLE : r.tool().name() + " " + r.tool().version());
        env(rows, sittings, "Commit", r -> r.tool() == null ? Units.NOT_AVAILABLE : text(r.tool().commit()));
        env(rows, sittings, "Schema files (.proto)",
                r -> r.tool() == null ? Units.NOT_AVAILABLE : SchemaFilesWords.full(r.tool().schemaFiles()));
        env(rows, sittings, "JDK",
                r -> r.env() == null ? Units.NOT_AVAILABLE : r.env().jdkVendor() + " " + r.env().jdkVersion());
        env(rows, sittings, "JVM", r -> r.env() == null ? Units.NOT_AVAILABLE : text(r.env().jvmPath()));
        env(rows, sittings, "JVM flags", r -> r.env() == null || r.env().jvmArgs() == null ? Units.NOT_AVAILABLE
                : String.join(" ", r.env().jvmArgs()));
        env(rows, sittings, "OS", r -> r.env() == null ? Units.NOT_AVAILABLE : text(r.env().os()));
        env(rows, sittings, "CPU", r -> r.env() == null ? Units.NOT_AVAILABLE : text(r.env().cpuModel()));
        env(rows, sittings, "Cores", r -> r.env() == null ? Units.NOT_AVAILABLE : Integer.toString(r.env().cores()));
        env(rows, sittings, "Memory", r -> r.env() == null ? Units.NOT_AVAILABLE : Units.bytes(r.env().memoryBytes()));
        env(rows, sittings, "Dataset", r -> r.dataset() == null ? Units.NOT_AVAILABLE : String.format(Locale.ROOT,
                "%s, %s records, %s%s", r.dataset().schema(), Units.count(r.dataset().records()),
                Phrases.recordsOrigin(r.dataset()),
                Phrases.compressed(r.dataset().compression())));
        env(rows, sittings, "Dataset digest",
                r -> r.dataset() == null ? Units.NOT_AVAILABLE : text(r.dataset().digest()));
        env(rows, sittings, "Dataset files", r -> r.dataset() == null || r.dataset().fileBytes() == null
                ? Units.NOT_AVAILABLE
                : new TreeMap<>(r.dataset().fileBytes()).entrySet().stream()
                        .map(entry -> entry.getKey() + " " + Units.bytesExact(entry.getValue()))
                        .collect(Collectors.joining("; ")));
        env(rows, sittings, "Formats, codecs, variants, operations", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : join(r.settings().formats()) + "; " + join(r.settings().codecs())
                        + "; " + join(r.settings().variants()) + "; " + join(r.settings().operations())
                        + (r.settings().unknownFields() == UnknownFields.SKIP ? "; unknown fields skipped" : ""));
        env(rows, sittings, "Forks, shuffle seed", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%d, %d", r.settings().forks(), r.settings().shuffleSeed()));
        env(rows, sittings, "Warm-ups (least-most, ended by), passes", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%d-%d (%s), %d", r.settings().warmups(), r.settings().maxWarmups(),
                        WarmupWords.endedBy(r), r.settings().iterations()));
        env(rows, sittings, "Heap, fsync, I/O buffer", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%s, %s, %s", r.settings().heap(),
                        r.settings().fsync() ? "fsync" : "no fsync",
                        Units.count(r.settings().ioBufferBytes()) + " B I/O buffer"));
        env(rows, sittings, "Busy above (other processes' cores)", r -> r.settings() == null ? Units.NOT_AVAILABLE
                : String.format(Locale.ROOT, "%.2f", r.settings().busyCores()));
        List<Boolean> numeric = new ArrayList<>(Collections.nCopies(header.size(), false));
        blocks.add(new Table(header, rows, numeric));
        return blocks;
    }

    private static void env(List<List<String>> rows, List<RunResult> sittings, String property,
            Function<RunResult, String> cell) {
        List<String> row = new ArrayList<>();
        row.add(property);
        sittings.forEach(sitting -> row.add(cell.apply(sitting)));
        rows.add(row);
    }

    private static String join(List<?> values) {
        return values == null ? Units.NOT_AVAILABLE
                : values.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    private static String text(String value) {
        return Objects.requireNonNullElse(value, Units.NOT_AVAILABLE);
    }
}
