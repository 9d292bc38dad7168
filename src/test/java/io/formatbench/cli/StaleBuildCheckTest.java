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
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StaleBuildCheckTest {

    @TempDir
    Path project;

    @Test
    void aSourceEditedAfterTheBuildIsFound() throws Exception {
        Path classes = file("target/classes/io/A.class", "2026-11-22T10:00:00Z").getParent().getParent();
        file("src/main/java/io/A.java", "2026-11-22T09:00:00Z");
        file("src/main/resources/tool.properties", "2026-11-22T09:00:00Z");
        file("target/classes/tool.properties", "2026-11-22T10:00:00Z");
        assertEquals(Optional.empty(), StaleBuildCheck.staleSource(project, classes));

        Path edited = file("src/main/java/io/B.java", "2026-11-22T11:00:00Z");
        assertEquals(Optional.of(edited), StaleBuildCheck.staleSource(project, classes));
    }

    @Test
    void copyingResourcesDoesNotHideAStaleClass() throws Exception {
        Path classes = file("target/classes/io/A.class", "2026-11-22T10:00:00Z").getParent().getParent();
        Path edited = file("src/main/java/io/A.java", "2026-11-22T11:00:00Z");
        // process-resources ran after the edit: the copy is newer than the edit, the class is not.
        file("src/main/resources/tool.properties", "2026-11-22T09:00:00Z");
        file("target/classes/tool.properties", "2026-11-22T12:00:00Z");
        assertEquals(Optional.of(edited), StaleBuildCheck.staleSource(project, classes));
    }

    @Test
    void aResourceNewerThanItsCopyIsFound() throws Exception {
        Path classes = file("target/classes/io/A.class", "2026-11-22T10:00:00Z").getParent().getParent();
        file("target/classes/tool.properties", "2026-11-22T10:00:00Z");
        Path edited = file("src/main/resources/tool.properties", "2026-11-22T11:00:00Z");
        assertEquals(Optional.of(edited), StaleBuildCheck.staleSource(project, classes));
    }

    /** The jar of a project folder is stale once a .proto, the code or the generator is newer. */
    @Test
    void aJarOlderThanASourceOrAClassIsFound() throws Exception {
        file("pom.xml", "2026-11-22T09:00:00Z");
        file("proto/user.proto", "2026-11-22T09:00:00Z");
        file("src/main/java/io/A.java", "2026-11-22T09:00:00Z");
        file("target/classes/io/A.class", "2026-11-22T09:30:00Z");
        Path jar = file("target/formatbench.jar", "2026-11-22T10:00:00Z");
        assertEquals(Optional.empty(), StaleBuildCheck.staleJar(jar));

        Path added = file("proto/acme/orders.proto", "2026-11-22T11:00:00Z");
        assertEquals(Optional.of(added), StaleBuildCheck.staleJar(jar));
        assertEquals(jar + " is older than " + added + " (built before the last change); build it again: "
                + "mvn -B -q package -DskipTests", StaleBuildCheck.jarMessage(jar, added));
        Files.delete(added);
        Path generator = file("src/codegen/java/io/G.java", "2026-11-22T11:00:00Z");
        assertEquals(Optional.of(generator), StaleBuildCheck.staleJar(jar));
    }

    /** A jar outside a project folder (copied elsewhere) has nothing to be compared with. */
    @Test
    void aJarOutsideAProjectIsNeverStale() throws Exception {
        Path jar = file("elsewhere/formatbench.jar", "2026-11-22T10:00:00Z");
        file("elsewhere/proto/user.proto", "2026-11-22T11:00:00Z");
        assertEquals(Optional.empty(), StaleBuildCheck.staleJar(jar));
    }

    @Test
    void theMavenProfilesRefuseAStaleBuildWithOneLineNamingTheBuildCommand() throws Exception {
        Path classes = file("target/classes/io/A.class", "2026-11-22T10:00:00Z").getParent().getParent();
        Path edited = file("proto/user.proto", "2026-11-22T11:00:00Z");
        String[] saved = {System.getProperty(MavenMain.CLASSES_PROPERTY),
                System.getProperty(MavenMain.BASEDIR_PROPERTY)};
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setProperty(MavenMain.CLASSES_PROPERTY, classes.toString());
        System.setProperty(MavenMain.BASEDIR_PROPERTY, project.toString());
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            MavenMain.CommandFailedException failure = assertThrows(MavenMain.CommandFailedException.class,
                    () -> MavenMain.main(new String[] {"--version"}));
            assertTrue(failure.getMessage().contains("exit code " + ExitCodes.STALE_BUILD), failure.getMessage());
        } finally {
            System.setErr(err);
            restore(MavenMain.CLASSES_PROPERTY, saved[0]);
            restore(MavenMain.BASEDIR_PROPERTY, saved[1]);
        }
        String line = captured.toString(StandardCharsets.UTF_8);
        assertEquals(1, line.strip().lines().count(), line);
        assertTrue(line.contains(edited + " changed after the last build"), line);
        assertTrue(line.contains("build first: mvn -B -q clean compile"), line);
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
