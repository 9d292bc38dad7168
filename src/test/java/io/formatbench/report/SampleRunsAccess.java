package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.results.RunResult;
import java.util.ArrayList;
import java.util.List;

/** The sample run of {@link SampleRuns}, for tests of other packages. */
public final class SampleRunsAccess {

    private SampleRunsAccess() {}

    public static RunResult run() {
        return SampleRuns.run(SampleRuns.RUN_ID, List.of(Format.JSON, Format.PROTOBUF), SampleRuns.all());
    }

    /** The same benchmark, measured on the JVM labelled {@code jvm}. */
    public static io.formatbench.results.BenchmarkResult onJvm(io.formatbench.results.BenchmarkResult b, String jvm) {
        return SampleJvmRuns.onJvm(b, jvm);
    }

    /** The sample run with Avro's two codecs beside, their files' blocks compressed with {@code blocks}. */
    public static RunResult withAvro(AvroBlockCodec blocks) {
        List<io.formatbench.results.BenchmarkResult> benchmarks = new ArrayList<>(SampleRuns.all());
        benchmarks.addAll(SampleRuns.avro(blocks, 16_123_456, 15_999_000));
        return SampleRuns.run(SampleRuns.RUN_ID, List.of(Format.JSON, Format.PROTOBUF, AvroModule.FORMAT), benchmarks);
    }
}
