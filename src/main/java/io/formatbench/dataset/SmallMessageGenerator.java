package io.formatbench.dataset;

import io.formatbench.model.Bytes;
import io.formatbench.proto.records.SmallMessage;
import io.formatbench.proto.records.MyStatus;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * Realistic small messages. The Go comparison sends one fixed message ("Hello", "World", now,
 * STATUS_ONE); a dataset of those would measure one record a million times, so the values vary
 * around it: ints mostly small with int32's extremes among them; bytes mostly a short text or a few
 * random bytes, sometimes empty, rarely up to 4 KiB; strings of words in several scripts,
 * sometimes empty; one message a second from 2024-02-08T20:19:05Z by record number (a shard's
 * continue from the shard before it), with now and then a time near either end of a Timestamp's
 * range; every status, STATUS_ONE most often. SplittableRandom's algorithm is specified by the JDK,
 * so a seed gives the same records on any JVM.
 */
public final class SmallMessageGenerator implements RecordGenerator<SmallMessage> {

    /** The time of record 0: the Go comparison's timestamppb.Now() when it ran. */
    static final Instant BASE = Instant.parse("2024-02-08T20:19:05Z");

    private static final String[] TEXTS = {"Hello", "World", "ping", "pong", "OK", "ack", "Grüße", "こんにちは", "🙂"};
    private static final int[] STATUS_WEIGHTS = {5, 50, 30, 15};
    private static final MyStatus[] STATUSES = MyStatus.values();

    private final SplittableRandom random;
    private long recordNumber;

    /** Messages numbered from {@code firstRecord} on: the number sets their time. */
    public SmallMessageGenerator(long seed, long firstRecord) {
        this.random = new SplittableRandom(seed);
        this.recordNumber = firstRecord;
    }

    @Override
    public SmallMessage next() {
        int myInt = GeneratedValues.int32(random);
        boolean myBool = random.nextInt(10) < 6;
        Bytes myBytes = bytes();
        String myString = random.nextInt(20) == 0 ? "" : GeneratedValues.words(random, 12);
        Instant myTimestamp = GeneratedValues.timestamp(random, BASE, 1, recordNumber++);
        MyStatus status = STATUSES[GeneratedValues.weighted(random, STATUS_WEIGHTS)];
        return new SmallMessage(myInt, myBool, myBytes, myString, myTimestamp, status);
    }

    /**
     * A tenth empty; then mostly a short text's UTF-8 or 1-16 random bytes; one in seven 17-256 bytes,
     * one in two hundred up to 4 KiB: a small message with a tail, about 30 bytes on average.
     */
    private Bytes bytes() {
        int r = random.nextInt(200);
        if (r < 20) {
            return Bytes.EMPTY;
        }
        if (r < 80) {
            return Bytes.copyOf(GeneratedValues.pick(random, TEXTS).getBytes(StandardCharsets.UTF_8));
        }
        int length = r < 170 ? random.nextInt(1, 17) : r < 199 ? random.nextInt(17, 257) : random.nextInt(257, 4097);
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return Bytes.copyOf(bytes);
    }
}
