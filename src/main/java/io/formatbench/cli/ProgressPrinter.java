package io.formatbench.cli;

import io.formatbench.dataset.DatasetGenerator;
import java.io.PrintWriter;
import java.util.Locale;

/** Progress on stderr: a line every ten percent, readable in a terminal and in a CI log alike. */
final class ProgressPrinter implements DatasetGenerator.Progress {

    private final PrintWriter err;
    private final String task;
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
            err.printf(Locale.ROOT, "%s: %3d%% (%,d of %,d records)%n", task, tenth * 10, done, total);
            err.flush();
        }
    }
}
