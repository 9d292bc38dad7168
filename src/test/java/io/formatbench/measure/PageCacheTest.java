package io.formatbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class PageCacheTest {

    private static final long MEMORY = 24_600_000_000L;

    @Test
    void filesOverHalfOfMemoryAreNamedWithBothSizes() {
        assertEquals(Optional.of("WARNING: the data files take 15.7 GB, more than half of this machine's 24.6 GB of"
                + " memory: the page cache may not hold them, and reads may then partly measure the disk, not the"
                + " codecs."), PageCache.warning(15_659_446_211L, MEMORY));
    }

    @Test
    void filesThatFitOrAnUnknownMachineSayNothing() {
        assertEquals(Optional.empty(), PageCache.warning(153_580_629L, MEMORY));
        assertEquals(Optional.empty(), PageCache.warning(MEMORY / 2, MEMORY));
        assertEquals(Optional.empty(), PageCache.warning(15_659_446_211L, -1));
    }
}
