package io.formatbench.results;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The results folder: one subfolder per run, holding the run's results files and its reports. */
public final class ResultsFolder {

    /** What to tell a user who has no results yet. */
    public static final String HOW_TO_RUN = "run scripts/run-all.sh, or mvn -Pjson-benchmark exec:java and"
            + " mvn -Pprotobuf-benchmark exec:java, or mvn -Pmessage-benchmark exec:java";

    private static final DateTimeFormatter TIME_STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);
    /** The results files of version 1, one per format, that a folder may still hold. */
    private static final List<String> VERSION_1_FILES = List.of("json.json", "protobuf.json");

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

    /** The runs that have a results file of some mode, newest first (by the file's modification time, then by name). */
    public List<String> runsNewestFirst() throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        record Found(String run, FileTime modified) {}
        List<Found> found = new ArrayList<>();
        try (Stream<Path> children = Files.list(dir)) {
            for (Path child : (Iterable<Path>) children::iterator) {
                FileTime newest = null;
                for (Mode mode : Mode.values()) {
                    Path file = child.resolve(mode.resultsFileName());
                    if (Files.isRegularFile(file)) {
                        FileTime modified = Files.getLastModifiedTime(file);
                        newest = newest == null || modified.compareTo(newest) > 0 ? modified : newest;
                    }
                }
                if (newest != null) {
                    found.add(new Found(child.getFileName().toString(), newest));
                }
            }
        }
        // Default run ids are UTC timestamps, so the name breaks ties the same way.
        found.sort(Comparator.comparing(Found::modified).thenComparing(Found::run).reversed());
        return found.stream().map(Found::run).toList();
    }

    /** Reads a run's results of a mode; fails with the runs that do exist when it has none. */
    public RunResult load(String runId, Mode mode) throws IOException {
        Path file = ResultFiles.path(dir, runId, mode);
        if (!Files.isRegularFile(file)) {
            for (String old : VERSION_1_FILES) {
                if (Files.isRegularFile(runDir(runId).resolve(old))) {
                    throw new FileSystemException(runDir(runId).resolve(old).toString(), null, "results of version 1"
                            + " (one file per format), which this tool no longer reads: measure again");
                }
            }
            throw noSuchRun(runId);
        }
        return ResultFiles.read(file);
    }

    /** Whether a run has a results file of a mode. */
    public boolean has(String runId, Mode mode) {
        return Files.isRegularFile(ResultFiles.path(dir, runId, mode));
    }

    /** Reads a run's message results (messages.json); fails with the runs that do exist when it has none. */
    public MessageRun loadMessages(String runId) throws IOException {
        if (!has(runId, Mode.MESSAGE)) {
            throw noSuchRun(runId);
        }
        return ResultFiles.readMessages(ResultFiles.path(dir, runId, Mode.MESSAGE));
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
     * A new run: the UTC time as its id, with "-2", "-3"... when that folder exists already. The folder
     * is created here, atomically, so that two runs started in the same second cannot both take it.
     */
    public String claimNewRunId() throws IOException {
        Files.createDirectories(dir);
        String stamp = ZonedDateTime.now(ZoneOffset.UTC).format(TIME_STAMP);
        for (int n = 1; ; n++) {
            String runId = n == 1 ? stamp : stamp + "-" + n;
            try {
                Files.createDirectory(dir.resolve(runId));
                return runId;
            } catch (FileAlreadyExistsException taken) {
                // Another run has this second: try the next suffix.
            }
        }
    }

    /**
     * A run id given for new results: letters, digits, '.', '_' and '-', starting with a letter or
     * a digit, so that it is one folder name on any file system.
     */
    public static String checkedNewRunId(String runId) {
        if (runId == null || !runId.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            throw new IllegalArgumentException("a run id is letters, digits, '.', '_' or '-', was '" + runId + "'");
        }
        return runId;
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
