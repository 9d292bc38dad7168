package io.formatbench.bench;

import io.formatbench.results.RunResult;
import java.nio.file.Path;
import java.util.List;

/**
 * One JVM the forks of a run start on, as it said it is before the first fork.
 *
 * @param label its label, given or derived ({@link ForkJvms}); what names it everywhere
 * @param java its java executable
 * @param args its own arguments, after the tool's and those for every JVM ({@code --jvm-arg}): the more particular has
 *     the last word for it
 * @param vendor its {@code java.vendor}
 * @param version its {@code java.runtime.version}, e.g. {@code 25.0.1+8-LTS}
 * @param feature its {@code java.specification.version}, e.g. {@code 25}
 */
public record ForkJvm(String label, Path java, List<String> args, String vendor, String version, String feature) {

    public ForkJvm {
        args = List.copyOf(args);
    }

    /** As the results record it. */
    public RunResult.Jvm described() {
        return new RunResult.Jvm(label, java.toString(), vendor, version, args);
    }
}
