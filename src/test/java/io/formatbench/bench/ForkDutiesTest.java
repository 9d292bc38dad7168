package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.Defaults;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import org.junit.jupiter.api.Test;

/** What a fork of each round does besides its passes: the latency pass, the full content digest. */
class ForkDutiesTest {

    private static final BenchmarkKey READ = key(Variant.LIBRARY);

    @Test
    void theLatencyPassRunsInTheFirstRoundsOnly() {
        for (int round = 1; round <= Defaults.LATENCY_ROUNDS; round++) {
            assertTrue(RoundRunner.latencyPassIn(round, READ, true), "round " + round);
        }
        assertFalse(RoundRunner.latencyPassIn(Defaults.LATENCY_ROUNDS + 1, READ, true));
        assertFalse(RoundRunner.latencyPassIn(1, READ, false), "none asked for");
        assertFalse(RoundRunner.latencyPassIn(1, key(Variant.BARE_LOOP), true), "a bare loop times no record");
    }

    @Test
    void theFullContentIsCheckedByTheFirstForkAndByEveryForkWithALatencyPass() {
        assertTrue(RoundRunner.verifiesContentIn(1, false), "the first fork, even without a latency pass");
        assertTrue(RoundRunner.verifiesContentIn(3, true), "the latency pass gives the digest for nothing");
        assertFalse(RoundRunner.verifiesContentIn(Defaults.LATENCY_ROUNDS + 1, false),
                "later forks: every pass's checksum, of a file whose SHA-256 was checked");
    }

    private static BenchmarkKey key(Variant variant) {
        return new BenchmarkKey(Schemas.USER.name(), Format.PROTOBUF, Compression.NONE,
                io.formatbench.codec.CodecName.of("protobuf-coded"), variant, Operation.READ, Mode.FILE, 1);
    }
}
