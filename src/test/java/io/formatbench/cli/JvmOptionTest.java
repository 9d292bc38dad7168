package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.bench.JvmGiven;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * bench's {@code --jvm}: [LABEL=]PATH [ARG...], repeatable, and every way a JVM can be refused, each in
 * one line and before anything is measured (no dataset is needed to be refused: the JVMs are asked first).
 */
class JvmOptionTest {

    private static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    private static final String HOME = System.getProperty("java.home");

    @TempDir
    Path temp;

    @Test
    void aJvmIsAPathWithALabelAndArgumentsOfItsOwnIfGiven() {
        ForkJvmOptions.JvmConverter converter = new ForkJvmOptions.JvmConverter();

        JvmGiven labelled = converter.convert("jdk17-c1=" + HOME + " -XX:TieredStopAtLevel=1  -Xint");
        assertEquals("jdk17-c1", labelled.label());
        assertEquals(Path.of(JAVA), labelled.java(), "a JDK home is its bin/java");
        assertEquals(List.of("-XX:TieredStopAtLevel=1", "-Xint"), labelled.args());

        JvmGiven bare = converter.convert(JAVA);
        assertNull(bare.label(), "derived from its version once it is asked");
        assertEquals(List.of(), bare.args());

        // An '=' in an argument is the argument's, not a label's.
        assertEquals(List.of("-XX:TieredStopAtLevel=1"), converter.convert(JAVA + " -XX:TieredStopAtLevel=1").args());
        assertNull(converter.convert(JAVA + " -XX:TieredStopAtLevel=1").label());
    }

    @Test
    void severalJvmsAreGivenInTheirOrderAndJvmArgStaysForEveryOne() {
        CommandLine line = new CommandLine(new BenchCommand());
        line.parseArgs("--jvm", "a=" + JAVA, "--jvm", "b=" + JAVA + " -XX:+UseSerialGC", "--jvm-arg=-Xshare:off");
        BenchCommand bench = line.getCommand();

        assertEquals(List.of("a", "b"), bench.jvm.given().stream().map(JvmGiven::label).toList());
        assertEquals(List.of("-XX:+UseSerialGC"), bench.jvm.given().get(1).args());
        assertEquals(List.of("-Xshare:off"), bench.jvm.extraArgs());
    }

    @Test
    void aWordAfterThePathThatIsNoArgumentIsRefusedInOneLine() {
        CliRun bench = CliRun.of("bench", "--jvm", JAVA + " TieredStopAtLevel=1", "--results", temp.toString());

        assertEquals(ExitCodes.USAGE, bench.exitCode(), bench.toString());
        assertEquals(1, bench.errLines().size(), bench.toString());
        assertTrue(bench.err().contains("TieredStopAtLevel=1 is no JVM argument"), bench.err());
    }

    @Test
    void aPathThatIsNoJavaIsRefusedInOneLine() throws Exception {
        Path notJava = Files.writeString(temp.resolve("java"), "#!/bin/sh\nexit 0\n");
        assertTrue(notJava.toFile().setExecutable(true));

        CliRun missing = bench("--jvm", temp.resolve("nothing-here").toString());
        assertEquals(ExitCodes.USAGE, missing.exitCode(), missing.toString());
        assertEquals(1, missing.errLines().size(), missing.toString());
        assertTrue(missing.err().contains("no java executable at"), missing.err());

        CliRun noJava = bench("--jvm", notJava.toString());
        assertEquals(ExitCodes.USAGE, noJava.exitCode(), noJava.toString());
        assertEquals(List.of("--jvm " + notJava + ": it is no java (its -XshowSettings:properties -version names no"
                + " java.runtime.version)"), noJava.errLines().stream().map(JvmOptionTest::withoutPrefix).toList());
    }

    @Test
    void aJvmThatDoesNotStartWithItsArgumentsIsRefusedInOneLineNamingWhatItSaid() {
        CliRun bench = bench("--jvm", "jdk17=" + JAVA, "--jvm", "odd=" + JAVA + " -XX:+NoSuchOptionHere");

        assertEquals(ExitCodes.USAGE, bench.exitCode(), bench.toString());
        assertEquals(1, bench.errLines().size(), bench.toString());
        assertTrue(bench.err().contains("--jvm odd=" + JAVA + " -XX:+NoSuchOptionHere: it does not start with"
                + " -XX:+NoSuchOptionHere (exit 1): Unrecognized VM option 'NoSuchOptionHere'"), bench.err());
    }

    @Test
    void anArgumentForEveryJvmThatOneOfThemDoesNotKnowIsRefusedToo() {
        CliRun bench = bench("--jvm", JAVA, "--jvm-arg=-XX:+NoSuchOptionHere");

        assertEquals(ExitCodes.USAGE, bench.exitCode(), bench.toString());
        assertTrue(bench.err().contains("Unrecognized VM option 'NoSuchOptionHere'"), bench.err());
    }

    @Test
    void twoJvmsOfOneLabelGivenOrDerivedAreRefusedInOneLine() {
        CliRun given = bench("--jvm", "a=" + JAVA, "--jvm", "a=" + JAVA + " -XX:+UseSerialGC");
        assertEquals(ExitCodes.USAGE, given.exitCode(), given.toString());
        assertEquals(1, given.errLines().size(), given.toString());
        assertTrue(given.err().contains("two JVMs are labelled a: give each its own, as --jvm 'LABEL=PATH ARGS'"),
                given.err());

        CliRun derived = bench("--jvm", JAVA, "--jvm", HOME);
        assertEquals(ExitCodes.USAGE, derived.exitCode(), derived.toString());
        assertTrue(derived.err().contains("two JVMs are labelled jdk" + Runtime.version().feature() + ":"),
                derived.err());
    }

    @Test
    void messagesRunsItsForksOnOneJvm() {
        CliRun messages = CliRun.of("messages", "--jvm", JAVA, "--jvm", JAVA, "--results", temp.toString());

        assertEquals(ExitCodes.USAGE, messages.exitCode(), messages.toString());
        assertEquals(1, messages.errLines().size(), messages.toString());
        assertTrue(messages.err().contains("--jvm: messages runs its forks on one JVM, 2 were given"), messages.err());
    }

    /** bench with {@code jvm} options, on no dataset: a refused JVM ends it before the dataset is looked at. */
    private CliRun bench(String... jvm) {
        List<String> args = new java.util.ArrayList<>(List.of("bench", "--results", temp.resolve("results").toString(),
                "--data", temp.resolve("no-data").toString()));
        args.addAll(List.of(jvm));
        CliRun run = CliRun.of(args.toArray(String[]::new));
        assertFalse(Files.exists(temp.resolve("results")), "no run claimed");
        return run;
    }

    /** The error line without the tool's prefix ("formatbench bench: " or the like). */
    private static String withoutPrefix(String line) {
        int at = line.indexOf("--jvm");
        return at < 0 ? line : line.substring(at);
    }
}
