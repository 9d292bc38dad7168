package io.formatbench.cli;

import io.formatbench.Eta;
import io.formatbench.bench.BenchEvent;
import io.formatbench.bench.ForkJvm;
import io.formatbench.measure.MachineLoad;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** A bench run's events as the lines of its progress on stderr: one line each, flushed as it comes. */
final class BenchEventPrinter implements BenchEvent.Listener {

    private final PrintWriter err;

    BenchEventPrinter(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void on(BenchEvent event) {
        err.println(line(event));
        err.flush();
    }

    /** The event's line, without its line end. */
    static String line(BenchEvent event) {
        if (event instanceof BenchEvent.ForkStarting fork) {
            return String.format(Locale.ROOT, "[%d/%s] round %d/%s: %s%s", fork.fork(), planned(fork.forks()),
                    fork.round(), planned(fork.rounds()), fork.key().label(),
                    fork.untilFewest() == null ? "" : Eta.text(fork.untilFewest()));
        }
        if (event instanceof BenchEvent.RatiosOpen open) {
            String watched = open.ownTimes() ? "benchmark's time interval" : "watched time interval";
            String of = open.ownTimes() ? "of its mean" : "of its ratio";
            // A sequence that holds at every round has no end over its first rounds: not "unknown".
            String width = Double.isFinite(open.widest()) ? "is " + percent(open.widest()) + " " + of
                    : "has no end yet";
            // The widest of those still open: a settled ratio keeps its interval, and is not what the rounds go on for.
            String which = open.open() > 0 ? "of those" : watched;
            String asked = open.ownTimes() ? "within " + percent(open.asked())
                    : open.asked() > 0 ? "a verdict, or within " + percent(open.asked()) + " of 1" : "a verdict";
            return String.format(Locale.ROOT, "after round %d (%.0f s): %d of %d watched ratios still open; the"
                    + " widest %s %s; asked: %s", open.round(), open.elapsed().toMillis() / 1e3,
                    open.open(), open.watched(), which, width, asked);
        }
        if (event instanceof BenchEvent.RoundsStopped stopped) {
            return "rounds: " + stopped.rounds() + ", stopped because " + stopped.rule().meaning();
        }
        if (event instanceof BenchEvent.StillOpen open) {
            String shows = Double.isFinite(open.apart()) ? "no winner; within " + percent(open.apart()) + "; "
                    : "no end to its interval yet; ";
            return "  still open: " + open.ratio() + ": " + shows + (open.moreRounds() < 0
                    ? "a verdict needs more than " + open.most() + " rounds at its spread"
                    : String.format(Locale.ROOT, "a verdict needs about %d more rounds (%.0f min) at its spread",
                            open.moreRounds(), open.moreTime().toMillis() / 60e3));
        }
        if (event instanceof BenchEvent.OnSeveralJvms several) {
            List<String> jvms = new ArrayList<>();
            for (ForkJvm jvm : several.jvms()) {
                jvms.add(jvm.label() + " = " + jvm.vendor() + " " + jvm.version()
                        + (jvm.args().isEmpty() ? "" : " " + String.join(" ", jvm.args())));
            }
            return "every benchmark on " + several.jvms().size() + " JVMs in every round, each set against "
                    + several.jvms().get(0).label() + ": " + String.join("; ", jvms);
        }
        if (event instanceof BenchEvent.FileChecking checking) {
            return "checking " + checking.file() + " against " + checking.manifest();
        }
        if (event instanceof BenchEvent.FileChecked file) {
            return String.format(Locale.ROOT, "%s: %,d records, %,d bytes%s, %,d bytes gzipped", file.file(),
                    file.records(), file.bytes(), file.compression().compressed() ? String.format(Locale.ROOT,
                            " (%s; %,d uncompressed)", file.compression(), file.uncompressedBytes()) : "",
                    file.gzipBytes());
        }
        if (event instanceof BenchEvent.SeedChecking seed) {
            return String.format(Locale.ROOT, "checking that seed %d generates the %,d records the writes write",
                    seed.seed(), seed.records());
        }
        if (event instanceof BenchEvent.ImportedRecordsChecking imported) {
            return String.format(Locale.ROOT, "checking that %s holds the %,d records imported from %s, which the"
                    + " writes write", imported.recordsFile(), imported.records(), imported.source());
        }
        if (event instanceof BenchEvent.MachineBusy busy) {
            return String.format(Locale.ROOT, "WARNING: machine busy: other processes used %.2f cores in the last"
                    + " second (more than %.2f). %s Benchmarks they touch will be marked 'machine busy'.",
                    busy.otherCores(), busy.limitCores(), MachineLoad.WHY_BUSY_MATTERS);
        }
        if (event instanceof BenchEvent.ThroughCompression compressed) {
            return "the dataset is " + compressed.compression().description() + ": every benchmark writes and reads"
                    + " through it, inside the timed region";
        }
        if (event instanceof BenchEvent.PageCacheTooSmall tooSmall) {
            return tooSmall.warning();
        }
        if (event instanceof BenchEvent.ScratchRemoved removed) {
            return "removed " + removed.files() + " scratch file(s) of a killed benchmark run from " + removed.folder();
        }
        if (event instanceof BenchEvent.NotVerified failed) {
            return "NOT VERIFIED: " + failed.key().label() + ": " + failed.failure();
        }
        BenchEvent.WorkFolderLeft left = (BenchEvent.WorkFolderLeft) event;
        return "could not remove the forks' work folder " + left.folder() + ": " + left.problem();
    }

    /** A number when fixed, "N-M" while a precision decides. */
    private static String planned(BenchEvent.Planned planned) {
        return planned.fixed() ? Integer.toString(planned.fewest()) : planned.fewest() + "-" + planned.most();
    }

    /** "+-4.2%"; "unknown" for an interval that cannot be told yet. */
    private static String percent(double fraction) {
        return Double.isFinite(fraction) ? String.format(Locale.ROOT, "+-%.1f%%", fraction * 100) : "unknown";
    }
}
