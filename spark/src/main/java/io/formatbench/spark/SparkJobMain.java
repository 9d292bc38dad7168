package io.formatbench.spark;

import io.formatbench.codec.UnknownFields;
import java.io.PrintStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;

/**
 * The Spark job's entry point: from the core's {@code spark} command (a fork with this project's
 * classpath) or from {@code spark-submit} on a cluster (docs/spark.md). A user's error is one line
 * on stderr and an exit code (those of the core); anything else is a bug, with its stack trace.
 */
public final class SparkJobMain {

    private SparkJobMain() {}

    public static void main(String[] args) {
        int exitCode;
        try {
            exitCode = run(args, System.out, System.err);
        } finally {
            SparkSession.getActiveSession().foreach(session -> {
                session.stop();
                return null;
            });
        }
        System.exit(exitCode);
    }

    /** Runs the job: its applications start and stop one after the other ({@link EngineRun}). */
    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            JobSettings settings = JobSettings.parse(args);
            Path file = new EngineRun(settings, out).run();
            out.println("spark: wrote " + file);
            return 0;
        } catch (JobException e) {
            err.println("spark: " + e.getMessage());
            return e.exitCode();
        } catch (Exception e) {
            // A task's failure arrives wrapped in Spark's exceptions (SparkException, which Scala throws though it
            // is checked in Java's terms): a missing or bad file is the user's.
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof NoSuchFileException missing) {
                    err.println("spark: " + missing.getFile() + " is missing: the manifest lists it;"
                            + " generate the dataset again");
                    return JobException.DATASET_MISMATCH;
                }
                if (cause instanceof io.formatbench.codec.BadInputException bad) {
                    // The readers hint at --unknown-fields, which bench and verify have and this job has not.
                    err.println("spark: " + UnknownFields.withoutSkipping(bad.getMessage()));
                    return JobException.BAD_INPUT;
                }
                if (cause instanceof java.io.FileNotFoundException missing) {
                    // Hadoop's file systems say a file is gone this way, with its path.
                    err.println("spark: " + SparkSessions.rootMessage(missing) + ": the manifest lists it;"
                            + " generate the dataset again");
                    return JobException.DATASET_MISMATCH;
                }
            }
            throw e;
        }
    }
}
