package io.formatbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ContentDigestTest {

    @Test
    void bytesArePackedEightToALittleEndianWordFromTheirLength() {
        byte[] nine = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        long expected = ContentDigest.fold(ContentDigest.fold(start(9), 0x0807060504030201L), 9);
        assertEquals(expected, ContentDigest.hash(nine));
        assertEquals(start(0), ContentDigest.hash(new byte[0]));
        assertNotEquals(ContentDigest.hash(new byte[] {0}), ContentDigest.hash(new byte[] {0, 0}));
        assertNotEquals(ContentDigest.hash(new byte[] {(byte) 0x80}), ContentDigest.hash(new byte[] {1}));
    }

    @Test
    void doublesFoldTheirBitsSoNegativeZeroIsNotZero() {
        assertEquals(ContentDigest.fold(0L, Double.doubleToLongBits(1.5)), ContentDigest.fold(0L, 1.5));
        assertNotEquals(ContentDigest.fold(0L, 0.0), ContentDigest.fold(0L, -0.0));
    }

    @Test
    void aListFoldsItsElementsFromItsSize() {
        long expected = ContentDigest.fold(ContentDigest.fold(start(2), 10), 20);
        assertEquals(expected, ContentDigest.hash(List.of(10L, 20L), Long::longValue));
        assertEquals(start(0), ContentDigest.hash(List.<Long>of(), Long::longValue));
        assertNotEquals(ContentDigest.hash(List.of(10L, 20L), Long::longValue),
                ContentDigest.hash(List.of(20L, 10L), Long::longValue));
    }

    /** A hash of n values starts from n folded into the definition's constant (fbd2). */
    private static long start(long count) {
        long expected = ContentDigest.fold(0x6A09E667F3BCC908L, count);
        assertEquals(expected, ContentDigest.start(count));
        return expected;
    }

    @Test
    void oneValueEqualToItsLengthIsNotTheEmptyValue() {
        // From h = length (fbd1), fold(1, 1) was 0: "\u0001", {1} and [1] hashed as "", {} and [].
        assertNotEquals(ContentDigest.hash(""), ContentDigest.hash("\u0001"));
        assertNotEquals(ContentDigest.hash(new byte[0]), ContentDigest.hash(new byte[] {1}));
        assertNotEquals(ContentDigest.hash(List.<Long>of(), Long::longValue),
                ContentDigest.hash(List.of(1L), Long::longValue));
    }
}
