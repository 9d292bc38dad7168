package io.formatbench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class EtaTest {

    @Test
    void theTimeLeftAtThePaceSoFar() {
        assertEquals(" (ETA 0:30)", Eta.of(Duration.ofSeconds(10), 25, 100));
        assertEquals(" (ETA 1:05)", Eta.of(Duration.ofSeconds(65), 1, 2));
        assertEquals(" (ETA 2:03:10)", Eta.of(Duration.ofSeconds(7390), 1, 2));
        assertEquals(" (ETA 0:00)", Eta.of(Duration.ofSeconds(10), 100, 100));
    }

    @Test
    void nothingBeforeAnythingIsDone() {
        assertEquals("", Eta.of(Duration.ofSeconds(3), 0, 100));
        assertEquals("", Eta.of(Duration.ofSeconds(3), 101, 100));
    }
}
