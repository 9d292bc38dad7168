package io.formatbench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --jvm} and {@code --jvm-arg}: the JVM of the forks a command starts (bench's, JMH's), mixed into each. */
final class ForkJvmOptions {

    @Option(names = "--jvm", converter = OptionConverters.JavaExecutable.class, preprocessor = BlankMeansDefault.class,
            description = "JDK home or java executable for the forks (default: the java running this tool).")
    Path jvm;

    @Option(names = "--jvm-arg", description = "Extra JVM argument for the forks (repeatable).")
    List<String> jvmArgs = new ArrayList<>();

    /** The java executable of the forks: the one given, or the java running this tool. */
    Path java() {
        return jvm != null ? jvm : Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** The extra JVM arguments; a blank one (an unset -D property) is none. */
    List<String> extraArgs() {
        return jvmArgs.stream().filter(arg -> !arg.isBlank()).toList();
    }
}
