package io.formatbench.report;

import io.formatbench.codec.Format;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The results files of one run, by format, in {@link Format} order; a format may be missing. */
public final class RunResults {

    private final String runId;
    private final Map<String, RunResult> byFormat;

    public RunResults(String runId, Map<String, RunResult> byFormat) {
        this.runId = runId;
        Map<String, RunResult> ordered = new LinkedHashMap<>();
        for (Format format : Format.values()) {
            if (byFormat.containsKey(format.id())) {
                ordered.put(format.id(), byFormat.get(format.id()));
            }
        }
        this.byFormat = Collections.unmodifiableMap(ordered);
    }

    public String runId() {
        return runId;
    }

    public Optional<RunResult> result(String format) {
        return Optional.ofNullable(byFormat.get(format));
    }

    public Map<String, RunResult> byFormat() {
        return byFormat;
    }

    /** The formats this tool knows that have no results file in the run. */
    public List<String> missingFormats() {
        List<String> missing = new ArrayList<>();
        for (Format format : Format.values()) {
            if (!byFormat.containsKey(format.id())) {
                missing.add(format.id());
            }
        }
        return missing;
    }

    /** Every codec of the run, format by format, in the order the results files list them. */
    public List<CodecResults> codecs() {
        List<CodecResults> codecs = new ArrayList<>();
        for (RunResult result : byFormat.values()) {
            Map<String, BenchmarkResult[]> operations = new LinkedHashMap<>();
            for (BenchmarkResult benchmark : benchmarks(result)) {
                BenchmarkResult[] pair = operations.computeIfAbsent(benchmark.codec(), codec -> new BenchmarkResult[2]);
                int slot = CodecResults.WRITE.equals(benchmark.operation()) ? 0 : 1;
                if (pair[slot] == null) {
                    pair[slot] = benchmark;
                }
            }
            operations.forEach((codec, pair) -> {
                BenchmarkResult any = pair[0] != null ? pair[0] : pair[1];
                codecs.add(new CodecResults(any.format(), codec, any.style(), pair[0], pair[1]));
            });
        }
        return codecs;
    }

    /** Every benchmark of the run, in file order. */
    public List<BenchmarkResult> benchmarks() {
        List<BenchmarkResult> all = new ArrayList<>();
        byFormat.values().forEach(result -> all.addAll(benchmarks(result)));
        return all;
    }

    /** Benchmarks whose read or write did not reproduce the manifest's count and digest. */
    public List<BenchmarkResult> unverified() {
        return benchmarks().stream().filter(benchmark -> !benchmark.verified()).toList();
    }

    private static List<BenchmarkResult> benchmarks(RunResult result) {
        return result.benchmarks() == null ? List.of() : result.benchmarks();
    }
}
