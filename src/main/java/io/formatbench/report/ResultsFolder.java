package io.formatbench.report;

import io.formatbench.codec.Format;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** The results folder: one subfolder per run, holding one results file per format. */
public final class ResultsFolder {

    /** What to tell a user who has no results yet. */
    public static final String HOW_TO_RUN = "run scripts/run-all.sh, or mvn -Pjson-benchmark exec:java and"
            + " mvn -Pprotobuf-benchmark exec:java";

    private final Path dir;

    public ResultsFolder(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    public Path runDir(String runId) {
        return dir.resolve(checkedRunId(runId));
    }

    /** The runs that have at least one results file, by name. */
    public List<String> runs() throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<String> runs = new ArrayList<>();
        try (Stream<Path> children = Files.list(dir)) {
            for (Path child : (Iterable<Path>) children.sorted()::iterator) {
                if (Files.isDirectory(child) && !resultFiles(child.getFileName().toString()).isEmpty()) {
                    runs.add(child.getFileName().toString());
                }
            }
        }
        return runs;
    }

    /**
     * The run whose results were written last (by the files' modification time, then by name, since
     * the default run ids are UTC timestamps), or empty when there is none.
     */
    public Optional<String> newestRun() throws IOException {
        String newest = null;
        FileTime newestTime = null;
        for (String run : runs()) {
            FileTime time = null;
            for (Path file : resultFiles(run).values()) {
                FileTime modified = Files.getLastModifiedTime(file);
                time = time == null || modified.compareTo(time) > 0 ? modified : time;
            }
            if (newestTime == null || time.compareTo(newestTime) >= 0) {
                newest = run;
                newestTime = time;
            }
        }
        return Optional.ofNullable(newest);
    }

    /** Reads every results file of a run; fails with the runs that do exist when it has none. */
    public RunResults load(String runId) throws IOException {
        Map<String, Path> files = resultFiles(checkedRunId(runId));
        if (files.isEmpty()) {
            throw noSuchRun(runId);
        }
        Map<String, RunResult> byFormat = new LinkedHashMap<>();
        for (Map.Entry<String, Path> entry : files.entrySet()) {
            byFormat.put(entry.getKey(), ResultFiles.read(entry.getValue()));
        }
        return new RunResults(runId, byFormat);
    }

    /** The error for a missing run, naming the runs there are, or how to make one. */
    public FileSystemException noSuchRun(String runId) throws IOException {
        List<String> runs = runs();
        String known = runs.isEmpty() ? "there are no runs in " + dir + "; " + HOW_TO_RUN
                : "runs in " + dir + ": " + String.join(", ", runs);
        return new FileSystemException(dir.resolve(runId).toString(), null,
                "no results of run '" + runId + "' (" + known + ")");
    }

    /** The error for a results folder without any run. */
    public FileSystemException noRuns() {
        return new FileSystemException(dir.toString(), null, "no benchmark results here; " + HOW_TO_RUN);
    }

    private Map<String, Path> resultFiles(String runId) {
        Map<String, Path> files = new LinkedHashMap<>();
        for (Format format : Format.values()) {
            Path file = ResultFiles.path(dir, runId, format.id());
            if (Files.isRegularFile(file)) {
                files.put(format.id(), file);
            }
        }
        return files;
    }

    /**
     * A run id names one folder inside the results folder; anything that could climb out of it (a
     * separator, "..") is refused, since reports are written there.
     */
    static String checkedRunId(String runId) {
        if (runId == null || runId.isBlank() || runId.equals(".") || runId.equals("..")
                || runId.contains("/") || runId.contains("\\") || runId.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a run id is the name of one folder in the results folder, was '"
                    + runId + "'");
        }
        return runId;
    }
}
