package io.formatbench.cli;

import io.formatbench.dataset.ToolInfo;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** The top-level command: subcommands do the work, this class maps their failures to exit codes. */
@Command(
        name = "formatbench",
        mixinStandardHelpOptions = true,
        versionProvider = FormatBenchCommand.Version.class,
        description = "Measures writing and reading a dataset, and single messages in memory, as JSON Lines,"
                + " delimited protobuf, Avro, CBOR and Smile, through each format's libraries, for the built-in"
                + " schemas or any message of a user's own .proto.",
        subcommands = {GenerateCommand.class, VerifyCommand.class, BenchCommand.class, MessagesCommand.class,
                ReportCommand.class, SparkCommand.class, CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:success",
            "1:internal error (rerun with --verbose for the stack trace)",
            "2:bad arguments or options",
            "3:bad input: a file is corrupt, truncated or of another format",
            "4:the dataset is missing or differs from its manifest, or a read did not verify",
            "5:file system error: a missing file, no permission, a full disk",
            "6:(Maven profiles) the compiled classes are older than the sources, or (spark) the Spark job is not"
                    + " built: build first"
        })
public final class FormatBenchCommand {

    @Option(names = "--verbose", scope = ScopeType.INHERIT, description = "Print stack traces of errors.")
    boolean verbose;

    public static CommandLine newCommandLine() {
        CommandLine commandLine = new CommandLine(new FormatBenchCommand());
        commandLine.setExecutionExceptionHandler(FormatBenchCommand::handle);
        commandLine.setParameterExceptionHandler(new RefusedValues(commandLine.getParameterExceptionHandler()));
        // picocli asks this mapper for its own parse errors too, which are usage errors.
        commandLine.setExitCodeExceptionMapper(error ->
                error instanceof CommandLine.ParameterException ? ExitCodes.USAGE : ExitCodes.INTERNAL_ERROR);
        return commandLine;
    }

    /** One line on stderr and an exit code for each kind of failure (ErrorLine); a stack trace only for bugs or --verbose. */
    private static int handle(Exception e, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        boolean verbose = parseResult.hasMatchedOption("--verbose")
                || parseResult.subcommands().stream().anyMatch(sub -> sub.hasMatchedOption("--verbose"));
        ErrorLine line = ErrorLine.of(e, commandLine.getCommandName());
        err.println(commandLine.getCommandName() + ": " + line.text());
        if (verbose || line.bug()) {
            e.printStackTrace(err);
        }
        err.flush();
        return line.exitCode();
    }

    /**
     * A value an option's converter refused ({@link OptionConverters.OptionError}) is one line naming
     * the option, as any usage error; picocli's other parse errors keep its own words and usage help.
     */
    private record RefusedValues(CommandLine.IParameterExceptionHandler picocli)
            implements CommandLine.IParameterExceptionHandler {

        @Override
        public int handleParseException(CommandLine.ParameterException e, String[] args) throws Exception {
            if (e.getCause() instanceof OptionConverters.OptionError refused
                    && e.getArgSpec() instanceof CommandLine.Model.OptionSpec option) {
                PrintWriter err = e.getCommandLine().getErr();
                err.println(e.getCommandLine().getCommandName() + ": " + option.longestName() + refused.getMessage());
                err.flush();
                return ExitCodes.USAGE;
            }
            return picocli.handleParseException(e, args);
        }
    }

    /** Settings that parse but make no sense together; picocli's own errors cover the rest. */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {ToolInfo.NAME + " " + ToolInfo.version() + ", built from commit " + ToolInfo.commit(),
                "JVM " + System.getProperty("java.vm.vendor") + " " + System.getProperty("java.version")};
        }
    }
}
