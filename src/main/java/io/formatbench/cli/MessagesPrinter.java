package io.formatbench.cli;

import io.formatbench.messages.MessageSettings;
import io.formatbench.run.MessagesEvent;
import io.formatbench.run.MessagesRun;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;

/** What messages prints: what JMH is about to measure on stderr, the summary and where it went on stdout. */
final class MessagesPrinter implements MessagesEvent.Listener {

    private final PrintWriter out;
    private final PrintWriter err;

    MessagesPrinter(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public void on(MessagesEvent event) {
        if (event instanceof MessagesEvent.Starting starting) {
            err.println(line(starting));
            err.flush();
        } else {
            out.println();
            out.println(lines((MessagesEvent.Measured) event));
            out.flush();
        }
    }

    /** "messages: 12 JMH measurements of schema user, ...; about 9 min". */
    static String line(MessagesEvent.Starting starting) {
        MessageSettings settings = starting.settings();
        String time = iterationTime(settings.time());
        return String.format(Locale.ROOT,
                "messages: %d JMH measurements of schema %s, %d fork(s) of %d x %s warm-up + %d x %s each;"
                        + " about %d min", settings.measurements(), settings.schema().name(), settings.forks(),
                settings.warmups(), time, settings.iterations(), time, Math.max(1, settings.estimate().toMinutes()));
    }

    /** The results' summary table, then where they went and how to report them; without the last line end. */
    static String lines(MessagesEvent.Measured measured) {
        MessagesRun.Outcome outcome = measured.outcome();
        return MessageSummary.render(outcome.result())
                + String.format(Locale.ROOT, "results: %s and %s (%d s)%n", outcome.resultsFile(), outcome.jmhFile(),
                        outcome.took().toSeconds())
                + "report: java -jar target/formatbench.jar report " + outcome.runId()
                + " (or mvn -Preport exec:java -Drun=" + outcome.runId() + ")";
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
