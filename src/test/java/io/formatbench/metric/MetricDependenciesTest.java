package io.formatbench.metric;

import static io.formatbench.CompiledDependencies.classesOf;
import static io.formatbench.CompiledDependencies.compiledClass;
import static io.formatbench.CompiledDependencies.named;
import static io.formatbench.CompiledDependencies.naming;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The declarations sit beneath both of their readers: metric/ names nothing of bench/ (which probes and
 * folds them) or report/ (which shows them), nor of the layers above those, so that both may import it.
 */
class MetricDependenciesTest {

    private static final List<String> ABOVE = List.of("io/formatbench/bench/", "io/formatbench/report/",
            "io/formatbench/run/", "io/formatbench/cli/");

    @Test
    void noDeclarationClassNamesTheLayersThatReadIt() throws IOException, URISyntaxException {
        List<Path> classes = classesOf("io/formatbench/metric");
        assertTrue(classes.size() >= 6, "the declarations' classes: " + classes);
        assertEquals(List.of(), naming(classes, ABOVE));
    }

    /** That the search finds such names where they are: the report's metrics name the report and the declarations. */
    @Test
    void theSearchFindsTheReportInItsMetric() throws IOException, URISyntaxException {
        assertEquals(List.of("io/formatbench/report/"),
                named(compiledClass("io/formatbench/report/Metric.class"), ABOVE));
    }
}
