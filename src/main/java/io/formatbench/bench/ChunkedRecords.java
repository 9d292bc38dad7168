package io.formatbench.bench;

import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.RecordGenerator;
import io.formatbench.dataset.Shards;
import io.formatbench.measure.AllocationCounter;
import io.formatbench.model.ContentDigest;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The records a write writes, generated from the dataset's seed one chunk at a time, each chunk
 * before the writer asks for its first record, with the pass's clock stopped: a write holds one
 * chunk, never the dataset, and its time is that of the writer alone.
 *
 * <p>Each chunk ends with a full collection, still off the clock: the generator's garbage is
 * collected there and not in the middle of the writer's time, and the chunk's records sit in the
 * old generation with an empty young one, as the whole dataset did when writes held it in memory.
 * The chunk is sized to a quarter of the heap ({@link #sizeFor}), so that at a million records and
 * the default heap a chunk is large too; its records come from memory, not from a cache the
 * generator just warmed, wherever the chunk is larger than the processor's last-level cache.
 */
final class ChunkedRecords<T> {

    /** Records generated to estimate what one record takes in the heap. */
    private static final int SAMPLE_RECORDS = 1_000;

    private final DatasetSchema<T> schema;
    private final Shards.Shard shard;
    private final long records;
    private final Object[] chunk;
    private ContentDigest lastDigest;

    /** The records of one shard of the dataset (of its only shard, when it has one). */
    ChunkedRecords(DatasetSchema<T> schema, Shards.Shard shard, int chunkRecords) {
        if (chunkRecords < 1) {
            throw new IllegalArgumentException("chunkRecords must be at least 1, was " + chunkRecords);
        }
        this.schema = schema;
        this.shard = shard;
        this.records = shard.records();
        this.chunk = new Object[(int) Math.min(chunkRecords, Math.max(1, records))];
    }

    /**
     * The most records that fit in {@code heapShare} bytes, estimated from what generating a few of
     * them allocates (an upper bound of what they keep: it counts the generator's garbage too).
     */
    static <T> int sizeFor(DatasetSchema<T> schema, long seed, long heapShare) {
        RecordGenerator<T> generator = schema.generator().create(seed, 0);
        Object[] sample = new Object[SAMPLE_RECORDS];
        long before = AllocationCounter.currentThreadAllocatedBytes();
        for (int i = 0; i < sample.length; i++) {
            sample[i] = generator.next();
        }
        long bytesPerRecord = Math.max(1, (AllocationCounter.currentThreadAllocatedBytes() - before) / sample.length);
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE - 8, heapShare / bytesPerRecord));
    }

    int chunkRecords() {
        return chunk.length;
    }

    /** Lets go of the last chunk's records: what is live after the passes is the writer's, not the chunk's. */
    void release() {
        java.util.Arrays.fill(chunk, null);
    }

    /** One pass over the records, which stops {@code clock} while it generates a chunk. */
    Iterable<T> during(PassClock clock) {
        return () -> new Chunks(clock);
    }

    /** The content digest of the records of the last pass, or null if it stopped before the end. */
    ContentDigest lastPassDigest() {
        return lastDigest;
    }

    private final class Chunks implements Iterator<T> {
        private final PassClock clock;
        // Made with the first chunk, off the clock: a pass's clock starts before the writer asks for a record.
        private RecordGenerator<T> generator;
        private final ContentDigest digest = new ContentDigest();
        private long generated;
        private int size;
        private int next;

        Chunks(PassClock clock) {
            this.clock = clock;
            lastDigest = records == 0 ? digest : null;
        }

        @Override
        public boolean hasNext() {
            return next < size || generated < records;
        }

        @Override
        @SuppressWarnings("unchecked")
        public T next() {
            if (next == size) {
                if (generated == records) {
                    throw new NoSuchElementException();
                }
                generateChunk();
            }
            return (T) chunk[next++];
        }

        private void generateChunk() {
            clock.pause();
            if (generator == null) {
                generator = schema.generator().create(shard.seed(), shard.firstRecord());
            }
            size = (int) Math.min(chunk.length, records - generated);
            // Each record replaces one of the last chunk: the heap holds one chunk and a record more.
            for (int i = 0; i < size; i++) {
                T record = generator.next();
                digest.addRecord(schema.contentHash().applyAsLong(record));
                chunk[i] = record;
            }
            generated += size;
            next = 0;
            if (generated == records) {
                lastDigest = digest;
            }
            System.gc();
            clock.resume();
        }
    }
}
