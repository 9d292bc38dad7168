package io.formatbench.fs;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * A file the user names for the tool to read ({@code verify FILE}, {@code generate --from-json FILE}):
 * refused before it is opened, in words that name it, unless it is a file the tool can read. Left to
 * the file system, a folder opens and then fails at its first read with "Is a directory", which names
 * no path.
 */
public final class InputFiles {

    private InputFiles() {}

    /** Fails with a {@link FileSystemException} naming {@code file} unless it is a readable file. */
    public static void requireReadable(Path file) throws FileSystemException {
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "a folder, not a file");
        }
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString());
        }
        if (!Files.isReadable(file)) {
            throw new AccessDeniedException(file.toString());
        }
    }

    /**
     * The failure of a read of {@code file}, naming it: the operating system's own refusals mid-read
     * ("Input/output error") come as a bare IOException that names no file; every other kind of
     * IOException (bad input, a file-system exception) already says where, and is returned as it is.
     */
    public static IOException named(Path file, IOException e) {
        if (e.getClass() != IOException.class) {
            return e;
        }
        FileSystemException named = new FileSystemException(file.toString(), null, e.getMessage());
        named.initCause(e);
        return named;
    }
}
