package io.formatbench.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts a fresh JVM for one {@link ForkSpec}, relays its progress and returns its outcome. The
 * fork gets a fixed, pre-touched heap ({@link FixedHeap}) and the classes of the tool itself,
 * wherever that runs from (the jar, Maven's exec:java or a test), shared from an archive
 * ({@link ForkClassArchive}).
 */
final class ForkLauncher {

    private final Path javaExecutable;
    private final List<String> jvmArgs;
    private final ForkClassArchive classes;
    private final PrintWriter log;

    ForkLauncher(Path java, String heap, List<String> extraJvmArgs, ForkClassArchive classes, PrintWriter log) {
        this.javaExecutable = java;
        List<String> args = new ArrayList<>(FixedHeap.options(heap));
        args.addAll(extraJvmArgs);
        this.jvmArgs = List.copyOf(args);
        this.classes = classes;
        this.log = log;
    }

    ForkOutcome run(ForkSpec spec, Path specFile) throws IOException, InterruptedException {
        ForkSpecFile.write(spec, specFile);
        List<String> command = new ArrayList<>();
        command.add(javaExecutable.toString());
        command.addAll(classes.nextForkOptions());
        // The user's --jvm-arg after the tool's own options, so that -Xshare:off, say, has the last word.
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(classes.classpath());
        command.add(ForkMain.class.getName());
        command.add(specFile.toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        // A stopped run (Ctrl-C, a killed Maven) must not leave a fork measuring on in the background,
        // nor its scratch files behind.
        List<Path> scratch = spec.shards().stream().map(shard -> Path.of(shard.scratchFile())).toList();
        Thread stopFork = new Thread(() -> stop(process, scratch), "formatbench-stop-fork");
        try {
            Runtime.getRuntime().addShutdownHook(stopFork);
        } catch (IllegalStateException shuttingDown) {
            // Stopped between starting the fork and watching it: no hook will stop it, so stop it here.
            stop(process, scratch);
            throw new InterruptedException("the run is stopping");
        }
        String lastLine;
        int exitCode;
        try {
            process.getOutputStream().close();
            lastLine = relay(process);
            exitCode = process.waitFor();
        } finally {
            stop(process, scratch);
            try {
                Runtime.getRuntime().removeShutdownHook(stopFork);
            } catch (IllegalStateException shuttingDown) {
                // The hook is running or about to: nothing left to undo.
            }
        }
        if (exitCode != 0) {
            throw new ForkFailedException(spec, exitCode, lastLine);
        }
        return ForkFiles.read(Path.of(spec.outcomeFile()), ForkOutcome.class);
    }

    /** Asks the fork to end (so that its own hooks run), then makes sure, and removes its scratch file. */
    private static void stop(Process process, List<Path> scratch) {
        try {
            process.destroy();
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(2, TimeUnit.SECONDS);
            }
            for (Path file : scratch) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // The scratch files are hidden temporaries next to the dataset; nothing else depends on them.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Copies the fork's output to the log as it comes; returns the first error line, or the last line. */
    private String relay(Process process) throws IOException {
        String errorLine = null;
        String lastLine = "";
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = lines.readLine()) != null; ) {
                boolean error = line.startsWith("bad input: ") || line.startsWith("fork failed: ")
                        || line.startsWith("Error") || line.startsWith("Exception in thread");
                if (errorLine == null && error) {
                    errorLine = line;
                }
                if (line.startsWith("    ") || error) {
                    log.println(line);
                    log.flush();
                }
                lastLine = line;
            }
        }
        return errorLine != null ? errorLine : lastLine;
    }
}
