package io.formatbench.spark;

import java.io.Serializable;

/**
 * One shard's file of one format, as the manifest lists it: what a task reads and what its result is
 * checked against.
 *
 * @param shard 0-based
 * @param path absolute, as every executor must see it (shared storage on a cluster)
 * @param contentDigest "fbd2:" and 16 hex digits
 * @param bytes on disk
 * @param sha256 of the file on disk
 * @param seed the seed its records are generated from, and {@code firstRecord} the number of its first
 *     (see io.formatbench.dataset.Shards): what a write task generates its records from
 */
record ShardFile(int shard, String format, String name, String path, long records, String contentDigest,
                 long bytes, String sha256, long seed, long firstRecord) implements Serializable {}
