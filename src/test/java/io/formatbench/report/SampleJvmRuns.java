package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Operation;
import io.formatbench.results.RunResult;
import io.formatbench.results.StopRule;
import java.util.ArrayList;
import java.util.List;

/** {@link SampleRuns}' run on two JVMs in one sitting, and its benchmarks on a JVM of their own. */
final class SampleJvmRuns {

    private SampleJvmRuns() {}

    static final String JDK17 = "jdk17";
    static final String JDK25_COH = "jdk25+UseCompactObjectHeaders";

    /**
     * The sample run on two JVMs in one sitting: every benchmark of {@link #all} on JDK 17, then on JDK 25
     * with compact object headers, whose reads are 8% faster (protobuf-coded's 20%) and writes 1% slower,
     * each fork off by its own small noise; the family is the head-to-head's four pairs and eight JVM ratios.
     */
    static RunResults twoJvms() {
        List<BenchmarkResult> benchmarks = new ArrayList<>();
        SampleRuns.all().forEach(b -> benchmarks.add(onJvm(b, JDK17)));
        double[] noise = {0.002, -0.001, 0.001, -0.002, 0.0};
        for (BenchmarkResult b : SampleRuns.all()) {
            double factor = b.key().operation() == Operation.WRITE ? 1.01
                    : b.key().codec().toString().equals("protobuf-coded") ? 0.80 : 0.92;
            double[] times = new double[b.forks().size()];
            for (int i = 0; i < times.length; i++) {
                times[i] = b.forks().get(i).meanMs() * factor * (1 + noise[(i + b.forks().size()) % noise.length]);
            }
            benchmarks.add(onJvm(SampleRuns.withForkTimes(b, times), JDK25_COH));
        }
        RunResult run = SampleRuns.run(SampleRuns.RUN_ID, List.of(Format.JSON, Format.PROTOBUF), benchmarks);
        RunResult.Env env = run.env();
        RunResult.Env both = new RunResult.Env(env.jdkVendor(), env.jdkVersion(), env.jvmPath(), env.jvmArgs(), env.os(),
                env.cpuModel(), env.cores(), env.memoryBytes(), List.of(
                        new RunResult.Jvm(JDK17, env.jvmPath(), "Debian", "17.0.15+6-Debian-1deb12u1", List.of()),
                        new RunResult.Jvm(JDK25_COH, "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java", "Eclipse Adoptium",
                                "25.0.3+9-LTS", List.of("-XX:+UseCompactObjectHeaders"))));
        return RunResults.of(new RunResult(run.resultVersion(), run.runId(), run.created(), run.tool(), both,
                run.dataset(), run.settings(), run.machine(), new RunResult.Stopping(StopRule.FORKS,
                        SampleRuns.all().get(0).forks().size(), 190.0, Double.NaN, 12, false), benchmarks));
    }

    /** The same benchmark, measured on the JVM labelled {@code jvm}. */
    static BenchmarkResult onJvm(BenchmarkResult b, String jvm) {
        return SampleRuns.withForks(b.key().withJvm(jvm), b.style(), b.forks(), b.fileBytes(), b.gzipBytes(), b.otherCpuCores());
    }
}
