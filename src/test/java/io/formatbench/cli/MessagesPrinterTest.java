package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The message run's start line says each iteration's time as --time takes it. */
class MessagesPrinterTest {

    @Test
    void anIterationTimeIsSaidInItsLargestWholeUnit() {
        assertEquals("500ms", MessagesPrinter.iterationTime(Duration.ofMillis(500)));
        assertEquals("1s", MessagesPrinter.iterationTime(Duration.ofMillis(1000)));
        assertEquals("90s", MessagesPrinter.iterationTime(Duration.ofSeconds(90)));
        assertEquals("2m", MessagesPrinter.iterationTime(Duration.ofMinutes(2)));
    }
}
