package io.formatbench.proto.records;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.formatbench.model.ContentDigest;
import io.formatbench.model.Bytes;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class SmallMessageDigestTest {

    static final SmallMessage MESSAGE = new SmallMessage(1, true,
            Bytes.copyOf("Hello".getBytes(java.nio.charset.StandardCharsets.UTF_8)),
            "World", Instant.parse("2024-02-08T20:19:05.440174075Z"), MyStatus.STATUS_ONE);

    /** The message with each field changed in turn, the smallest change each field's type allows. */
    static List<SmallMessage> oneFieldChanged() {
        SmallMessage m = MESSAGE;
        return List.of(
                new SmallMessage(2, m.myBool(), m.myBytes(), m.myString(), m.myTimestamp(), m.myMyStatus()),
                new SmallMessage(m.myInt(), false, m.myBytes(), m.myString(), m.myTimestamp(), m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(),
                        Bytes.copyOf("Hellp".getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                        m.myString(), m.myTimestamp(), m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(), m.myBytes(), "world", m.myTimestamp(), m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(), m.myBytes(), m.myString(), m.myTimestamp().plusSeconds(1),
                        m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(), m.myBytes(), m.myString(), m.myTimestamp().plusNanos(1),
                        m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(), m.myBytes(), m.myString(), m.myTimestamp(),
                        MyStatus.STATUS_TWO));
    }

    @Test
    void everyFieldCountsInTheContentHash() {
        List<SmallMessage> variants = new java.util.ArrayList<>(oneFieldChanged());
        variants.add(MESSAGE);
        // The same bytes moved between the bytes and the string field.
        variants.add(new SmallMessage(1, true, Bytes.EMPTY, "World", MESSAGE.myTimestamp(), MESSAGE.myMyStatus()));

        Set<Long> hashes = variants.stream().map(SmallMessageDigest::hash).collect(Collectors.toSet());

        assertEquals(variants.size(), hashes.size());
        assertEquals(SmallMessageDigest.hash(MESSAGE), SmallMessageDigest.hash(new SmallMessage(1, true,
                Bytes.copyOf(new byte[] {72, 101, 108, 108, 111}), "World", MESSAGE.myTimestamp(),
                        MESSAGE.myMyStatus())));
    }

    @Test
    void theHashIsTheDefinitionInContentDigest() {
        long h = ContentDigest.fold(0L, 1);
        h = ContentDigest.fold(h, 1);
        h = ContentDigest.fold(h, ContentDigest.hash(new byte[] {72, 101, 108, 108, 111}));
        h = ContentDigest.fold(h, ContentDigest.hash("World"));
        // The Timestamp, a message field: set (1), then its own hash, of its seconds and nanos.
        h = ContentDigest.fold(h, 1L);
        h = ContentDigest.fold(h, ContentDigest.fold(ContentDigest.fold(0L, 1707423545L), 440174075L));
        h = ContentDigest.fold(h, 1);
        assertEquals(h, SmallMessageDigest.hash(MESSAGE));
    }

    @Test
    void theChecksumSeesEveryFixedWidthFieldAndEveryLength() {
        SmallMessage m = MESSAGE;
        for (SmallMessage changed : List.of(
                new SmallMessage(2, m.myBool(), m.myBytes(), m.myString(), m.myTimestamp(), m.myMyStatus()),
                new SmallMessage(m.myInt(), false, m.myBytes(), m.myString(), m.myTimestamp(), m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(), Bytes.EMPTY, m.myString(), m.myTimestamp(), m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(), m.myBytes(), "", m.myTimestamp(), m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(), m.myBytes(), m.myString(), Instant.EPOCH, m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(), m.myBytes(), m.myString(), m.myTimestamp().plusNanos(1),
                        m.myMyStatus()),
                new SmallMessage(m.myInt(), m.myBool(), m.myBytes(), m.myString(), m.myTimestamp(),
                        MyStatus.STATUS_UNSPECIFIED))) {
            assertNotEquals(SmallMessageDigest.checksum(m), SmallMessageDigest.checksum(changed), changed.toString());
        }
    }
}
