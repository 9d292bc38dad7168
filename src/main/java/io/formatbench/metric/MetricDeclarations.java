package io.formatbench.metric;

import io.formatbench.measure.FigureProbe;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A set of declared metrics, in the order the report shows them. The tool's are {@link #TOOL}: what
 * every fork probes and the bench and the report read. Whoever needs others (a test) makes its own
 * set and hands it to the aggregation and the report; nothing adds to {@link #TOOL} at run time.
 */
public record MetricDeclarations(List<MetricDeclaration> all) {

    /**
     * The tool's declared metrics. None yet: the fixed metrics (time, rates, latency, allocation, heap,
     * sizes) predate declarations and stay components of results.ForkResult and constants of
     * report.Metric. A new metric is its line here (and its probe in measure/).
     */
    public static final MetricDeclarations TOOL = new MetricDeclarations(List.of());

    public MetricDeclarations {
        all = List.copyOf(all);
        Set<String> names = new HashSet<>();
        for (MetricDeclaration declaration : all) {
            if (!names.add(declaration.name())) {
                throw new IllegalArgumentException("two metrics declared as '" + declaration.name() + "'");
            }
        }
    }

    public static MetricDeclarations of(MetricDeclaration... declarations) {
        return new MetricDeclarations(List.of(declarations));
    }

    /** Each metric's probe factory by its name, in declaration order: what a fork's pass probe runs. */
    public Map<String, FigureProbe.Factory> probes() {
        Map<String, FigureProbe.Factory> probes = new LinkedHashMap<>();
        all.forEach(declaration -> probes.put(declaration.name(), declaration.probe()));
        return probes;
    }
}
