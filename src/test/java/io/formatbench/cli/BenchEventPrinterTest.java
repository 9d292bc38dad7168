package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.bench.BenchEvent;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.StopRule;
import io.formatbench.results.Variant;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The words of a bench run's events on the console: the runs' tests assert the events themselves. */
class BenchEventPrinterTest {

    private static final BenchmarkKey READ = new BenchmarkKey(SchemaName.of("user"), Format.PROTOBUF,
            Compression.NONE, CodecName.of("protobuf-coded"), Variant.LIBRARY, Operation.READ, Mode.FILE, 1);

    @Test
    void aForkStartingSaysWhereTheRunIsAndTheTimeToTheFewestRounds() {
        assertEquals("[3/8] round 2/2: " + READ.label() + " (ETA 1:05)", BenchEventPrinter.line(
                new BenchEvent.ForkStarting(3, new BenchEvent.Planned(8, 8, true), 2,
                        new BenchEvent.Planned(2, 2, true), READ, Duration.ofSeconds(65))));
        assertEquals("[9/8-80] round 3/2-20: " + READ.label(), BenchEventPrinter.line(
                new BenchEvent.ForkStarting(9, new BenchEvent.Planned(8, 80, false), 3,
                        new BenchEvent.Planned(2, 20, false), READ, null)));
    }

    @Test
    void theRoundsSayWhatIsStillOpenAndWhyTheyStopped() {
        // The widest of those still open; once none is, the widest of all.
        assertEquals("after round 3 (42 s): 1 of 2 watched ratios still open; the widest of those is"
                + " +-4.2% of its ratio; asked: a verdict, or within +-15.0% of 1", BenchEventPrinter.line(
                new BenchEvent.RatiosOpen(3, Duration.ofMillis(42_000), 1, 2, false, 0.042, 0.15)));
        assertEquals("after round 4 (50 s): 0 of 2 watched ratios still open; the widest watched time interval is"
                + " +-3.1% of its ratio; asked: a verdict", BenchEventPrinter.line(
                new BenchEvent.RatiosOpen(4, Duration.ofMillis(50_000), 0, 2, false, 0.031, 0)));
        assertEquals("after round 2 (1 s): 2 of 2 watched ratios still open; the widest of those"
                + " has no end yet; asked: within +-5.0%", BenchEventPrinter.line(
                new BenchEvent.RatiosOpen(2, Duration.ofSeconds(1), 2, 2, true, Double.POSITIVE_INFINITY, 0.05)));
        assertEquals("rounds: 2, stopped because " + StopRule.FORKS.meaning(),
                BenchEventPrinter.line(new BenchEvent.RoundsStopped(2, StopRule.FORKS)));
        assertEquals("  still open: a/b: no winner; within +-12.0%; a verdict needs about 4 more rounds (2 min) at its"
                + " spread", BenchEventPrinter.line(new BenchEvent.StillOpen("a/b", 0.12, 4, 1000, Duration.ofMinutes(2))));
        assertEquals("  still open: a/b: no end to its interval yet; a verdict needs more than 1000 rounds at its spread",
                BenchEventPrinter.line(new BenchEvent.StillOpen("a/b", Double.POSITIVE_INFINITY, -1, 1000, null)));
    }

    @Test
    void theChecksBeforeTheFirstForkAreSaid() {
        assertEquals("d/users.pb.zst: 1,000 records, 20,000 bytes (zstd; 50,000 uncompressed), 30,000 bytes gzipped",
                BenchEventPrinter.line(new BenchEvent.FileChecked(Path.of("d/users.pb.zst"), 1000, 20_000,
                        Compression.ZSTD, 50_000, 30_000)));
        assertEquals("checking that seed 42 generates the 1,000 records the writes write",
                BenchEventPrinter.line(new BenchEvent.SeedChecking(42, 1000)));
        assertEquals("removed 2 scratch file(s) of a killed benchmark run from d",
                BenchEventPrinter.line(new BenchEvent.ScratchRemoved(2, Path.of("d"))));
    }
}
