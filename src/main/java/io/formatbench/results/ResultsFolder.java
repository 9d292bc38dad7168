package io.formatbench.results;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** The results folder: one subfolder per run, holding the run's results file and its reports. */
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

    /** The runs that have a results file, newest first (by the file's modification time, then by name). */
    public List<String> runsNewestFirst() throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        record Found(String run, FileTime modified) {}
        List<Found> found = new ArrayList<>();
        try (Stream<Path> children = Files.list(dir)) {
            for (Path child : (Iterable<Path>) children::iterator) {
                Path file = child.resolve(Mode.FILE.resultsFileName());
                if (Files.isRegularFile(file)) {
                    found.add(new Found(child.getFileName().toString(), Files.getLastModifiedTime(file)));
                }
            }
        }
        // Default run ids are UTC timestamps, so the name breaks ties the same way.
        found.sort(Comparator.comparing(Found::modified).thenComparing(Found::run).reversed());
        return found.stream().map(Found::run).toList();
    }

    /** The run whose results were written last, or empty when there is none. */
    public Optional<String> newestRun() throws IOException {
        return runsNewestFirst().stream().findFirst();
    }

    /** Reads a run's results; fails with the runs that do exist when it has none. */
    public RunResult load(String runId) throws IOException {
        Path file = ResultFiles.path(dir, runId, Mode.FILE);
        if (!Files.isRegularFile(file)) {
            throw noSuchRun(runId);
        }
        return ResultFiles.read(file);
    }

    /** The error for a missing run, naming the runs there are, or how to make one. */
    public FileSystemException noSuchRun(String runId) throws IOException {
        List<String> runs = runsNewestFirst().stream().sorted().toList();
        String known = runs.isEmpty() ? "there are no runs in " + dir + "; " + HOW_TO_RUN
                : "runs in " + dir + ": " + String.join(", ", runs);
        return new FileSystemException(dir.resolve(runId).toString(), null,
                "no results of run '" + runId + "' (" + known + ")");
    }

    /** The error for a results folder without any run. */
    public FileSystemException noRuns() {
        return new FileSystemException(dir.toString(), null, "no benchmark results here; " + HOW_TO_RUN);
    }

    /**
     * A run id names one folder inside the results folder; anything that could climb out of it (a
     * separator, "..") is refused, since reports are written there.
     */
    public static String checkedRunId(String runId) {
        if (runId == null || runId.isBlank() || runId.equals(".") || runId.equals("..")
                || runId.contains("/") || runId.contains("\\") || runId.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("a run id is the name of one folder in the results folder, was '"
                    + runId + "'");
        }
        return runId;
    }
}
