package io.formatbench.spark;

import java.io.Serializable;

/**
 * One shard's file of one format, as the manifest lists it: what a task reads and what its result is
 * checked against.
 *
 * @param shard 0-based
 * @param path the file's URI, as every executor must see it (file:, or shared storage: hdfs:, s3a:)
 * @param contentDigest "fbd2:" and 16 hex digits
 * @param bytes on disk
 * @param sha256 of the file on disk
 * @param seed the seed its records are generated from, and {@code firstRecord} the number of its first
 *     (see io.formatbench.dataset.Shards): what a write task generates its records from
 * @param checksum the schema's cheap checksum of its records, as the run's check of the file computed
 *     it ({@link DatasetCheck}): what every codec read of it must reproduce; null until then
 */
record ShardFile(int shard, String format, String name, String path, long records, String contentDigest,
                 long bytes, String sha256, long seed, long firstRecord, String checksum) implements Serializable {

    ShardFile withChecksum(String value) {
        return new ShardFile(shard, format, name, path, records, contentDigest, bytes, sha256, seed, firstRecord,
                value);
    }

    /** The same shard's records in another file: the Parquet copy's (see {@link ParquetCopy}). */
    ShardFile inFile(String format, String name, String path, long bytes) {
        return new ShardFile(shard, format, name, path, records, contentDigest, bytes, null, seed, firstRecord, null);
    }
}
