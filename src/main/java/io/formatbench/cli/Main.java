package io.formatbench.cli;

/** The entry point of the jar: the only place that calls System.exit. */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        System.exit(FormatBenchCommand.newCommandLine().execute(args));
    }
}
