package io.formatbench.dataset;

import io.formatbench.fs.AtomicFile;
import io.formatbench.fs.FolderLock;
import java.io.IOException;
import java.nio.file.Path;

/**
 * A dataset folder held for writing: no other generate writes it meanwhile (a second one is refused,
 * naming the first), and the temporary files that a killed generate left are gone. The old dataset
 * stays readable throughout: files are replaced only whole (see {@link DatasetGenerator}).
 */
public final class DatasetFolder implements AutoCloseable {

    private final Path path;
    private final FolderLock lock;
    private final AtomicFile.Abandoned removed;

    private DatasetFolder(Path path, FolderLock lock, AtomicFile.Abandoned removed) {
        this.path = path;
        this.lock = lock;
        this.removed = removed;
    }

    public static DatasetFolder lockForWriting(Path path) throws IOException {
        FolderLock lock = FolderLock.acquire(path, "generate");
        try {
            return new DatasetFolder(path, lock, AtomicFile.removeAbandoned(path));
        } catch (IOException | RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    public Path path() {
        return path;
    }

    /** The temporary files of an interrupted generate that locking the folder removed. */
    public AtomicFile.Abandoned removed() {
        return removed;
    }

    @Override
    public void close() throws IOException {
        lock.close();
    }
}
