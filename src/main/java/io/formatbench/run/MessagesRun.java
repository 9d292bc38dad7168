package io.formatbench.run;

import io.formatbench.Defaults;
import io.formatbench.codec.Codec;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.SchemaSources;
import io.formatbench.dataset.ToolInfo;
import io.formatbench.measure.MachineInfo;
import io.formatbench.messages.JmhResults;
import io.formatbench.messages.MessageCheckException;
import io.formatbench.messages.MessageSettings;
import io.formatbench.messages.MessageSizes;
import io.formatbench.messages.MessageSuite;
import io.formatbench.results.MessageResult;
import io.formatbench.results.MessageRun;
import io.formatbench.results.MessageSize;
import io.formatbench.results.Mode;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunId;
import io.formatbench.results.RunResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.openjdk.jmh.runner.RunnerException;

/**
 * {@code messages}: one run of the message suite with JMH, into RUN/messages.json and JMH's own JSON
 * beside it. A run folder claimed for it that gets no results is removed again.
 */
public final class MessagesRun {

    /** What a finished message run wrote, and how long it took. */
    public record Outcome(RunId runId, MessageRun result, Path resultsFile, Path jmhFile, Duration took) {}

    /** The run id given names a run that has messages.json already: results are never overwritten. */
    public static final class ResultsExistException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ResultsExistException(Path resultsFile) {
            super(resultsFile + " exists; results are never overwritten, choose another run id");
        }
    }

    /** JMH could not measure (a fork that failed to start, a benchmark that threw); JMH printed the trace. */
    public static final class JmhFailedException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        JmhFailedException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private MessagesRun() {}

    /**
     * Measures the settings as run {@code runId}, or as a new run claimed in {@code folder} when it is
     * absent, telling {@code listener} ({@link MessagesEvent}). A message that did not verify is a
     * {@link DatasetException}.
     */
    public static Outcome run(MessageSettings settings, ResultsFolder folder, Optional<RunId> runId,
                              MessagesEvent.Listener listener) throws IOException {
        boolean claimed = runId.isEmpty();
        RunId id = claimed ? RunId.of(folder.claimNewRunId()) : runId.get();
        Path resultsFile = ResultFiles.path(folder.dir(), id.toString(), Mode.MESSAGE);
        if (Files.exists(resultsFile)) {
            throw new ResultsExistException(resultsFile);
        }
        listener.on(new MessagesEvent.Starting(settings, id));
        Path jmhFile = folder.runDir(id.toString()).resolve(MessageRun.JMH_FILE_NAME);
        Instant start = Instant.now();
        MessageRun result;
        try {
            Files.createDirectories(folder.runDir(id.toString()));
            List<org.openjdk.jmh.results.RunResult> measured = MessageSuite.run(settings, jmhFile);
            result = result(id, settings, measured, MessageSizes.of(settings.schema()));
            ResultFiles.write(result, resultsFile);
        } catch (RunnerException e) {
            removeIfClaimed(claimed, folder, id, jmhFile, e);
            if (root(e) instanceof MessageCheckException check) {
                throw new DatasetException("a message did not verify: " + check.getMessage());
            }
            throw new JmhFailedException("JMH failed: " + oneLine(root(e))
                    + " (JMH's output above has the details)", e);
        } catch (IOException | RuntimeException e) {
            removeIfClaimed(claimed, folder, id, jmhFile, e);
            throw e;
        }
        Outcome outcome = new Outcome(id, result, resultsFile, jmhFile, Duration.between(start, Instant.now()));
        listener.on(new MessagesEvent.Measured(outcome));
        return outcome;
    }

    private static MessageRun result(RunId runId, MessageSettings settings,
                                     List<org.openjdk.jmh.results.RunResult> measured, List<MessageSize> sizes) {
        List<MessageResult> benchmarks = JmhResults.of(measured, settings);
        var params = measured.isEmpty() ? null : measured.get(0).getParams();
        RunResult.Env env = new RunResult.Env(params == null ? null : params.getVmName(),
                params == null ? null : params.getJdkVersion(), settings.java().toString(), settings.jvmArgs(),
                MachineInfo.os(), MachineInfo.cpuModel(), MachineInfo.cores(), MachineInfo.memoryBytes());
        MessageRun.Settings recorded = new MessageRun.Settings(List.of(settings.schema().name()),
                settings.codecs().stream().map(Codec::name).toList(),
                settings.forks(), settings.warmups(), settings.iterations(), settings.time().toMillis(),
                settings.threads(), settings.batches(), Defaults.SEED, Defaults.HEAP,
                params == null ? null : params.getJmhVersion());
        return new MessageRun(MessageRun.CURRENT_VERSION, runId.toString(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(),
                new RunResult.Tool(ToolInfo.NAME, ToolInfo.version(), ToolInfo.commit(),
                        SchemaSources.of(settings.schema())), env, recorded,
                benchmarks, sizes);
    }

    /** JMH's RunnerException wraps the benchmark's own exception, which says what went wrong. */
    private static Throwable root(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        return message.lines().findFirst().orElse(message);
    }

    private static void removeIfClaimed(boolean claimed, ResultsFolder folder, RunId runId, Path jmhFile,
                                        Exception e) {
        try {
            Files.deleteIfExists(jmhFile);
            if (claimed) {
                // The run's folder was made for it; a failed run leaves nothing behind.
                Files.deleteIfExists(folder.runDir(runId.toString()));
            }
        } catch (IOException notEmpty) {
            e.addSuppressed(notEmpty);
        }
    }
}
