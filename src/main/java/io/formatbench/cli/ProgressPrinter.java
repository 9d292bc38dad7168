package io.formatbench.cli;

import io.formatbench.Eta;
import io.formatbench.dataset.DatasetGenerator;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;

/** Progress on stderr: a line every ten percent, readable in a terminal and in a CI log alike. */
final class ProgressPrinter implements DatasetGenerator.Progress {

    private final PrintWriter err;
    private final String task;
    private final long startNanos = System.nanoTime();
    private int lastTenth;

    ProgressPrinter(PrintWriter err, String task) {
        this.err = err;
        this.task = task;
    }

    @Override
    public void update(long done, long total) {
        int tenth = (int) (done * 10 / total);
        if (tenth > lastTenth) {
            lastTenth = tenth;
            err.printf(Locale.ROOT, "%s: %3d%% (%,d of %,d records)%s%n", task, tenth * 10, done, total,
                    done < total ? Eta.of(Duration.ofNanos(System.nanoTime() - startNanos), done, total) : "");
            err.flush();
        }
    }
}
