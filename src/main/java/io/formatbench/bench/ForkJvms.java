package io.formatbench.bench;

import io.formatbench.results.BenchmarkKey;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The JVMs a run's forks start on, the first the baseline that every other is set against, each
 * asked once, before any fork, what it is ({@link JvmProbe}): a path that is no java, a JVM that does
 * not start with its arguments, or two JVMs of one label end the run before it measures anything.
 *
 * @param all the JVMs in the order given, the baseline first
 * @param everyJvm the arguments given for every JVM ({@code --jvm-arg}), with which each was probed
 */
public record ForkJvms(List<ForkJvm> all, List<String> everyJvm) {

    public ForkJvms {
        all = List.copyOf(all);
        everyJvm = List.copyOf(everyJvm);
        if (all.isEmpty()) {
            throw new IllegalArgumentException("no JVM to run the forks on");
        }
    }

    /** Asks each JVM given what it is, with its own arguments and {@code everyJvm}'s, and labels it. */
    public static ForkJvms probe(List<JvmGiven> given, List<String> everyJvm) throws IOException, InterruptedException {
        List<ForkJvm> jvms = new ArrayList<>();
        Set<String> labels = new HashSet<>();
        for (JvmGiven jvm : given.isEmpty() ? List.of(JvmGiven.running()) : given) {
            JvmProbe.Said said = JvmProbe.ask(jvm, everyJvm);
            String label = jvm.label() != null ? jvm.label() : derivedLabel(said.feature(), jvm.args());
            if (!labels.add(label)) {
                throw new IllegalArgumentException("two JVMs are labelled " + label + ": give each its own, as"
                        + " --jvm 'LABEL=PATH ARGS'");
            }
            jvms.add(new ForkJvm(label, jvm.java(), jvm.args(), said.vendor(), said.version(), said.feature()));
        }
        return new ForkJvms(jvms, everyJvm);
    }

    /**
     * "jdk25", "jdk25+UseCompactObjectHeaders", "jdk17-Xint": the JDK's feature version and its own
     * arguments, each without -XX:, in the characters a label may have. Short enough for a table's row,
     * and two JVMs of one JDK differ by what was given to tell them apart.
     */
    static String derivedLabel(String feature, List<String> args) {
        StringBuilder label = new StringBuilder("jdk").append(feature);
        for (String arg : args) {
            String word = arg.startsWith("-XX:") ? arg.substring("-XX:".length()) : arg;
            if (!word.startsWith("+") && !word.startsWith("-")) {
                word = "-" + word;
            }
            label.append(word.replaceAll("[^A-Za-z0-9._+-]", "_"));
        }
        return label.toString();
    }

    /** Whether the forks run on more than one JVM: then every key names its JVM. */
    public boolean several() {
        return all.size() > 1;
    }

    /** The JVM the others are set against: the first given. */
    public ForkJvm baseline() {
        return all.get(0);
    }

    /** The {@code jvm} of the keys measured on {@code jvm}: its label in a run of several, else none. */
    public String keyLabel(ForkJvm jvm) {
        return several() ? jvm.label() : BenchmarkKey.ONE_JVM;
    }

    /** The key labels, in the order given. */
    public List<String> keyLabels() {
        return all.stream().map(this::keyLabel).toList();
    }
}
