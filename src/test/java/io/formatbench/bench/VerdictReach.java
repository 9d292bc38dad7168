package io.formatbench.bench;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import io.formatbench.stats.Confidence;
import io.formatbench.stats.PairedRounds;
import java.util.List;
import java.util.SplittableRandom;

/** What the simulations of the stopping rule share: one watched pair, the rule's test, normal draws. */
final class VerdictReach {

    private static final List<PlannedBenchmark> PAIR = BenchmarkPlan.of(Schemas.USER,
            List.of(Format.JSON, Format.PROTOBUF), Compression.NONE, CodecChoice.named("jackson-databind",
                    "protobuf-delimited"), List.of(Variant.LIBRARY), List.of(Operation.READ), List.of(1), 3, 1)
            .benchmarks();

    private VerdictReach() {}

    /** A pair's rounds as the rule watches them. */
    static RoundPolicy.Watched watched(PairedRounds rounds) {
        BenchmarkKey json = PAIR.get(0).key();
        BenchmarkKey protobuf = PAIR.get(1).key();
        return new RoundPolicy.Watched(json, protobuf, rounds);
    }

    /** Whether {@code policy} settles these rounds, at the family's {@code confidence}. */
    static boolean settled(RoundPolicy policy, Confidence confidence, PairedRounds rounds) {
        return watched(rounds).settled(confidence, policy.precision(), policy.margin(), policy.bound());
    }

    /** A standard normal draw. */
    static double gaussian(SplittableRandom random) {
        // Box-Muller: SplittableRandom has no nextGaussian on Java 17.
        double u = 1 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
