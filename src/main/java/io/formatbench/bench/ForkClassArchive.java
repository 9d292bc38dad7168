package io.formatbench.bench;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.zip.Deflater;
import java.util.stream.Stream;

/**
 * How a run's forks load the tool's classes: from a class-data-sharing archive (the JDK's AppCDS)
 * that the run's first fork writes as it ends, and every later fork maps at its start. Loading,
 * verifying and linking the classes of Jackson, protobuf, the codecs and the tool was half of a fork's
 * set-up (0.6-0.7 s of a fork of 2-3 s); from the archive it is a fraction of it. It happens before
 * the canary and the passes: no timed region sees it, and the JIT compiles the same code either way.
 *
 * <p>The JDK archives classes from jars only, so a classpath with folders (Maven's exec:java runs
 * from target/classes) is given to the forks as jars of those folders, written in the run's work
 * folder. A JVM that cannot write or map the archive runs on as before, loading from the classpath:
 * the archive only ever makes a fork's start shorter. {@code --jvm-arg=-Xshare:off} (or any class-sharing
 * option of the user's own) turns it off.
 */
final class ForkClassArchive {

    private final Path archive;
    private final String classpath;
    /** False for a run of one fork, which has none to map it, and where the user's options decide. */
    private final boolean wanted;
    /** Whether a fork was asked to write it: only the first is. */
    private boolean asked;

    private ForkClassArchive(Path archive, String classpath, boolean wanted) {
        this.archive = archive;
        this.classpath = classpath;
        this.wanted = wanted;
    }

    /**
     * The archive of a run whose forks work in {@code work}, for the tool's classpath {@code toolClasspath},
     * and that makes at least {@code fewestForks} forks. A run of one fork writes none: writing it costs
     * that fork's end a second, and it also keeps a flight recording (-XX:StartFlightRecording) from
     * being written, which a one-fork run under a profiler is there for. Nor does a run whose forks
     * the user gives class-sharing options of their own ({@code userJvmArgs}, such as -Xshare:off,
     * with which a JVM asked to write an archive does not start): theirs decide.
     */
    static ForkClassArchive in(Path work, String toolClasspath, int fewestForks, List<String> userJvmArgs)
            throws IOException {
        List<String> entries = new ArrayList<>();
        int folders = 0;
        for (String entry : toolClasspath.split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (entry.isEmpty()) {
                // The JDK would read it as the working folder; the tool's classpath never has one.
                continue;
            }
            if (Files.isDirectory(path)) {
                Path jar = work.resolve("classes-" + folders++ + ".jar");
                jarOf(path, jar);
                entries.add(jar.toString());
            } else if (Files.isRegularFile(path)) {
                entries.add(entry);
            }
            // An entry that does not exist holds no class; the JDK refuses to archive beside it.
        }
        boolean usersOwn = userJvmArgs.stream().anyMatch(ForkClassArchive::isClassSharingOption);
        return new ForkClassArchive(work.resolve("classes.jsa"), String.join(File.pathSeparator, entries),
                fewestForks > 1 && !usersOwn);
    }

    /** The classpath every fork of the run starts with: the same for all, as the archive requires. */
    String classpath() {
        return classpath;
    }

    /**
     * The options of the next fork: the first writes the archive when it ends; once it is there,
     * every fork maps it. If the first could not write it, the rest load their classes as before.
     */
    synchronized List<String> nextForkOptions() {
        if (!wanted) {
            return List.of();
        }
        if (Files.isRegularFile(archive)) {
            return List.of("-XX:SharedArchiveFile=" + archive);
        }
        if (asked) {
            // The first fork could not write it: the rest load their classes from the classpath.
            return List.of();
        }
        asked = true;
        return List.of("-XX:ArchiveClassesAtExit=" + archive);
    }

    private static boolean isClassSharingOption(String jvmArg) {
        return jvmArg.startsWith("-Xshare") || jvmArg.startsWith("-XX:SharedArchiveFile")
                || jvmArg.startsWith("-XX:ArchiveClassesAtExit") || jvmArg.contains("AutoCreateSharedArchive")
                || jvmArg.startsWith("-XX:AOTCache") || jvmArg.startsWith("-XX:AOTMode");
    }

    /**
     * A fork's JVM options as the results record them: the archive's options name a temporary file,
     * gone with the run, and one fork wrote it while the others mapped it; recorded, they say what
     * every fork had in common.
     */
    static List<String> described(List<String> forkOptions) {
        return forkOptions.stream()
                .map(option -> option.startsWith("-XX:SharedArchiveFile=") || option.startsWith("-XX:ArchiveClassesAtExit=")
                        ? "-XX:SharedArchiveFile=(the run's class archive, written by its first fork)" : option)
                .toList();
    }

    private static void jarOf(Path folder, Path jar) throws IOException {
        try (OutputStream out = Files.newOutputStream(jar);
             JarOutputStream entries = new JarOutputStream(out);
             Stream<Path> files = Files.walk(folder)) {
            // Read once by each fork that loads a class the archive lacks: not worth compressing.
            entries.setLevel(Deflater.NO_COMPRESSION);
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                entries.putNextEntry(new JarEntry(folder.relativize(file).toString().replace(File.separatorChar, '/')));
                Files.copy(file, entries);
                entries.closeEntry();
            }
        }
    }
}
