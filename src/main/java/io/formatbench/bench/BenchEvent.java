package io.formatbench.bench;

import io.formatbench.codec.Compression;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.StopRule;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * What a bench run tells as it goes ({@link BenchRunner}): the checks before the first fork, each
 * fork as it starts, the rounds' progress and why they stopped. The listener words them (the console,
 * cli/BenchPrinter) or records them (tests); the run says nothing itself.
 */
public sealed interface BenchEvent {

    /** Told each event as it happens, in the run's own thread. */
    @FunctionalInterface
    interface Listener {
        void on(BenchEvent event);
    }

    /**
     * The forks run on several JVMs, each as it said it is; every one after the first is set against it
     * ({@code jvms} the baseline first).
     */
    record OnSeveralJvms(List<ForkJvm> jvms) implements BenchEvent {}

    /** Scratch files a killed bench run left beside the dataset were removed. */
    record ScratchRemoved(int files, Path folder) implements BenchEvent {}

    /** The dataset is compressed, and every benchmark writes and reads through its compression. */
    record ThroughCompression(Compression compression) implements BenchEvent {}

    /** The run's reads will not fit the page cache; {@code warning} says what that does to them. */
    record PageCacheTooSmall(String warning) implements BenchEvent {}

    /** A data file is checked against the manifest, before any fork. */
    record FileChecking(Path file, Path manifest) implements BenchEvent {}

    /**
     * A data file matched its manifest entry.
     *
     * @param uncompressedBytes its content's size uncompressed (its {@code bytes} when not compressed)
     * @param gzipBytes its content's size with gzip, the yardstick of every format's size
     */
    record FileChecked(Path file, long records, long bytes, Compression compression, long uncompressedBytes,
                       long gzipBytes) implements BenchEvent {}

    /** The writes' records are checked to be what the manifest's seed generates. */
    record SeedChecking(long seed, long records) implements BenchEvent {}

    /**
     * The writes' records are imported ones: the dataset's own file of them, which the writes write, is
     * checked to be the one generate wrote ({@code source} is the file they were imported from).
     */
    record ImportedRecordsChecking(Path recordsFile, String source, long records) implements BenchEvent {}

    /** Before the first fork, other processes used more than {@code limitCores} cores. */
    record MachineBusy(double otherCores, double limitCores) implements BenchEvent {}

    /**
     * A fork starts: the run's {@code fork}th, of benchmark {@code key} in round {@code round}.
     *
     * @param forks how many forks the run makes in all
     * @param rounds how many rounds it makes
     * @param untilFewest the time left until the fewest rounds are done, from the pace so far; null once
     *     they are (with a precision, more rounds may follow, and no time can be told)
     */
    record ForkStarting(int fork, Planned forks, int round, Planned rounds, BenchmarkKey key, Duration untilFewest)
            implements BenchEvent {}

    /**
     * How many a run makes: {@code fewest} exactly when the number is fixed, else from {@code fewest} to
     * {@code most} as the precision decides.
     */
    record Planned(int fewest, int most, boolean fixed) {}

    /**
     * After a round of a run whose precision decides the rounds: how many of the watched time ratios
     * have no verdict yet.
     *
     * @param ownTimes whether the run watches each benchmark's own time, not ratios (one format: no
     *     head-to-head)
     * @param widest the widest watched interval, relative to its ratio or mean; infinite while an
     *     interval has no end yet
     * @param asked what settles a ratio short of a verdict: for own times the precision, for ratios the
     *     bound (within it of 1); 0 for nothing
     */
    record RatiosOpen(int round, Duration elapsed, int open, int watched, boolean ownTimes, double widest,
                      double asked) implements BenchEvent {}

    /** The rounds stopped after {@code rounds}, for {@code rule}. */
    record RoundsStopped(int rounds, StopRule rule) implements BenchEvent {}

    /**
     * A watched ratio the run left open when it was cut short.
     *
     * @param apart what its interval already shows: the two no more apart than this either way
     *     ({@link io.formatbench.stats.Ratio#apart}); infinite while the interval has no end
     * @param moreRounds about how many more rounds its spread would need; -1 for more than {@code most}
     * @param moreTime about how long those would take, at the run's pace
     */
    record StillOpen(String ratio, double apart, int moreRounds, int most, Duration moreTime) implements BenchEvent {}

    /** A benchmark's forks did not verify what they wrote or read; its results are kept, marked. */
    record NotVerified(BenchmarkKey key, String failure) implements BenchEvent {}

    /** The forks' work folder could not be removed (the run's own outcome stands). */
    record WorkFolderLeft(Path folder, String problem) implements BenchEvent {}
}
