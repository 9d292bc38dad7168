package io.formatbench.cli;

import io.formatbench.bench.ForkFailedException;
import io.formatbench.codec.BadInputException;
import io.formatbench.dataset.BadLinesException;
import io.formatbench.dataset.DatasetException;
import io.formatbench.run.ChecksFailedException;
import io.formatbench.run.MessagesRun;
import io.formatbench.run.SettingsRefusedException;
import io.formatbench.run.SparkJobLauncher;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.stream.Collectors;

/**
 * How a failure is told: its exit code ({@link ExitCodes}) and its text, which the command's name and
 * ": " precede on each of its lines; a bug's stack trace is printed too.
 *
 * @param bug whether this is no failure the tool foresaw, whose stack trace is printed without --verbose
 */
record ErrorLine(int exitCode, String text, boolean bug) {

    /** The line of {@code e}, which {@code command} ("verify") failed with. */
    static ErrorLine of(Exception e, String command) {
        if (e instanceof UncheckedIOException unchecked && unchecked.getCause() != null) {
            // A lambda's way to throw an IOException: what failed is the cause.
            return of(unchecked.getCause(), command);
        }
        if (e instanceof ChecksFailedException checks) {
            // Each failure was told as it happened; this is their sum, ending as the first one would have.
            return new ErrorLine(of(checks.first(), command).exitCode(), e.getMessage(), false);
        }
        if (e instanceof ForkFailedException fork) {
            return new ErrorLine(fork.badInput() ? ExitCodes.BAD_INPUT : ExitCodes.INTERNAL_ERROR, e.getMessage(),
                    false);
        }
        if (e instanceof MessagesRun.JmhFailedException) {
            return new ErrorLine(ExitCodes.INTERNAL_ERROR, e.getMessage(), false);
        }
        if (e instanceof BadLinesException lines) {
            return new ErrorLine(ExitCodes.BAD_INPUT, badLines(lines, command), false);
        }
        if (e instanceof BadInputException) {
            return new ErrorLine(ExitCodes.BAD_INPUT, "bad input: " + e.getMessage(), false);
        }
        if (e instanceof DatasetException) {
            return new ErrorLine(ExitCodes.DATASET_MISMATCH, e.getMessage(), false);
        }
        if (e instanceof SparkJobLauncher.JobNotBuiltException) {
            return new ErrorLine(ExitCodes.STALE_BUILD, e.getMessage(), false);
        }
        if (e instanceof FormatBenchCommand.UsageException || e instanceof SettingsRefusedException) {
            return new ErrorLine(ExitCodes.USAGE, e.getMessage(), false);
        }
        if (e instanceof FileSystemException fs) {
            return new ErrorLine(ExitCodes.IO_ERROR, describe(fs), false);
        }
        if (e instanceof IOException) {
            return new ErrorLine(ExitCodes.IO_ERROR, "I/O error: " + e.getMessage(), false);
        }
        return new ErrorLine(ExitCodes.INTERNAL_ERROR, "internal error: " + e, true);
    }

    private static ErrorLine of(Throwable cause, String command) {
        return cause instanceof Exception e ? of(e, command)
                : new ErrorLine(ExitCodes.INTERNAL_ERROR, "internal error: " + cause, true);
    }

    /** One line for each bad line named, each as any bad input's, then how many in all. */
    private static String badLines(BadLinesException lines, String command) {
        String each = System.lineSeparator() + command + ": ";
        return lines.reported().stream().map(line -> "bad input: " + line).collect(Collectors.joining(each))
                + each + (lines.bad() > lines.reported().size() ? "and " + (lines.bad() - lines.reported().size())
                        + " more bad lines; " : "") + lines.bad() + " of " + lines.records()
                + " records bad, nothing written";
    }

    /** The path, then why: the operating system's reason, or the exception's kind in words. */
    private static String describe(FileSystemException e) {
        return e.getFile() + (e.getOtherFile() == null ? "" : " (and " + e.getOtherFile() + ")") + ": " + reason(e);
    }

    private static String reason(FileSystemException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e.getReason() != null) {
            return e.getReason();
        }
        // The JDK's own throws of these carry no reason; the class name is no word for a user.
        if (e instanceof FileAlreadyExistsException) {
            // Files.createDirectories, of a folder where a file is: the tool's own throws give a reason.
            return "exists already, and is not a folder";
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "a folder that is not empty";
        }
        if (e instanceof FileSystemLoopException) {
            return "a loop of symbolic links";
        }
        return "refused by the file system";
    }
}
