package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.messages.MessageSettings;
import io.formatbench.results.RunId;
import io.formatbench.run.MessagesEvent;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The message run's start line, on stderr, says each iteration's time as --time takes it. */
class MessagesPrinterTest {

    @Test
    void anIterationTimeIsSaidInItsLargestWholeUnit() {
        assertEquals("500ms", MessagesPrinter.iterationTime(Duration.ofMillis(500)));
        assertEquals("1s", MessagesPrinter.iterationTime(Duration.ofMillis(1000)));
        assertEquals("90s", MessagesPrinter.iterationTime(Duration.ofSeconds(90)));
        assertEquals("2m", MessagesPrinter.iterationTime(Duration.ofMinutes(2)));
    }

    @Test
    void theStartSaysWhatJmhMeasuresOnStderr() {
        MessageSettings settings = new MessageSettings(Schemas.USER,
                List.of(Schemas.USER.codec(ProtobufCodedCodec.NAME)), 1, 1, 2, Duration.ofMillis(500), List.of(1),
                List.of(1), Path.of("java"), List.of(), false);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        new MessagesPrinter(new PrintWriter(out), new PrintWriter(err)).on(new MessagesEvent.Starting(settings,
                RunId.of("r1")));

        assertEquals("messages: " + settings.measurements() + " JMH measurements of schema user, 1 fork(s) of 1 x 500ms"
                + " warm-up + 2 x 500ms each; about 1 min\n", err.toString());
        assertEquals("", out.toString());
    }
}
