package io.formatbench.bench;

/**
 * What one forked JVM measures, handed to it as a JSON file.
 *
 * @param codec a codec name of the schema, or {@link BareLoops#PREFIX} and one, for a bare loop
 * @param dataFile the dataset file of the format: what reads read and what writes load their records from
 * @param dataSha256 SHA-256 of the dataset file, from the manifest
 * @param records the dataset's record count, from the manifest
 * @param digest the dataset's content digest, from the manifest
 * @param checksum the dataset's checksum digest (hex), which every measured read must reproduce
 * @param latencyPass whether to run the extra pass that times every record
 * @param fsync whether a write's timed region ends with the file forced to the device
 * @param scratchFile where writes write (deleted afterwards)
 * @param outcomeFile where the fork writes its {@link ForkOutcome}
 */
public record ForkSpec(
        String schema,
        String format,
        String codec,
        Operation operation,
        String dataFile,
        String dataSha256,
        long records,
        String digest,
        String checksum,
        int warmups,
        int iterations,
        boolean latencyPass,
        boolean fsync,
        String scratchFile,
        String outcomeFile) {}
