package io.formatbench.bench;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A JVM as the user gave it ({@code --jvm}), before it was asked what it is.
 *
 * @param label the label given ({@code jdk25-coh=...}); null to derive one from the JVM's version and
 *     its own arguments ({@link ForkJvms})
 * @param java its java executable
 * @param args its own arguments, given with it; beside those for every JVM ({@code --jvm-arg})
 */
public record JvmGiven(String label, Path java, List<String> args) {

    public JvmGiven {
        Objects.requireNonNull(java, "java");
        args = List.copyOf(args);
    }

    /** The java running this tool, with no arguments of its own: the JVM when none is given. */
    public static JvmGiven running() {
        return new JvmGiven(null, Path.of(System.getProperty("java.home"), "bin", "java"), List.of());
    }

    /** "jdk25-coh=/usr/lib/jvm/temurin-25 -XX:+UseCompactObjectHeaders", as it would be given. */
    @Override
    public String toString() {
        return (label == null ? "" : label + "=") + java + (args.isEmpty() ? "" : " " + String.join(" ", args));
    }
}
