package io.formatbench.dataset;

import io.formatbench.codec.Format;
import io.formatbench.fs.AtomicFile;
import io.formatbench.fs.FolderLock;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A dataset folder held for generating: no other generate writes it meanwhile (a second one is refused,
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

    /** Locks the folder of a dataset of {@code schema} and removes what a killed generate of its files left. */
    public static DatasetFolder lockForWriting(Path path, DatasetSchema<?> schema) throws IOException {
        List<String> files = new ArrayList<>();
        for (Format format : Format.values()) {
            files.add(schema.fileName(format));
        }
        files.add(Manifest.FILE_NAME);
        FolderLock lock = FolderLock.acquire(path, "generate");
        try {
            return new DatasetFolder(path, lock, AtomicFile.removeAbandoned(path, files));
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
