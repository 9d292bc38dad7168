package io.formatbench.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * exec:java runs whatever the last build left in target/classes, while the results name the
 * working tree's commit: after an edit, the profiles would measure old code under a new name. This
 * check finds a source the build has not caught up with: a Java or .proto file newer than every
 * compiled class, or a resource newer than its copy (or without one); and for the jar, a source or class
 * newer than the jar ({@link #staleJar}). Deleted sources and pom.xml
 * edits are not seen. The build command cleans first: protoc and the resources plugin skip files
 * whose content did not change, so a file touched without a change would otherwise stay "newer".
 */
final class StaleBuildCheck {

    /** The command that brings target/classes up to date. */
    static final String BUILD_COMMAND = "mvn -B -q clean compile";

    /** The command that builds the jar again. */
    static final String JAR_COMMAND = "mvn -B -q package -DskipTests";

    /** The sources a build compiles or generates code from: the tool's, the generator's, proto/. */
    private static final List<String> SOURCES = List.of("src/main/java", "src/codegen/java", "proto");

    private StaleBuildCheck() {}

    /**
     * @param basedir the project's folder
     * @param classes the build's output folder
     * @return the first source the build has not caught up with, if any
     * @throws IOException when the folders cannot be read
     */
    static Optional<Path> staleSource(Path basedir, Path classes) throws IOException {
        try {
            FileTime compiled = newestClass(classes);
            for (Path root : SOURCES.stream().map(basedir::resolve).toList()) {
                try (Stream<Path> files = files(root)) {
                    Optional<Path> newer = files.filter(file -> modified(file).compareTo(compiled) > 0).findFirst();
                    if (newer.isPresent()) {
                        return newer;
                    }
                }
            }
            Path resources = basedir.resolve("src/main/resources");
            try (Stream<Path> files = files(resources)) {
                return files.filter(file -> {
                    Path copy = classes.resolve(resources.relativize(file).toString());
                    return !Files.isRegularFile(copy) || modified(file).compareTo(modified(copy)) > 0;
                }).findFirst();
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * The first source or class newer than {@code jar}, when the jar is {@code target/formatbench.jar} of
     * a project folder (one with a pom.xml and a proto/ beside target/): a jar built before the last
     * change to proto/ or the code does not have its schemas or its fixes. Empty for a jar elsewhere.
     */
    static Optional<Path> staleJar(Path jar) throws IOException {
        Path target = jar.toAbsolutePath().getParent();
        Path basedir = target == null ? null : target.getParent();
        if (basedir == null || !Files.isRegularFile(basedir.resolve("pom.xml"))
                || !Files.isDirectory(basedir.resolve("proto")) || !target.getFileName().toString().equals("target")) {
            return Optional.empty();
        }
        try {
            FileTime built = modified(jar);
            List<Path> roots = new ArrayList<>(SOURCES.stream().map(basedir::resolve).toList());
            roots.add(target.resolve("classes"));
            for (Path root : roots) {
                try (Stream<Path> files = files(root)) {
                    Optional<Path> newer = files.filter(file -> modified(file).compareTo(built) > 0).findFirst();
                    if (newer.isPresent()) {
                        return newer;
                    }
                }
            }
            return Optional.empty();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** The one-line refusal of a jar older than a source, naming both and the command that builds it. */
    static String jarMessage(Path jar, Path newer) {
        return jar + " is older than " + newer + " (built before the last change); build it again: " + JAR_COMMAND;
    }

    /** The one-line refusal, naming the file and the build command. */
    static String message(Path stale, Path classes) {
        return stale + " changed after the last build (" + classes + "); build first: " + BUILD_COMMAND;
    }

    private static FileTime newestClass(Path classes) {
        try (Stream<Path> files = files(classes)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".class")).map(StaleBuildCheck::modified)
                    .max(FileTime::compareTo).orElse(FileTime.fromMillis(0));
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
