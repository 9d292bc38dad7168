package io.formatbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The entry point of the jar: the only place that calls System.exit. A jar older than the sources of
 * the project it was built in is refused first, with the command that builds it again: it would run
 * without the schemas of the .proto files added since ("unknown schema") or measure old code.
 */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        Optional<String> stale = staleJar();
        if (stale.isPresent()) {
            PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
            err.println("formatbench: " + stale.get());
            System.exit(ExitCodes.STALE_BUILD);
        }
        System.exit(FormatBenchCommand.newCommandLine().execute(args));
    }

    /** Why this jar is stale, if it is one of a project folder and older than its sources. */
    private static Optional<String> staleJar() {
        try {
            Path jar = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!jar.getFileName().toString().endsWith(".jar")) {
                return Optional.empty();
            }
            return StaleBuildCheck.staleJar(jar).map(newer -> StaleBuildCheck.jarMessage(jar, newer));
        } catch (URISyntaxException | IOException | SecurityException e) {
            // Where the jar is cannot be told: nothing to compare it with.
            return Optional.empty();
        }
    }
}
