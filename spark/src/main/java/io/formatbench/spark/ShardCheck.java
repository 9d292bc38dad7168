package io.formatbench.spark;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks what the tasks of one workload read or wrote against the manifest: every shard by exactly
 * one task, each task one shard, its record count the manifest's, and whatever else each task
 * knows of its content ({@link TaskResult}): its checksum the one the run's check of the file
 * computed, its content digest the manifest's, the bytes it wrote the dataset file's.
 */
final class ShardCheck {

    private ShardCheck() {}

    /** Empty when every shard verified; otherwise the first thing wrong, as one line. */
    static Optional<String> check(List<ShardFile> shards, List<TaskResult> results) {
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
                String name = "shard " + (shard.shard() + 1) + " (" + file + ")";
                int times = reads.merge(file, 1, Integer::sum);
                if (times > 1) {
                    return Optional.of(name + " was read by " + times + " tasks");
                }
                if (result.records() != shard.records()) {
                    return Optional.of(name + ": " + result.records() + " records read, the manifest says "
                            + shard.records());
                }
                if (result.checksum() != null && !result.checksum().equals(shard.checksum())) {
                    return Optional.of(name + ": checksum " + result.checksum() + ", the file's check gave "
                            + shard.checksum());
                }
                if (result.contentDigest() != null && !result.contentDigest().equals(shard.contentDigest())) {
                    return Optional.of(name + ": content digest " + result.contentDigest() + ", the manifest says "
                            + shard.contentDigest());
                }
                if (result.sha256() != null && !result.sha256().equals(shard.sha256())) {
                    return Optional.of(name + ": the bytes written have SHA-256 " + result.sha256()
                            + ", the dataset's file " + shard.sha256());
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
