package io.formatbench.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * exec:java runs whatever the last build left in target/classes, while the results name the
 * working tree's commit: after an edit, the profiles would measure old code under a new name. This
 * check finds a source file newer than every compiled file.
 */
final class StaleBuildCheck {

    /** The command that brings target/classes up to date. */
    static final String BUILD_COMMAND = "mvn -B -q compile";

    private StaleBuildCheck() {}

    /**
     * @param classes the build's output folder
     * @param sourceRoots the folders the build compiles or copies from (missing ones are skipped)
     * @return the first source file newer than the newest compiled file, if any
     */
    static Optional<Path> newerSource(Path classes, List<Path> sourceRoots) {
        FileTime built = newest(classes);
        for (Path root : sourceRoots) {
            try (Stream<Path> files = files(root)) {
                Optional<Path> newer = files.filter(file -> modified(file).compareTo(built) > 0).findFirst();
                if (newer.isPresent()) {
                    return newer;
                }
            }
        }
        return Optional.empty();
    }

    /** The one-line refusal, naming the file and the build command. */
    static String message(Path newer, Path classes) {
        return newer + " changed after the last build (" + classes + "); build first: " + BUILD_COMMAND;
    }

    private static FileTime newest(Path folder) {
        try (Stream<Path> files = files(folder)) {
            return files.map(StaleBuildCheck::modified).max(FileTime::compareTo).orElse(FileTime.fromMillis(0));
        }
    }

    private static Stream<Path> files(Path root) {
        if (!Files.isDirectory(root)) {
            return Stream.empty();
        }
        try {
            return Files.walk(root).filter(Files::isRegularFile);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
