package io.formatbench.fs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

    @TempDir
    Path folder;

    @Test
    void commitRenamesTheTemporaryFileOverTheTarget() throws IOException {
        Path target = folder.resolve("users.pb");
        Files.writeString(target, "old");

        try (AtomicFile file = AtomicFile.create(target)) {
            assertEquals(folder, file.temporary().getParent(), "same folder, so that the rename is atomic");
            assertTrue(file.temporary().getFileName().toString().endsWith(".tmp"));
            Files.writeString(file.temporary(), "new");
            assertEquals("old", Files.readString(target), "the target is untouched until the commit");
            file.commit();
        }

        assertEquals("new", Files.readString(target));
        assertEquals(List.of("users.pb"), names());
    }

    @Test
    void closeWithoutCommitDeletesTheTemporaryFileAndKeepsTheOldTarget() throws IOException {
        Path target = folder.resolve("users.pb");
        Files.writeString(target, "old");

        try (AtomicFile file = AtomicFile.create(target)) {
            Files.writeString(file.temporary(), "half of the new");
        }

        assertEquals("old", Files.readString(target));
        assertEquals(List.of("users.pb"), names());
    }

    @Test
    void closeWithoutCommitCreatesNoTarget() throws IOException {
        try (AtomicFile file = AtomicFile.create(folder.resolve("users.pb"))) {
            Files.writeString(file.temporary(), "partial");
        }

        assertEquals(List.of(), names());
    }

    @Test
    void createsMissingFolders() throws IOException {
        Path target = folder.resolve("a").resolve("b").resolve("users.pb");
        try (AtomicFile file = AtomicFile.create(target)) {
            file.commit();
        }
        assertTrue(Files.isRegularFile(target));
    }

    @Test
    void aParentThatIsAFileFailsWithoutLeavingAnything() throws IOException {
        Path notAFolder = folder.resolve("file");
        Files.writeString(notAFolder, "x");

        assertThrows(FileSystemException.class, () -> AtomicFile.create(notAFolder.resolve("users.pb")));

        assertEquals(List.of("file"), names());
    }

    @Test
    void twoWritersOfTheSameTargetGetTheirOwnTemporaryFiles() throws IOException {
        Path target = folder.resolve("users.pb");
        try (AtomicFile first = AtomicFile.create(target); AtomicFile second = AtomicFile.create(target)) {
            assertFalse(first.temporary().equals(second.temporary()));
        }
        assertEquals(List.of(), names());
    }

    @Test
    void aCommitWithoutReplaceNeverOverwritesAFileThatAppearedMeanwhile() throws IOException {
        Path target = folder.resolve("json.json");
        try (AtomicFile file = AtomicFile.create(target)) {
            Files.writeString(file.temporary(), "new");
            Files.writeString(target, "earlier");

            assertThrows(java.nio.file.FileAlreadyExistsException.class, () -> file.commit(false));
        }
        assertEquals("earlier", Files.readString(target));
        assertEquals(List.of("json.json"), names());
    }

    @Test
    void aCommitWithoutReplacePublishesTheContent() throws IOException {
        Path target = folder.resolve("json.json");
        try (AtomicFile file = AtomicFile.create(target)) {
            Files.writeString(file.temporary(), "new");
            file.commit(false);
        }
        assertEquals("new", Files.readString(target));
        assertEquals(List.of("json.json"), names());
    }

    @Test
    void removeAbandonedRemovesTheTemporaryFilesOfWritersThatDiedAndNothingElse() throws IOException {
        AtomicFile abandoned = AtomicFile.create(folder.resolve("users.jsonl"));
        Files.writeString(abandoned.temporary(), "half a file");
        for (String other : List.of("users.jsonl", ".users.pb.bench-4711.tmp", "notes.tmp", ".hidden.tmp",
                "users.jsonl.abc.tmp", FolderLock.FILE_NAME)) {
            Files.writeString(folder.resolve(other), "keep");
        }

        Files.writeString(folder.resolve(".notes.old.tmp"), "a user's own file");

        assertEquals(new AtomicFile.Abandoned(1, 11), AtomicFile.removeAbandoned(folder,
                Pattern.compile("users\\.(jsonl|pb)")));

        assertEquals(List.of(".formatbench.lock", ".hidden.tmp", ".notes.old.tmp", ".users.pb.bench-4711.tmp",
                "notes.tmp",
                "users.jsonl", "users.jsonl.abc.tmp"), names());
        assertEquals(new AtomicFile.Abandoned(0, 0),
                AtomicFile.removeAbandoned(folder.resolve("no such folder"), Pattern.compile("users\\.jsonl")));
    }

    @Test
    void aLockedFolderIsRefusedToASecondWriterAndFreeAgainOnceReleased() throws IOException {
        try (FolderLock first = FolderLock.acquire(folder, "generate")) {
            FileSystemException refused = assertThrows(FileSystemException.class,
                    () -> FolderLock.acquire(folder, "generate"));
            assertEquals(folder.resolve(FolderLock.FILE_NAME).toString(), refused.getFile());
            assertTrue(refused.getReason().startsWith("another generate is writing this folder (pid "
                    + ProcessHandle.current().pid() + ")"), refused.getReason());
        }
        try (FolderLock again = FolderLock.acquire(folder, "generate")) {
            assertEquals("pid " + ProcessHandle.current().pid() + "\n",
                    Files.readString(folder.resolve(FolderLock.FILE_NAME)));
        }
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }
}
