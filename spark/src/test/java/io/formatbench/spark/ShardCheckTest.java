package io.formatbench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ShardCheckTest {

    private static final ShardFile ONE = new ShardFile(0, "json", "users-1-of-2.jsonl", "file:/d/users-1-of-2.jsonl",
            10, "fbd2:0000000000000001", 100, "aa11", 42, 0, "c1");
    private static final ShardFile TWO = new ShardFile(1, "json", "users-2-of-2.jsonl", "file:/d/users-2-of-2.jsonl",
            12, "fbd2:0000000000000002", 120, "bb22", 43, 10, "c2");
    private static final List<ShardFile> SHARDS = List.of(ONE, TWO);

    private static TaskResult read(ShardFile shard) {
        return TaskResult.digested(List.of(shard.name()), shard.records(), shard.contentDigest());
    }

    @Test
    void everyShardReadOnceVerifies() {
        assertEquals(Optional.empty(), ShardCheck.check(SHARDS, List.of(read(TWO), read(ONE))));
    }

    @Test
    void aShardReadTwiceFails() {
        assertEquals(Optional.of("shard 1 (users-1-of-2.jsonl) was read by 2 tasks"),
                ShardCheck.check(SHARDS, List.of(read(ONE), read(TWO), read(ONE))));
    }

    @Test
    void aShardNotReadFails() {
        assertEquals(Optional.of("shard 2 (users-2-of-2.jsonl) was not read by any task"),
                ShardCheck.check(SHARDS, List.of(read(ONE))));
    }

    @Test
    void aTaskOfTwoShardsFails() {
        TaskResult both = TaskResult.counted(List.of(ONE.name(), TWO.name()), 22, 1);
        assertTrue(ShardCheck.check(SHARDS, List.of(both)).orElseThrow().startsWith("a task read 2 files"));
    }

    @Test
    void aWrongCountDigestOrChecksumFails() {
        TaskResult short1 = TaskResult.digested(List.of(ONE.name()), 9, ONE.contentDigest());
        assertEquals(Optional.of("shard 1 (users-1-of-2.jsonl): 9 records read, the manifest says 10"),
                ShardCheck.check(SHARDS, List.of(short1, read(TWO))));
        TaskResult other = TaskResult.digested(List.of(ONE.name()), 10, "fbd2:00000000000000ff");
        assertEquals(Optional.of("shard 1 (users-1-of-2.jsonl): content digest fbd2:00000000000000ff,"
                + " the manifest says fbd2:0000000000000001"),
                ShardCheck.check(SHARDS, List.of(other, read(TWO))));
        // A timed codec read folds the cheap checksum, which must be the one the file's check gave.
        TaskResult checksum = TaskResult.checksummed(ONE.name(), 10, "c9", 1);
        assertEquals(Optional.of("shard 1 (users-1-of-2.jsonl): checksum c9, the file's check gave c1"),
                ShardCheck.check(SHARDS, List.of(checksum, read(TWO))));
        assertEquals(Optional.empty(), ShardCheck.check(SHARDS,
                List.of(TaskResult.checksummed(ONE.name(), 10, "c1", 1), read(TWO))));
        // A reader of Spark rows has nothing of their content in its timed run: its count is checked.
        assertEquals(Optional.empty(), ShardCheck.check(SHARDS,
                List.of(TaskResult.counted(List.of(ONE.name()), 10, 1), read(TWO))));
    }

    @Test
    void aWriteOfOtherBytesFails() {
        TaskResult wrote = new TaskResult(List.of(TWO.name()), 12, null, TWO.contentDigest(), "cc33", 1, 0);
        TaskResult same = new TaskResult(List.of(ONE.name()), 10, null, ONE.contentDigest(), ONE.sha256(), 1, 0);
        assertEquals(Optional.of("shard 2 (users-2-of-2.jsonl): the bytes written have SHA-256 cc33, the dataset's"
                + " file bb22"), ShardCheck.check(SHARDS, List.of(same, wrote)));
        assertEquals(Optional.empty(), ShardCheck.check(SHARDS, List.of(same, read(TWO))));
    }
}
