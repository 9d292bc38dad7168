package io.formatbench.bench;

import io.formatbench.Defaults;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.RecordGenerator;
import io.formatbench.dataset.Shards;
import io.formatbench.measure.AllocationCounter;
import io.formatbench.measure.HeapProbe;
import io.formatbench.model.ContentDigest;

import java.lang.ref.Reference;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.Function;

/**
 * The records a write writes, generated from the dataset's seed with the pass's clock stopped (or, for
 * a user's imported records, read from the dataset's own file of them, which is then the schema's
 * generator: {@link io.formatbench.dataset.RecordsDumpReader}), and held one of two ways, which the
 * results name ({@link #held}):
 *
 * <ul>
 *   <li>held: every record of the shard fits in the chunk, so they are generated once, before the
 *       fork's first pass, and every pass writes the same records from memory. Generating them
 *       again for every pass bought no precision and cost each pass of a million users about as much
 *       as the pass itself.
 *   <li>chunked: a chunk at a time, each chunk generated before the writer asks for its first
 *       record, in every pass: a write holds one chunk, never the dataset, and so runs at any record
 *       count with a fixed heap.
 * </ul>
 *
 * <p>A write holds its records in the form its codec writes ({@code O}): the records themselves, or
 * objects of the codec's library's own type made from them as they are generated, off the clock
 * (protoc's messages: {@link io.formatbench.codec.OwnObjects}). The digests are the records'.
 *
 * <p>Each generation ends with a full collection, still off the clock: the generator's garbage is
 * collected there and not in the middle of the writer's time, and the records sit in the old
 * generation with an empty young one. A chunk is sized to a share of the heap ({@link #sizeFor}),
 * so that at a million records and the default heap it is large too; its records come from memory,
 * not from a cache the generator just warmed, wherever it is larger than the processor's
 * last-level cache.
 */
final class ChunkedRecords<T, O> {

    /** Records generated to estimate what one record takes in the heap. */
    private static final int SAMPLE_RECORDS = 2_000;
    /** The least a record can keep alive: one object, its header and a field. */
    private static final long MIN_OBJECT_BYTES = 16;

    private final DatasetSchema<T> schema;
    /** Each record in the form the write holds it: itself, or its codec's own object. */
    private final Function<T, O> form;
    private final Shards.Shard shard;
    private final long records;
    private final Object[] chunk;
    /** Whether the chunk holds every record: generated once, for every pass. */
    private final boolean held;
    /** For held records, their digest once generated; null before. */
    private ContentDigest heldDigest;
    private ContentDigest lastDigest;
    private long generationNanos;

    /** Every record of one shard of the dataset (of its only shard, when it has one), generated once. */
    static <T> ChunkedRecords<T, T> held(DatasetSchema<T> schema, Shards.Shard shard) {
        return held(schema, shard, Function.identity());
    }

    /** The same, each record held as {@code form} makes it. */
    static <T, O> ChunkedRecords<T, O> held(DatasetSchema<T> schema, Shards.Shard shard, Function<T, O> form) {
        if (shard.records() > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("a shard of " + shard.records() + " records cannot be held in one array");
        }
        return new ChunkedRecords<>(schema, form, shard, (int) Math.max(1, shard.records()), true);
    }

    /** The records of one shard, generated in every pass, {@code chunkRecords} at a time. */
    static <T> ChunkedRecords<T, T> chunked(DatasetSchema<T> schema, Shards.Shard shard, int chunkRecords) {
        return chunked(schema, shard, chunkRecords, Function.identity());
    }

    /** The same, each record held as {@code form} makes it. */
    static <T, O> ChunkedRecords<T, O> chunked(DatasetSchema<T> schema, Shards.Shard shard, int chunkRecords,
                                               Function<T, O> form) {
        return new ChunkedRecords<>(schema, form, shard, chunkRecords, false);
    }

    private ChunkedRecords(DatasetSchema<T> schema, Function<T, O> form, Shards.Shard shard, int chunkRecords,
                           boolean held) {
        if (chunkRecords < 1) {
            throw new IllegalArgumentException("chunkRecords must be at least 1, was " + chunkRecords);
        }
        this.schema = schema;
        this.form = form;
        this.shard = shard;
        this.records = shard.records();
        this.chunk = new Object[(int) Math.min(chunkRecords, Math.max(1, records))];
        this.held = held;
    }

    /**
     * The most records that fit in {@code heapShare} bytes, estimated from what a sample of them
     * keeps alive after a full collection (what they allocate, garbage included, where that cannot be
     * told).
     */
    static <T, O> int sizeFor(DatasetSchema<T> schema, Function<T, O> form, long seed, long heapShare) {
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE - 8, heapShare / bytesPerRecord(schema, form, seed)));
    }

    /**
     * How a write holds its records: all of them, generated once for every pass, when they fit in
     * {@link Defaults#WRITE_RECORDS_HEAP_SHARE} of the heap, by what a sample of them keeps alive;
     * otherwise each thread a chunk at a time, its share of that much, generated in every pass.
     * Either way the records come from the dataset's seed with the clock stopped, and are checked
     * against the manifest's content digests after every pass. Not read from the data file:
     * parsing it would run one codec's reader in the fork that measures a writer, and the JIT
     * compiles the writer from the profile that leaves (after the strict protobuf reader,
     * protobuf-coded's writer kept its per-record message in 27 of 28 forks, 153 B/record; after
     * the generator the JIT removes it in most, 105 B/record). The generator runs no codec, so
     * every writer starts alike.
     *
     * @param records the fork's, of all its shards
     * @param threads the threads that write, each holding chunks of its own
     * @return records per chunk, per thread; 0 when every record is held
     */
    static <T, O> int recordsPerChunk(DatasetSchema<T> schema, Function<T, O> form, long seed, long records,
                                      int threads) {
        long heapShare = Runtime.getRuntime().maxMemory() / Defaults.WRITE_RECORDS_HEAP_SHARE;
        long fit = sizeFor(schema, form, seed, heapShare);
        if (records <= fit) {
            ForkMain.progress("writes hold their %d records, generated once for every pass (they fit in 1/%d of the"
                    + " heap)", records, Defaults.WRITE_RECORDS_HEAP_SHARE);
            return 0;
        }
        int chunk = (int) Math.max(1, fit / threads);
        ForkMain.progress("writes generate their records in every pass, in chunks of %d per thread (about 1/%d of"
                + " the heap in all): all %d would not fit", chunk, Defaults.WRITE_RECORDS_HEAP_SHARE, records);
        return chunk;
    }

    private static <T, O> long bytesPerRecord(DatasetSchema<T> schema, Function<T, O> form, long seed) {
        RecordGenerator<T> generator = schema.generator().create(seed, 0);
        Object[] sample = new Object[SAMPLE_RECORDS];
        long liveBefore = HeapProbe.liveHeapAfterFullGc();
        long allocatedBefore = AllocationCounter.currentThreadAllocatedBytes();
        for (int i = 0; i < sample.length; i++) {
            sample[i] = form.apply(generator.next());
        }
        long allocated = AllocationCounter.currentThreadAllocatedBytes() - allocatedBefore;
        long kept = HeapProbe.liveHeapAfterFullGc() - liveBefore;
        Reference.reachabilityFence(sample);
        // What is kept cannot exceed what was allocated, nor be less than an object (16 bytes) a record;
        // outside that (another thread's heap moved between the two collections), the heap's figure is
        // not to be trusted.
        long bytes = kept >= MIN_OBJECT_BYTES * sample.length && kept <= allocated ? kept : allocated;
        return Math.max(1, bytes / sample.length);
    }

    int chunkRecords() {
        return chunk.length;
    }

    /** Whether every record is held, generated once for every pass, rather than a chunk at a time in each. */
    boolean held() {
        return held;
    }

    /** Wall time spent generating records (and collecting after), off every clock, so far. */
    long generationNanos() {
        return generationNanos;
    }

    /** Generates held records now, before any pass, so that no pass stops its clock for them. */
    void prepare() {
        if (held && heldDigest == null) {
            generate(null, PassClock.NONE);
        }
    }

    /** Lets go of the records: what is live after the passes is the writer's, not theirs. */
    void release() {
        Arrays.fill(chunk, null);
        heldDigest = null;
    }

    /** One pass over the records, which stops {@code clock} while it generates a chunk. */
    Iterable<O> during(PassClock clock) {
        return () -> new Pass(clock);
    }

    /** The content digest of the records of the last pass, or null if it stopped before the end. */
    ContentDigest lastPassDigest() {
        return lastDigest;
    }

    /**
     * Fills the chunk with the generator's next records (a new generator when {@code generator} is
     * null) and collects the garbage, with the clock stopped; returns the generator for the next chunk.
     */
    private RecordGenerator<T> generate(RecordGenerator<T> generator, PassClock clock, ContentDigest digest,
                                        long generated) {
        clock.pause();
        long start = System.nanoTime();
        RecordGenerator<T> source = generator != null ? generator
                : schema.generator().create(shard.seed(), shard.firstRecord());
        int size = (int) Math.min(chunk.length, records - generated);
        // Each record replaces one of the last chunk: the heap holds one chunk and a record more.
        for (int i = 0; i < size; i++) {
            T record = source.next();
            digest.addRecord(schema.contentHash().applyAsLong(record));
            chunk[i] = form.apply(record);
        }
        System.gc();
        generationNanos += System.nanoTime() - start;
        clock.resume();
        return source;
    }

    private void generate(RecordGenerator<T> generator, PassClock clock) {
        ContentDigest digest = new ContentDigest();
        generate(generator, clock, digest, 0);
        heldDigest = digest;
    }

    private final class Pass implements Iterator<O> {
        private final PassClock clock;
        // Made with the first chunk, off the clock: a pass's clock starts before the writer asks for a record.
        private RecordGenerator<T> generator;
        private final ContentDigest digest = new ContentDigest();
        private long served;
        private int size;
        private int next;

        Pass(PassClock clock) {
            this.clock = clock;
            lastDigest = records == 0 ? digest : null;
        }

        @Override
        public boolean hasNext() {
            return next < size || served < records;
        }

        @Override
        @SuppressWarnings("unchecked")
        public O next() {
            if (next == size) {
                if (served == records) {
                    throw new NoSuchElementException();
                }
                nextChunk();
            }
            return (O) chunk[next++];
        }

        private void nextChunk() {
            if (held) {
                if (heldDigest == null) {
                    generate(null, clock);
                }
            } else {
                generator = generate(generator, clock, digest, served);
            }
            size = (int) Math.min(chunk.length, records - served);
            served += size;
            next = 0;
            if (served == records) {
                lastDigest = held ? heldDigest : digest;
            }
        }
    }
}
