package io.formatbench.spark;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks what the tasks of one workload read or wrote against the manifest: every shard by exactly
 * one task, each task one shard, its record count and (where its reader yields the tool's records)
 * its content digest the manifest's, and a write's bytes the dataset file's, where the codec writes
 * them.
 */
final class ShardCheck {

    private ShardCheck() {}

    /** Empty when every shard verified; otherwise the first thing wrong, as one line. */
    static Optional<String> check(List<ShardFile> shards, List<TaskResult> results, boolean digests) {
        Map<String, ShardFile> byName = new HashMap<>();
        shards.forEach(shard -> byName.put(shard.name(), shard));
        Map<String, Integer> reads = new HashMap<>();
        for (TaskResult result : results) {
            if (result.files().size() > 1) {
                return Optional.of("a task read " + result.files().size() + " files (" + String.join(", ",
                        result.files()) + "): each shard must be a task of its own");
            }
            for (String file : result.files()) {
                ShardFile shard = byName.get(file);
                if (shard == null) {
                    return Optional.of("a task read " + file + ", which the manifest does not list");
                }
                int times = reads.merge(file, 1, Integer::sum);
                if (times > 1) {
                    return Optional.of("shard " + (shard.shard() + 1) + " (" + file + ") was read by " + times
                            + " tasks");
                }
                if (result.records() != shard.records()) {
                    return Optional.of("shard " + (shard.shard() + 1) + " (" + file + "): " + result.records()
                            + " records read, the manifest says " + shard.records());
                }
                if (digests && !shard.contentDigest().equals(result.contentDigest())) {
                    return Optional.of("shard " + (shard.shard() + 1) + " (" + file + "): content digest "
                            + result.contentDigest() + ", the manifest says " + shard.contentDigest());
                }
                if (result.sha256() != null && !result.sha256().equals(shard.sha256())) {
                    return Optional.of("shard " + (shard.shard() + 1) + " (" + file + "): the bytes written have"
                            + " SHA-256 " + result.sha256() + ", the dataset's file " + shard.sha256());
                }
            }
        }
        for (ShardFile shard : shards) {
            if (!reads.containsKey(shard.name())) {
                return Optional.of("shard " + (shard.shard() + 1) + " (" + shard.name() + ") was not read by any task");
            }
        }
        return Optional.empty();
    }
}
