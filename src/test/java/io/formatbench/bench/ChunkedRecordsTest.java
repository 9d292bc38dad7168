package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.SeededRecords;
import io.formatbench.dataset.Shards;
import io.formatbench.proto.records.User;
import io.formatbench.proto.records.UserMessages;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class ChunkedRecordsTest {

    private static final long SEED = 42;

    @ParameterizedTest(name = "{0} records in chunks of {1}")
    @CsvSource({"0, 3", "1, 3", "7, 3", "9, 3", "10, 3", "10, 1", "10, 100"})
    void aPassGivesTheSeedsRecordsInOrderAndGeneratesEachChunkWithTheClockStopped(long records, int chunk) {
        List<User> expected = new ArrayList<>();
        var digest = SeededRecords.generate(Schemas.USER, SEED, records, expected::add);
        ChunkedRecords<User, User> chunked = ChunkedRecords.chunked(Schemas.USER, Shards.of(records, SEED, 1).get(0), chunk);
        CountingClock clock = new CountingClock();

        List<User> written = new ArrayList<>();
        for (User user : chunked.during(clock)) {
            assertTrue(clock.running, "a record is handed out with the clock running");
            written.add(user);
        }

        assertEquals(expected, written);
        assertEquals(digest.hex(), chunked.lastPassDigest().hex());
        assertEquals(records, chunked.lastPassDigest().records());
        assertEquals((records + chunked.chunkRecords() - 1) / chunked.chunkRecords(), clock.pauses);
        assertTrue(clock.running);
        assertFalse(chunked.held());
    }

    @ParameterizedTest(name = "{0} records held")
    @CsvSource({"0", "1", "10"})
    void heldRecordsAreGeneratedOnceBeforeThePassesAndEveryPassWritesThemWithTheClockRunning(long records) {
        List<User> expected = new ArrayList<>();
        var digest = SeededRecords.generate(Schemas.USER, SEED, records, expected::add);
        ChunkedRecords<User, User> held = ChunkedRecords.held(Schemas.USER, Shards.of(records, SEED, 1).get(0));
        held.prepare();
        long generating = held.generationNanos();
        assertTrue(generating > 0, "generated before the first pass");

        for (int pass = 0; pass < 3; pass++) {
            CountingClock clock = new CountingClock();
            List<User> written = new ArrayList<>();
            held.during(clock).forEach(written::add);
            assertEquals(expected, written, "pass " + pass);
            assertEquals(0, clock.pauses, "no pass stops its clock: nothing is generated during one");
            assertEquals(digest.hex(), held.lastPassDigest().hex());
            assertEquals(records, held.lastPassDigest().records());
        }
        assertEquals(generating, held.generationNanos(), "generated once");
        assertTrue(held.held());
    }

    /** A codec on protoc's messages writes messages made from the records off the clock; the digests stay the records'. */
    @ParameterizedTest(name = "chunks of {0}")
    @CsvSource({"3", "10"})
    void recordsHeldInTheCodecsFormAreMadeFromTheRecordsWithTheClockStopped(int chunk) {
        List<User> expected = new ArrayList<>();
        var digest = SeededRecords.generate(Schemas.USER, SEED, 7, expected::add);
        Shards.Shard shard = Shards.of(7, SEED, 1).get(0);
        for (ChunkedRecords<User, io.formatbench.proto.User> messages : List.of(
                ChunkedRecords.held(Schemas.USER, shard, UserMessages::toMessage),
                ChunkedRecords.chunked(Schemas.USER, shard, chunk, UserMessages::toMessage))) {
            CountingClock clock = new CountingClock();
            List<io.formatbench.proto.User> written = new ArrayList<>();
            messages.during(clock).forEach(written::add);
            assertEquals(expected.stream().map(UserMessages::toMessage).toList(), written);
            assertEquals(messages.held() ? 1 : (7 + chunk - 1) / chunk, clock.pauses, "made with the clock stopped");
            assertEquals(digest.hex(), messages.lastPassDigest().hex());
        }
    }

    @Test
    void heldRecordsNotPreparedAreGeneratedInTheFirstPassWithItsClockStopped() {
        ChunkedRecords<User, User> held = ChunkedRecords.held(Schemas.USER, Shards.of(4, SEED, 1).get(0));
        CountingClock first = new CountingClock();
        held.during(first).forEach(user -> {});
        CountingClock second = new CountingClock();
        held.during(second).forEach(user -> {});
        assertEquals(1, first.pauses);
        assertEquals(0, second.pauses);
    }

    @Test
    void chunkedRecordsAreGeneratedAgainInEveryPassEvenWhenOneChunkHoldsThemAll() {
        ChunkedRecords<User, User> chunked = ChunkedRecords.chunked(Schemas.USER, Shards.of(4, SEED, 1).get(0), 100);
        chunked.prepare();
        CountingClock first = new CountingClock();
        chunked.during(first).forEach(user -> {});
        CountingClock second = new CountingClock();
        chunked.during(second).forEach(user -> {});
        assertEquals(1, first.pauses);
        assertEquals(1, second.pauses);
    }

    @Test
    void everyPassStartsFromTheSeedAgain() {
        ChunkedRecords<User, User> chunked = ChunkedRecords.chunked(Schemas.USER, Shards.of(5, SEED, 1).get(0), 2);
        List<User> first = new ArrayList<>();
        chunked.during(PassClock.NONE).forEach(first::add);
        List<User> second = new ArrayList<>();
        chunked.during(PassClock.NONE).forEach(second::add);
        assertEquals(first, second);
    }

    @Test
    void aPassThatStopsEarlyHasNoDigest() {
        ChunkedRecords<User, User> chunked = ChunkedRecords.chunked(Schemas.USER, Shards.of(5, SEED, 1).get(0), 2);
        chunked.during(PassClock.NONE).forEach(user -> {});
        Iterator<User> records = chunked.during(PassClock.NONE).iterator();
        records.next();
        assertNull(chunked.lastPassDigest());
    }

    @Test
    void releasedRecordsAreNoLongerHeld() {
        ChunkedRecords<User, User> chunked = ChunkedRecords.held(Schemas.USER, Shards.of(3, SEED, 1).get(0));
        java.lang.ref.WeakReference<User> last = new java.lang.ref.WeakReference<>(null);
        for (User user : chunked.during(PassClock.NONE)) {
            last = new java.lang.ref.WeakReference<>(user);
        }
        chunked.release();
        System.gc();
        assertNull(last.get(), "the chunk let go of its records");
    }

    @Test
    void thereIsNoRecordAfterTheLast() {
        Iterator<User> records = ChunkedRecords.chunked(Schemas.USER, Shards.of(1, SEED, 1).get(0),
                4).during(PassClock.NONE).iterator();
        records.next();
        assertThrows(NoSuchElementException.class, records::next);
    }

    @Test
    void aChunkFitsTheHeapShareItIsSizedFor() {
        int small = ChunkedRecords.sizeFor(Schemas.USER, Function.identity(), SEED, 1 << 20);
        int large = ChunkedRecords.sizeFor(Schemas.USER, Function.identity(), SEED, 256 << 20);
        // A user keeps some tens to some hundreds of bytes alive, never less than 16 or more than 4 KiB.
        assertTrue(small >= (1 << 20) / 4096 && small <= (1 << 20) / 16, "records in 1 MiB: " + small);
        // Each call measures what a sample keeps alive on the shared heap, which the test JVM's other threads
        // move too (a verify measured 90 and 169 bytes a record in two calls): the share scales the count,
        // within that noise, not to the record.
        assertTrue(large > 64 * small, "records in 256 MiB: " + large + ", in 1 MiB: " + small);
        assertEquals(1, ChunkedRecords.sizeFor(Schemas.USER, Function.identity(), SEED, 1));
    }

    private static final class CountingClock implements PassClock {
        boolean running = true;
        int pauses;

        @Override
        public void pause() {
            assertTrue(running, "paused twice");
            running = false;
            pauses++;
        }

        @Override
        public void resume() {
            assertTrue(!running, "resumed while running");
            running = true;
        }
    }
}
