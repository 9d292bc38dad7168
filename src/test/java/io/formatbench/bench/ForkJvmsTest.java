package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JVMs of a run: their labels, what they say of themselves, and the plan on each of them. */
class ForkJvmsTest {

    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @Test
    void aLabelNotGivenIsTheJdksVersionAndItsOwnArgumentsWithoutXx() {
        assertEquals("jdk25", ForkJvms.derivedLabel("25", List.of()));
        assertEquals("jdk25+UseCompactObjectHeaders", ForkJvms.derivedLabel("25",
                List.of("-XX:+UseCompactObjectHeaders")));
        assertEquals("jdk17-Xint-TieredStopAtLevel_1", ForkJvms.derivedLabel("17",
                List.of("-Xint", "-XX:TieredStopAtLevel=1")));
        assertEquals("jdk17-Dkey_a_b", ForkJvms.derivedLabel("17", List.of("-Dkey=a:b")), "a label's characters only");
    }

    @Test
    void eachJvmIsAskedItsExactVersionWithItsArgumentsOnce() throws Exception {
        ForkJvms jvms = ForkJvms.probe(List.of(new JvmGiven(null, JAVA, List.of()),
                new JvmGiven("c1", JAVA, List.of("-XX:TieredStopAtLevel=1"))), List.of("-Xshare:auto"));

        assertEquals(List.of("jdk" + Runtime.version().feature(), "c1"),
                jvms.all().stream().map(ForkJvm::label).toList());
        assertEquals(System.getProperty("java.runtime.version"), jvms.baseline().version());
        assertEquals(System.getProperty("java.vendor"), jvms.baseline().vendor());
        assertEquals(List.of("-XX:TieredStopAtLevel=1"), jvms.all().get(1).described().args());
        assertEquals(List.of("jdk" + Runtime.version().feature(), "c1"), jvms.keyLabels());

        ForkJvms one = ForkJvms.probe(List.of(), List.of());
        assertEquals(JAVA, one.baseline().java(), "none given: the java running the tool");
        assertEquals(List.of(BenchmarkKey.ONE_JVM), one.keyLabels(), "one JVM: the environment names it, not the keys");
    }

    @Test
    void theSettingsOfAJvmAreReadFromWhatItPrints() {
        String printed = "Property settings:\n    java.runtime.version = 25.0.3+9-LTS\n"
                + "    java.vm.specification.version = 25\n    java.specification.version = 25\n";
        assertEquals("25.0.3+9-LTS", JvmProbe.property(printed, "java.runtime.version"));
        assertEquals("25", JvmProbe.property(printed, "java.specification.version"));
        assertNull(JvmProbe.property(printed, "java.vendor"));
    }

    @Test
    void onSeveralJvmsThePlanIsEveryBenchmarkOnEachTheFirstJvmsFirst() {
        BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, List.of(Format.JSON), Compression.NONE,
                CodecChoice.named("jackson-streaming"), List.of(Variant.LIBRARY),
                List.of(Operation.WRITE, Operation.READ), List.of(1), 3, 7);

        assertEquals(plan, plan.onJvms(List.of(BenchmarkKey.ONE_JVM)), "one JVM: the plan as it is");
        BenchmarkPlan onTwo = plan.onJvms(List.of("jdk17", "jdk25"));
        assertEquals(List.of("jdk17", "jdk17", "jdk25", "jdk25"),
                onTwo.benchmarks().stream().map(b -> b.key().jvm()).toList());
        assertEquals(List.of("jdk17", "jdk25"), onTwo.jvms());
        for (List<PlannedBenchmark> round : onTwo.rounds()) {
            assertEquals(4, round.size(), "every benchmark on every JVM in every round");
            assertEquals(4, round.stream().distinct().count());
        }
        assertEquals("json jackson-streaming read (jdk25)", onTwo.benchmarks().get(3).key().label());
    }
}
