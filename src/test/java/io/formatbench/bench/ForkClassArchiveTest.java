package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ForkClassArchiveTest {

    @TempDir
    Path work;

    @Test
    void theFirstForkWritesTheArchiveAndTheLaterOnesMapIt() throws IOException {
        ForkClassArchive archive = ForkClassArchive.in(work, "", 2, List.of());
        Path file = work.resolve("classes.jsa");
        assertEquals(List.of("-XX:ArchiveClassesAtExit=" + file), archive.nextForkOptions());
        Files.write(file, new byte[] {1});
        assertEquals(List.of("-XX:SharedArchiveFile=" + file), archive.nextForkOptions());
        assertEquals(List.of("-XX:SharedArchiveFile=" + file), archive.nextForkOptions());
    }

    @Test
    void whenTheFirstForkCouldNotWriteItTheOthersLoadFromTheClasspath() throws IOException {
        ForkClassArchive archive = ForkClassArchive.in(work, "", 2, List.of());
        assertTrue(archive.nextForkOptions().get(0).startsWith("-XX:ArchiveClassesAtExit="));
        assertEquals(List.of(), archive.nextForkOptions());
        assertEquals(List.of(), archive.nextForkOptions());
    }

    @Test
    void aRunOfOneForkWritesNoArchive() throws IOException {
        ForkClassArchive archive = ForkClassArchive.in(work, "", 1, List.of());
        assertEquals(List.of(), archive.nextForkOptions());
        assertEquals(List.of(), archive.nextForkOptions());
    }

    @Test
    void theUsersOwnClassSharingOptionsDecide() throws IOException {
        // A JVM given -Xshare:off and asked to write an archive does not start.
        for (String own : List.of("-Xshare:off", "-XX:SharedArchiveFile=/tmp/mine.jsa", "-XX:+AutoCreateSharedArchive")) {
            ForkClassArchive archive = ForkClassArchive.in(work, "", 3, List.of("-Xmx2g", own));
            assertEquals(List.of(), archive.nextForkOptions(), own);
            assertEquals(List.of(), archive.nextForkOptions(), own);
        }
    }

    @Test
    void aFolderOnTheClasspathReachesTheForksAsAJarOfTheSameFiles(@TempDir Path tool) throws IOException {
        Path classes = Files.createDirectories(tool.resolve("classes/io/example"));
        Files.writeString(classes.resolve("A.class"), "a class", StandardCharsets.UTF_8);
        Files.writeString(tool.resolve("classes/schema.desc"), "a resource", StandardCharsets.UTF_8);
        Path library = Files.writeString(tool.resolve("library.jar"), "a jar");
        String toolClasspath = String.join(File.pathSeparator, tool.resolve("classes").toString(), library.toString(),
                tool.resolve("missing").toString());

        String[] entries = ForkClassArchive.in(work, toolClasspath, 2, List.of()).classpath().split(File.pathSeparator);

        assertArrayEquals(new String[] {work.resolve("classes-0.jar").toString(), library.toString()}, entries);
        try (JarFile jar = new JarFile(entries[0])) {
            assertEquals("a class", new String(jar.getInputStream(jar.getEntry("io/example/A.class")).readAllBytes(),
                    StandardCharsets.UTF_8));
            assertEquals("a resource", new String(jar.getInputStream(jar.getEntry("schema.desc")).readAllBytes(),
                    StandardCharsets.UTF_8));
        }
    }

    @Test
    void theResultsRecordWhatEveryForkHadInCommonNotATemporaryPath() {
        List<String> written = ForkClassArchive.described(List.of("-XX:ArchiveClassesAtExit=/tmp/w/classes.jsa", "-Xmx1g"));
        List<String> mapped = ForkClassArchive.described(List.of("-XX:SharedArchiveFile=/tmp/w/classes.jsa", "-Xmx1g"));
        assertEquals(written, mapped);
        assertEquals("-Xmx1g", mapped.get(1));
        assertTrue(mapped.get(0).startsWith("-XX:SharedArchiveFile=(the run's class archive"), mapped.get(0));
    }
}
