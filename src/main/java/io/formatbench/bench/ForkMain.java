package io.formatbench.bench;

import io.formatbench.codec.BadInputException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The main class of a forked benchmark JVM: runs one {@link ForkSpec} and writes its
 * {@link ForkOutcome}. Progress goes to stderr, which the parent relays; exit code 0 means the
 * outcome file was written (verified or not), anything else that the fork failed and said why.
 *
 * <p>Between two passes the fork does only what keeps every pass alike: a write's previous file is
 * deleted and forced out of the way, a read's checksum and a write's file size are compared.
 * Everything slower (the SHA-256 of a written file, the full content digest of a read, a full GC)
 * waits until the measured passes are over ({@link ForkChecks}).
 */
public final class ForkMain {

    /** Exit code of a fork that could not measure; its last stderr line says why. */
    static final int FAILED = 1;
    /** Exit code of a fork whose input file was corrupt. */
    static final int BAD_INPUT = 3;

    private ForkMain() {}

    public static void main(String[] args) {
        // First, before the tool's classes load: where the JVM's start-up ends.
        long mainEnteredAtMs = System.currentTimeMillis();
        long mainEnteredNanos = System.nanoTime();
        int exitCode;
        try {
            // Read with the JDK alone: the fork runs nothing of a library it may measure before its passes.
            ForkSpec spec = ForkSpecFile.read(Path.of(args[0]));
            ForkFiles.write(ForkRun.of(spec).measure(mainEnteredAtMs, mainEnteredNanos), Path.of(spec.outcomeFile()));
            exitCode = 0;
        } catch (BadInputException e) {
            System.err.println("bad input: " + e.getMessage());
            exitCode = BAD_INPUT;
        } catch (IOException | RuntimeException e) {
            System.err.println("fork failed: " + e);
            e.printStackTrace();
            exitCode = FAILED;
        } catch (OutOfMemoryError e) {
            System.err.println("fork failed: out of heap (-Xmx" + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + "m); give the forks more with --heap / -Dheap");
            exitCode = FAILED;
        }
        System.exit(exitCode);
    }

    /** A line of the fork's progress, on stderr, which the parent relays. */
    static void progress(String format, Object... arguments) {
        System.err.println("    " + String.format(Locale.ROOT, format, arguments));
    }
}
