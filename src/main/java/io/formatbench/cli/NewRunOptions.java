package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunId;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --results} and {@code --run}: where a command that makes a run puts it, mixed into each. */
final class NewRunOptions {

    @Option(names = "--results", defaultValue = Defaults.RESULTS_DIR, converter = OptionConverters.StrippedPath.class,
            preprocessor = BlankMeansDefault.class, description = "Results folder (default: ${DEFAULT-VALUE}).")
    Path results;

    @Option(names = "--run", converter = NameConverters.NewRunId.class, preprocessor = BlankMeansDefault.class,
            description = "Run id: the results subfolder (default: the UTC time, yyyyMMdd-HHmmss).")
    RunId run;

    ResultsFolder folder() {
        return new ResultsFolder(results);
    }

    /** The run id given; empty for a new one claimed in the results folder when the run starts. */
    Optional<RunId> runId() {
        return Optional.ofNullable(run);
    }
}
