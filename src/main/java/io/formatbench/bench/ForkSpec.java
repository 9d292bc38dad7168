package io.formatbench.bench;

import io.formatbench.codec.UnknownFields;
import io.formatbench.results.BenchmarkKey;
import java.util.List;

/**
 * What one forked JVM measures, handed to it as a {@link ForkSpecFile}.
 *
 * @param key the benchmark; its threads each write or read their share of the shards
 * @param round the round this fork belongs to, 1-based
 * @param slot its place in the round's order, 1-based
 * @param shards the dataset's files of the key's format, in shard order (one for an unsharded dataset)
 * @param records the dataset's record count, from the manifest
 * @param seed the dataset's seed, from the manifest: writes generate their records from it; 0 for
 *     imported records ({@link io.formatbench.dataset.Manifest#shardSeed})
 * @param recordsFile the dataset's own file of its imported records ({@link io.formatbench.dataset.RecordsDump}),
 *     which writes write in place of a seed's; null for generated records
 * @param digest the dataset's content digest, from the manifest
 * @param warmup when the warm-up is over, judged by its passes
 * @param iterations measured passes after the warm-up, every one counted
 * @param latencyPass whether to run the extra pass that times every record
 * @param verifyContent whether a read checks the full content digest with one more pass when no latency
 *     pass gives it; the fork's timed passes check every record's checksum in any case
 * @param fsync whether a write's timed region ends with the file forced to the device
 * @param unknownFields the run's choice for reads of the dataset (newer-data reads skip whatever it says)
 * @param outcomeFile where the fork writes its {@link ForkOutcome}
 */
public record ForkSpec(
        BenchmarkKey key,
        int round,
        int slot,
        List<ShardFile> shards,
        long records,
        long seed,
        String recordsFile,
        String digest,
        WarmupPolicy warmup,
        int iterations,
        boolean latencyPass,
        boolean verifyContent,
        boolean fsync,
        UnknownFields unknownFields,
        String outcomeFile) {

    /**
     * One shard's data file and what the fork checks against it.
     *
     * @param dataFile what reads read and what every write of the shard must reproduce
     * @param sha256 the data file's SHA-256, from the manifest: what every written file must have too
     * @param bytes the data file's size, from the manifest
     * @param contentDigest the shard's content digest, from the manifest
     * @param checksum the shard's checksum digest (hex), computed by the parent, which every timed read must reproduce
     * @param scratchFile where writes of the shard write (deleted afterwards)
     * @param unknownFields the fields outside the schema the data file has, from the manifest: what
     *     every read that skips them must count (0 in a dataset of the tool's schema version)
     * @param units what every read pass's digest must count: the shard's records, from the manifest; for a
     *     floor, the records its framing finds; for a plain read, its reads (see {@link FloorWorkload})
     */
    public record ShardFile(String dataFile, String sha256, long bytes, String contentDigest, String checksum,
                            String scratchFile, long unknownFields, long units) {}
}
