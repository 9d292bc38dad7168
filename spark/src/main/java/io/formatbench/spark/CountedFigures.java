package io.formatbench.spark;

import io.formatbench.measure.CanaryFigures;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each reader's and writer's figure over its counted runs, as bench makes a fork's of its measured
 * passes: every counted run in it, the time the mean of theirs (work per core: the executors' run time
 * less the tasks' untimed work), the rate the records over that mean. Warm-up runs and runs that lost
 * an executor are in engine.json's entries, in no figure. Beside each figure, the speed canary over its
 * counted runs ({@link CanaryFigures}, each run's times as a fork's): its level and its variation.
 */
final class CountedFigures {

    static final String RULE = "per reader: the records over the mean work time per core of its counted runs, every"
            + " one counted, as bench's fork over its measured passes";

    private CountedFigures() {}

    static List<Map<String, Object>> of(List<Map<String, Object>> entries) {
        Map<String, List<Map<String, Object>>> byReader = new LinkedHashMap<>();
        for (Map<String, Object> entry : entries) {
            String key = entry.get("operation") + " " + entry.get("format") + " " + entry.get("reader") + " "
                    + entry.get("variant");
            byReader.computeIfAbsent(key, k -> new ArrayList<>()).add(entry);
        }
        List<Map<String, Object>> figures = new ArrayList<>();
        for (List<Map<String, Object>> runs : byReader.values()) {
            Map<String, Object> first = runs.get(0);
            List<Map<String, Object>> counted = runs.stream().filter(run -> Boolean.TRUE.equals(run.get("counted")))
                    .toList();
            double meanWorkMs = counted.stream().mapToDouble(run -> ((Number) run.get("work_ms")).doubleValue())
                    .average().orElse(0);
            long records = counted.isEmpty() ? 0 : ((Number) counted.get(0).get("records")).longValue();
            Map<String, Object> figure = new LinkedHashMap<>();
            for (String key : List.of("format", "reader", "reader_kind", "variant", "operation", "application",
                    "io_path")) {
                figure.put(key, first.get(key));
            }
            figure.put("warmup_runs", runs.stream().filter(run -> Boolean.TRUE.equals(run.get("warmup"))).count());
            figure.put("counted_runs", counted.size());
            figure.put("lost_runs", runs.stream().filter(run -> !((List<?>) run.get("lost_executors")).isEmpty())
                    .count());
            figure.put("mean_work_ms", counted.isEmpty() ? null : meanWorkMs);
            figure.put("records_per_s_per_core", meanWorkMs > 0 ? records * 1e3 / meanWorkMs : null);
            figure.put("verified", runs.stream().allMatch(run -> Boolean.TRUE.equals(run.get("verified"))));
            // The machine beside the counted runs, as bench's benchmark has it beside its forks' passes.
            CanaryFigures canary = CanaryFigures.ofForks(counted.stream().map(CountedFigures::canaryMs).toList());
            figure.put("canary_mean_ms", finite(canary.meanMs()));
            figure.put("canary_cv", finite(canary.cv()));
            figures.add(figure);
        }
        return figures;
    }

    @SuppressWarnings("unchecked")
    private static List<Double> canaryMs(Map<String, Object> run) {
        Object times = run.get("canary_ms");
        return times instanceof List<?> list ? (List<Double>) list : List.of();
    }

    /** JSON has no NaN: null for a figure without runs. */
    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
