package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * What a user reads on stderr is in the words of their files, the JSON and the .proto: no line names a
 * Java class or method, an exception, a library's option or token name, and every option a line
 * names is one of the command that would take it.
 */
public final class ErrorWords {

    /** What only a Java programmer would recognize, each kind of it. */
    private static final Map<String, Pattern> JAVA_WORDS = Map.of(
            "a name in backticks, as Jackson quotes its Java names", Pattern.compile("`"),
            "a Java package", Pattern.compile("\\b(?:java|javax|com|org|io|sun)\\.[a-z]+\\."),
            "an exception or error class", Pattern.compile("\\b[A-Z][A-Za-z0-9]*(?:Exception|Error)\\b"),
            // Long.toString, Limits.MAX_RECORD_BYTES, Files.size(: not a file name such as Order.jsonl.
            "a Java class's method or constant", Pattern.compile("\\b[A-Z][A-Za-z0-9]*\\.(?:[a-z]+[A-Z][A-Za-z0-9]*"
                    + "|[A-Z][A-Z0-9]*_[A-Z0-9_]+|[a-z]\\w*\\()"),
            "a library's feature", Pattern.compile("Feature\\b"),
            "a Jackson token name", Pattern.compile("\\b(?:START_OBJECT|END_OBJECT|START_ARRAY|END_ARRAY|FIELD_NAME"
                    + "|VALUE_[A-Z_]+)\\b"),
            "a character code as Jackson gives it", Pattern.compile("\\(code \\d+"),
            "a stack frame", Pattern.compile("^\\s+at |\\tat "));

    /** An option where a word could start: not part of a -D property or of a longer word. */
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--([a-z][a-z0-9-]*)");

    private ErrorWords() {}

    /** Every line {@code command} ("generate") printed on stderr is in the user's words (see the class). */
    public static void assertInUsersWords(String command, CliRun run) {
        assertFalse(run.errLines().isEmpty(), "an error was told: " + run);
        for (String line : run.errLines()) {
            assertTrue(line.startsWith(command + ": "), "each line names the command: " + line + "\n" + run);
            assertNoJavaWords(line);
            assertOptionsAreTheCommands(command, line);
        }
    }

    /** Fails if {@code line} holds any of the Java words above, naming which. */
    public static void assertNoJavaWords(String line) {
        for (Map.Entry<String, Pattern> words : JAVA_WORDS.entrySet()) {
            Matcher found = words.getValue().matcher(line);
            assertFalse(found.find(), () -> words.getKey() + " ('" + found.group() + "') in: " + line);
        }
    }

    /**
     * Every option {@code line} names is an option of the command it is for: the command named just
     * before it in its clause ("make one with generate --compression gzip"), else the command that
     * printed the line.
     */
    static void assertOptionsAreTheCommands(String command, String line) {
        CommandLine root = FormatBenchCommand.newCommandLine();
        // A clause ends at a semicolon, a parenthesis or a comma before a space.
        for (String clause : line.substring(command.length() + 2).split("[;()]|, ")) {
            Matcher option = OPTION.matcher(clause);
            while (option.find()) {
                String owner = commandNamedBefore(clause.substring(0, option.start()), root).orElse(command);
                CommandSpec spec = root.getSubcommands().get(owner).getCommandSpec();
                assertNotNull(spec.findOption("--" + option.group(1)),
                        owner + " has no option --" + option.group(1) + ", which this line names: " + line);
            }
        }
    }

    private static java.util.Optional<String> commandNamedBefore(String text, CommandLine root) {
        List<String> words = Arrays.asList(text.split("[^a-z]+"));
        for (int i = words.size() - 1; i >= 0; i--) {
            if (root.getSubcommands().containsKey(words.get(i)) && !words.get(i).equals("help")) {
                return java.util.Optional.of(words.get(i));
            }
        }
        return java.util.Optional.empty();
    }
}
