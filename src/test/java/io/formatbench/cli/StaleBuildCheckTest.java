package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StaleBuildCheckTest {

    @TempDir
    Path project;

    @Test
    void aSourceEditedAfterTheBuildIsFound() throws Exception {
        Path classes = file("target/classes/io/A.class", "2026-11-22T10:00:00Z");
        Path sources = project.resolve("src/main");
        file("src/main/java/io/A.java", "2026-11-22T09:00:00Z");
        assertEquals(Optional.empty(), StaleBuildCheck.newerSource(classes.getParent().getParent(), List.of(sources)));

        Path edited = file("src/main/java/io/B.java", "2026-11-22T11:00:00Z");
        assertEquals(Optional.of(edited), StaleBuildCheck.newerSource(classes.getParent().getParent(), List.of(sources)));
    }

    @Test
    void theMavenProfilesRefuseAStaleBuildWithOneLineNamingTheBuildCommand() throws Exception {
        Path classes = file("target/classes/io/A.class", "2026-11-22T10:00:00Z").getParent().getParent();
        Path edited = file("proto/user.proto", "2026-11-22T11:00:00Z");
        String[] saved = {System.getProperty(MavenMain.CLASSES_PROPERTY), System.getProperty(MavenMain.SOURCES_PROPERTY)};
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setProperty(MavenMain.CLASSES_PROPERTY, classes.toString());
        System.setProperty(MavenMain.SOURCES_PROPERTY, project.resolve("src/main") + "," + project.resolve("proto"));
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            MavenMain.CommandFailedException failure = assertThrows(MavenMain.CommandFailedException.class,
                    () -> MavenMain.main(new String[] {"--version"}));
            assertTrue(failure.getMessage().contains("exit code " + ExitCodes.STALE_BUILD), failure.getMessage());
        } finally {
            System.setErr(err);
            restore(MavenMain.CLASSES_PROPERTY, saved[0]);
            restore(MavenMain.SOURCES_PROPERTY, saved[1]);
        }
        String line = captured.toString(StandardCharsets.UTF_8);
        assertEquals(1, line.strip().lines().count(), line);
        assertTrue(line.contains(edited + " changed after the last build"), line);
        assertTrue(line.contains("build first: mvn -B -q compile"), line);
    }

    private Path file(String relative, String modified) throws Exception {
        Path file = project.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, relative);
        Files.setLastModifiedTime(file, FileTime.from(Instant.parse(modified)));
        return file;
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }
}
