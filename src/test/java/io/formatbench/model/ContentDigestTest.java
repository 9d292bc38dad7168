package io.formatbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ContentDigestTest {

    @Test
    void bytesArePackedEightToALittleEndianWordFromTheirLength() {
        byte[] nine = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        long expected = ContentDigest.fold(ContentDigest.fold(9, 0x0807060504030201L), 9);
        assertEquals(expected, ContentDigest.hash(nine));
        assertEquals(0L, ContentDigest.hash(new byte[0]));
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
        long expected = ContentDigest.fold(ContentDigest.fold(2, 10), 20);
        assertEquals(expected, ContentDigest.hash(List.of(10L, 20L), Long::longValue));
        assertEquals(0L, ContentDigest.hash(List.<Long>of(), Long::longValue));
        assertNotEquals(ContentDigest.hash(List.of(10L, 20L), Long::longValue),
                ContentDigest.hash(List.of(20L, 10L), Long::longValue));
    }
}
