package io.formatbench.bench;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The files that write benchmarks write, next to the dataset, named after the run's process. A fork
 * deletes its own when it ends; one killed with kill -9 cannot, and the next run removes it once the
 * process named in it is gone.
 */
final class ScratchFiles {

    private static final Pattern NAME = Pattern.compile("\\..+\\.bench-(\\d+)\\.tmp");

    private ScratchFiles() {}

    /** The scratch file of a data file for the run of process {@code pid}. */
    static String name(String dataFileName, long pid) {
        return "." + dataFileName + ".bench-" + pid + ".tmp";
    }

    /** Removes the scratch files in {@code folder} whose process has ended; returns how many. */
    static int removeDead(Path folder) throws IOException {
        int removed = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                Matcher name = NAME.matcher(entry.getFileName().toString());
                if (name.matches() && !isAlive(name.group(1)) && Files.deleteIfExists(entry)) {
                    removed++;
                }
            }
        }
        return removed;
    }

    private static boolean isAlive(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return true; // not a process id this can judge: keep the file
        }
    }
}
