package io.formatbench.dataset;

import io.formatbench.fs.AtomicFile;
import io.formatbench.fs.FolderLock;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

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
        Pattern files = Pattern.compile(Shards.fileNames(schema).pattern() + "|" + Pattern.quote(Manifest.FILE_NAME)
                + "|" + Pattern.quote(RecordsDump.fileName(schema)));
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

    /**
     * Removes the data files of {@code schema} that {@code manifest} does not list: the shards of the
     * dataset it replaced, when that one had more, and the records file of an imported dataset that a
     * generated one replaced. Called once the new manifest is in place.
     */
    public void removeUnlisted(DatasetSchema<?> schema, Manifest manifest) throws IOException {
        Set<String> listed = manifest.files().stream().map(Manifest.DataFile::name)
                .collect(Collectors.toCollection(HashSet::new));
        if (manifest.recordsImported()) {
            listed.add(manifest.imported().recordsFile());
        }
        Pattern dataFile = Pattern.compile(Shards.fileNames(schema).pattern() + "|"
                + Pattern.quote(RecordsDump.fileName(schema)));
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(path, entry -> {
            String name = entry.getFileName().toString();
            return dataFile.matcher(name).matches() && !listed.contains(name) && Files.isRegularFile(entry);
        })) {
            for (Path entry : entries) {
                Files.deleteIfExists(entry);
            }
        }
    }

    @Override
    public void close() throws IOException {
        lock.close();
    }
}
