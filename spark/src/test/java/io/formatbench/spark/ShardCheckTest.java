package io.formatbench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ShardCheckTest {

    private static final ShardFile ONE = new ShardFile(0, "json", "users-1-of-2.jsonl", "/d/users-1-of-2.jsonl",
            10, "fbd2:0000000000000001", 100, "aa11", 42, 0);
    private static final ShardFile TWO = new ShardFile(1, "json", "users-2-of-2.jsonl", "/d/users-2-of-2.jsonl",
            12, "fbd2:0000000000000002", 120, "bb22", 43, 10);
    private static final List<ShardFile> SHARDS = List.of(ONE, TWO);

    private static TaskResult read(ShardFile shard) {
        return new TaskResult(List.of(shard.name()), shard.records(), shard.contentDigest(), 1);
    }

    @Test
    void everyShardReadOnceVerifies() {
        assertEquals(Optional.empty(), ShardCheck.check(SHARDS, List.of(read(TWO), read(ONE)), true));
    }

    @Test
    void aShardReadTwiceFails() {
        assertEquals(Optional.of("shard 1 (users-1-of-2.jsonl) was read by 2 tasks"),
                ShardCheck.check(SHARDS, List.of(read(ONE), read(TWO), read(ONE)), true));
    }

    @Test
    void aShardNotReadFails() {
        assertEquals(Optional.of("shard 2 (users-2-of-2.jsonl) was not read by any task"),
                ShardCheck.check(SHARDS, List.of(read(ONE)), true));
    }

    @Test
    void aTaskOfTwoShardsFails() {
        TaskResult both = new TaskResult(List.of(ONE.name(), TWO.name()), 22, null, 1);
        assertTrue(ShardCheck.check(SHARDS, List.of(both), false).orElseThrow().startsWith("a task read 2 files"));
    }

    @Test
    void aWrongCountOrDigestFails() {
        TaskResult short1 = new TaskResult(List.of(ONE.name()), 9, ONE.contentDigest(), 1);
        assertEquals(Optional.of("shard 1 (users-1-of-2.jsonl): 9 records read, the manifest says 10"),
                ShardCheck.check(SHARDS, List.of(short1, read(TWO)), true));
        TaskResult other = new TaskResult(List.of(ONE.name()), 10, "fbd2:00000000000000ff", 1);
        assertEquals(Optional.of("shard 1 (users-1-of-2.jsonl): content digest fbd2:00000000000000ff,"
                + " the manifest says fbd2:0000000000000001"),
                ShardCheck.check(SHARDS, List.of(other, read(TWO)), true));
        // A reader of Spark rows has no digest to compare: its count is checked, not its content.
        assertEquals(Optional.empty(), ShardCheck.check(SHARDS, List.of(other, read(TWO)), false));
    }

    @Test
    void aWriteOfOtherBytesFails() {
        TaskResult wrote = new TaskResult(List.of(TWO.name()), 12, TWO.contentDigest(), 1, "cc33");
        TaskResult same = new TaskResult(List.of(ONE.name()), 10, ONE.contentDigest(), 1, ONE.sha256());
        assertEquals(Optional.of("shard 2 (users-2-of-2.jsonl): the bytes written have SHA-256 cc33, the dataset's"
                + " file bb22"), ShardCheck.check(SHARDS, List.of(same, wrote), true));
        assertEquals(Optional.empty(), ShardCheck.check(SHARDS, List.of(same, read(TWO)), true));
    }
}
