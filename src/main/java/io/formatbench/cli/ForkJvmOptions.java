package io.formatbench.cli;

import io.formatbench.bench.JvmGiven;
import io.formatbench.results.BenchmarkKey;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/**
 * {@code --jvm} and {@code --jvm-arg}: the JVMs of the forks a command starts (bench's, JMH's), mixed
 * into each. bench runs every benchmark on every {@code --jvm} given, in one sitting; JMH's forks take one.
 */
final class ForkJvmOptions {

    @Option(names = "--jvm", converter = JvmConverter.class, preprocessor = BlankMeansDefault.class,
            description = "A JVM for the forks: [LABEL=]PATH [ARG...], PATH a JDK home or its java executable, each"
                    + " ARG for this JVM's forks only; LABEL names it (default: jdkN and its own arguments, as in"
                    + " jdk25+UseCompactObjectHeaders). Repeatable (bench): every benchmark runs on every JVM in"
                    + " each round, and each JVM is set against the first (default: the java running this tool).")
    List<JvmGiven> jvms = new ArrayList<>();

    @Option(names = "--jvm-arg", description = "Extra JVM argument for the forks of every JVM (repeatable).")
    List<String> jvmArgs = new ArrayList<>();

    /** The JVMs given, the baseline first; empty for the java running this tool. */
    List<JvmGiven> given() {
        return List.copyOf(jvms);
    }

    /** The one JVM of a command whose forks run on one (JMH's): the java running this tool if none was given. */
    JvmGiven single(String command) {
        if (jvms.size() > 1) {
            throw new FormatBenchCommand.UsageException("--jvm: " + command + " runs its forks on one JVM, "
                    + jvms.size() + " were given");
        }
        return jvms.isEmpty() ? JvmGiven.running() : jvms.get(0);
    }

    /** The java executable of a command of one JVM. */
    Path java(String command) {
        return single(command).java();
    }

    /** The extra JVM arguments; a blank one (an unset -D property) is none. */
    List<String> extraArgs() {
        return jvmArgs.stream().filter(arg -> !arg.isBlank()).toList();
    }

    /** For a command of one JVM: the arguments for every JVM, then that JVM's own. */
    List<String> extraArgs(String command) {
        List<String> args = new ArrayList<>(extraArgs());
        args.addAll(single(command).args());
        return args;
    }

    /**
     * {@code [LABEL=]PATH [ARG...]}: a label is what comes before the first '=' if it is a label's
     * characters (a path has a '/'), the path the next word, its arguments the words after it. Words
     * are split at white space: an argument with a space of its own goes in {@code --jvm-arg}.
     */
    static final class JvmConverter implements ITypeConverter<JvmGiven> {
        @Override
        public JvmGiven convert(String value) {
            String rest = value.strip();
            String label = null;
            int equals = rest.indexOf('=');
            int space = rest.indexOf(' ');
            if (equals > 0 && (space < 0 || equals < space)) {
                String before = rest.substring(0, equals);
                if (before.matches(BenchmarkKey.JVM_LABEL)) {
                    label = before;
                    rest = rest.substring(equals + 1).strip();
                }
            }
            List<String> words = Arrays.stream(rest.split("\\s+")).filter(word -> !word.isEmpty()).toList();
            if (words.isEmpty()) {
                throw new OptionConverters.OptionError(": '" + value + "' names no JVM (give [LABEL=]PATH [ARG...])");
            }
            for (String arg : words.subList(1, words.size())) {
                if (!arg.startsWith("-")) {
                    throw new OptionConverters.OptionError(": '" + value + "': " + arg + " is no JVM argument (each begins with '-';"
                            + " give [LABEL=]PATH [ARG...])");
                }
            }
            Path java = new OptionConverters.JavaExecutable().convert(words.get(0));
            return new JvmGiven(label, java, words.subList(1, words.size()));
        }
    }
}
