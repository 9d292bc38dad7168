package io.formatbench.bench;

import io.formatbench.results.BenchmarkKey;

/**
 * What one forked JVM measures, handed to it as a JSON file.
 *
 * @param key the benchmark
 * @param round the round this fork belongs to, 1-based
 * @param slot its place in the round's order, 1-based
 * @param dataFile the dataset file of the key's format: what reads read and what every write must reproduce
 * @param dataSha256 SHA-256 of the dataset file, from the manifest: what every written file must have too
 * @param dataBytes size of the dataset file, from the manifest
 * @param records the dataset's record count, from the manifest
 * @param seed the dataset's seed, from the manifest: writes generate their records from it
 * @param digest the dataset's content digest, from the manifest
 * @param checksum the dataset's checksum digest (hex), which every timed read must reproduce
 * @param latencyPass whether to run the extra pass that times every record
 * @param fsync whether a write's timed region ends with the file forced to the device
 * @param scratchFile where writes write (deleted afterwards)
 * @param outcomeFile where the fork writes its {@link ForkOutcome}
 */
public record ForkSpec(
        BenchmarkKey key,
        int round,
        int slot,
        String dataFile,
        String dataSha256,
        long dataBytes,
        long records,
        long seed,
        String digest,
        String checksum,
        WarmupPolicy warmup,
        int iterations,
        boolean latencyPass,
        boolean fsync,
        String scratchFile,
        String outcomeFile) {}
