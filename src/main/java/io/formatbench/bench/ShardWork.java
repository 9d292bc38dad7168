package io.formatbench.bench;

import io.formatbench.dataset.Shards;
import java.nio.file.Path;

/** A fork's shard: its files and its work; a write's records too (null for a read). */
record ShardWork<T>(Shards.Shard shard, ForkSpec.ShardFile file, Path scratch, Workload workload,
                    ChunkedRecords<T, ?> records) {}
