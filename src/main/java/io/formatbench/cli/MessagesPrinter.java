package io.formatbench.cli;

import io.formatbench.messages.MessageSettings;
import io.formatbench.results.RunId;
import io.formatbench.run.MessagesRun;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;

/** What messages prints: what JMH is about to measure on stderr, the summary and where it went on stdout. */
final class MessagesPrinter implements MessagesRun.Listener {

    private final PrintWriter out;
    private final PrintWriter err;

    MessagesPrinter(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public void starting(MessageSettings settings, RunId runId) {
        String time = iterationTime(settings.time());
        err.printf(Locale.ROOT,
                "messages: %d JMH measurements of schema %s, %d fork(s) of %d x %s warm-up + %d x %s each;"
                        + " about %d min%n", settings.measurements(), settings.schema().name(), settings.forks(),
                settings.warmups(), time, settings.iterations(), time, Math.max(1, settings.estimate().toMinutes()));
        err.flush();
    }

    @Override
    public void measured(MessagesRun.Outcome outcome) {
        out.println();
        out.print(MessageSummary.render(outcome.result()));
        out.printf(Locale.ROOT, "results: %s and %s (%d s)%n", outcome.resultsFile(), outcome.jmhFile(),
                outcome.took().toSeconds());
        out.println("report: java -jar target/formatbench.jar report " + outcome.runId()
                + " (or mvn -Preport exec:java -Drun=" + outcome.runId() + ")");
        out.flush();
    }

    /** "500ms", "1s", "2m": as --time takes it, in its largest whole unit. */
    static String iterationTime(Duration time) {
        long millis = time.toMillis();
        if (millis % 60_000 == 0) {
            return millis / 60_000 + "m";
        }
        return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
    }
}
