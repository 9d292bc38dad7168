package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.results.RunResult;
import java.util.List;

/** The sample run of {@link SampleRuns}, for tests of other packages. */
public final class SampleRunsAccess {

    private SampleRunsAccess() {}

    public static RunResult run() {
        return SampleRuns.run(SampleRuns.RUN_ID, List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all());
    }
}
