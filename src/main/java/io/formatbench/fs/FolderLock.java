package io.formatbench.fs;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One writer at a time in a folder: an operating-system lock on a lock file in it. The system
 * releases the lock when its process dies, however it dies, so a writer killed with kill -9 blocks
 * no one; the file stays (deleting it on release would let two writers lock two different files).
 */
public final class FolderLock implements AutoCloseable {

    public static final String FILE_NAME = ".formatbench.lock";

    /** The lock files this process holds. */
    private static final Set<Path> HELD_HERE = ConcurrentHashMap.newKeySet();

    private final Path key;
    private final FileChannel channel;
    private final FileLock lock;

    private FolderLock(Path key, FileChannel channel, FileLock lock) {
        this.key = key;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Locks {@code folder} for this process, or fails naming the lock file and the process that holds it.
     *
     * @param writer what writes the folder, for the message: "generate"
     */
    public static FolderLock acquire(Path folder, String writer) throws IOException {
        Files.createDirectories(folder);
        Path file = folder.resolve(FILE_NAME);
        // The folder's real path: a second way to it (a symbolic link) is the same folder.
        Path key = folder.toRealPath().resolve(FILE_NAME);
        // Checked before any channel is opened: closing a second channel on the file would drop this
        // process's lock on it (POSIX locks belong to the process, not the channel).
        if (!HELD_HERE.add(key)) {
            throw refused(file, writer, "pid " + ProcessHandle.current().pid());
        }
        FileChannel channel = null;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (IOException e) {
                // A file system without locks (some network ones): say which file, and why.
                throw new FileSystemException(file.toString(), null, "cannot lock it: " + e.getMessage());
            }
            if (lock == null) {
                throw refused(file, writer, holder(channel));
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + "\n")
                    .getBytes(StandardCharsets.US_ASCII)), 0);
            return new FolderLock(key, channel, lock);
        } catch (IOException | RuntimeException e) {
            HELD_HERE.remove(key);
            if (channel != null) {
                channel.close();
            }
            throw e;
        }
    }

    private static FileSystemException refused(Path file, String writer, String holder) {
        return new FileSystemException(file.toString(), null, "another " + writer + " is writing this folder (" + holder
                + "); wait for it to end or stop it, then run this again");
    }

    /** What the holder wrote into the lock file: its process id. */
    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(64);
        channel.read(bytes, 0);
        String text = new String(bytes.array(), 0, bytes.position(), StandardCharsets.US_ASCII).strip();
        return text.matches("pid \\d+") ? text : "process unknown";
    }

    @Override
    public void close() throws IOException {
        try (channel) {
            lock.release();
        } finally {
            HELD_HERE.remove(key);
        }
    }
}
