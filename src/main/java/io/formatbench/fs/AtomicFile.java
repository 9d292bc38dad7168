package io.formatbench.fs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A file written under a temporary name in its final folder and renamed into place only by
 * {@link #commit()}; {@link #close()} without a commit deletes it. A reader of the final name sees the
 * old file or the whole new one, never half of one, and an interrupted run leaves no temporary file
 * behind (a shutdown hook removes the ones still open on Ctrl-C; the next writer of a locked folder,
 * {@link #removeAbandoned}, the ones a kill -9 left).
 */
public final class AtomicFile implements AutoCloseable {

    private static final String TEMPORARY_SUFFIX = ".tmp";
    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();
    private static final SecureRandom RANDOM = new SecureRandom();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(AtomicFile::deletePending, "formatbench-cleanup"));
    }

    private final Path target;
    private final Path temporary;
    private boolean done;

    private AtomicFile(Path target, Path temporary) {
        this.target = target;
        this.temporary = temporary;
    }

    public static AtomicFile create(Path target) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        // Not Files.createTempFile: its owner-only permissions would stay on the final file.
        Path temporary = Files.createFile(folder.resolve(
                "." + target.getFileName() + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + TEMPORARY_SUFFIX));
        PENDING.add(temporary);
        return new AtomicFile(target, temporary);
    }

    /** Where to write the content. */
    public Path temporary() {
        return temporary;
    }

    public Path target() {
        return target;
    }

    /**
     * A failure while writing this file, with the file's name in it: a full disk says only "No space
     * left on device", and the user needs to know where.
     */
    public IOException failure(IOException e) {
        if (e instanceof FileSystemException) {
            return e;
        }
        FileSystemException named = new FileSystemException(target.toString(), null, e.getMessage());
        named.initCause(e);
        return named;
    }

    /** Writes the content with {@code writer}, naming the file in any failure. */
    public void write(ContentWriter writer) throws IOException {
        try {
            writer.write(temporary);
        } catch (IOException e) {
            throw failure(e);
        }
    }

    /** Writes a file's whole content. */
    public interface ContentWriter {
        void write(Path temporary) throws IOException;
    }

    /** Forces the content to disk and renames it to the target, replacing any file there. */
    public void commit() throws IOException {
        commit(true);
    }

    /**
     * Forces the content to disk and renames it to the target; without {@code replace}, fails if a
     * file appeared there meanwhile (a results file is never overwritten, not even by a race).
     */
    public void commit(boolean replace) throws IOException {
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
            channel.force(true);
        } catch (IOException e) {
            throw failure(e);
        }
        try {
            if (replace) {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } else {
                publishIfAbsent();
            }
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        }
        done = true;
        PENDING.remove(temporary);
    }

    /** A hard link cannot replace an existing file: publishing by link is atomic where renaming is not. */
    private void publishIfAbsent() throws IOException {
        try {
            Files.createLink(target, temporary);
            Files.delete(temporary);
        } catch (UnsupportedOperationException noLinks) {
            Files.move(temporary, target);
        }
    }

    @Override
    public void close() throws IOException {
        if (!done) {
            done = true;
            PENDING.remove(temporary);
            Files.deleteIfExists(temporary);
        }
    }

    /** What {@link #removeAbandoned} removed. */
    public record Abandoned(int files, long bytes) {}

    /**
     * Removes the temporary files that writers of targets named like {@code targetName} killed before
     * a commit or a close left in {@code folder}: kill -9 runs no shutdown hook. Only the names
     * {@link #create} gives those targets (a dot, the target's name, a dot, a number in base 36, .tmp), and only for a
     * folder that no live writer is writing, that is, under its {@link FolderLock}.
     */
    public static Abandoned removeAbandoned(Path folder, Pattern targetName) throws IOException {
        if (!Files.isDirectory(folder)) {
            return new Abandoned(0, 0);
        }
        Pattern temporaryName = Pattern.compile("\\.(" + targetName.pattern() + ")\\.[0-9a-z]{1,13}"
                + Pattern.quote(TEMPORARY_SUFFIX));
        int files = 0;
        long bytes = 0;
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder,
                entry -> temporaryName.matcher(entry.getFileName().toString()).matches()
                        && Files.isRegularFile(entry))) {
            for (Path entry : entries) {
                long size = Files.size(entry);
                if (Files.deleteIfExists(entry)) {
                    files++;
                    bytes += size;
                }
            }
        }
        return new Abandoned(files, bytes);
    }

    private static void deletePending() {
        for (Path path : PENDING) {
            try {
                Files.deleteIfExists(path);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
