package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.CodecName;
import io.formatbench.dataset.Schemas;
import io.formatbench.messages.MessageInputs;
import io.formatbench.messages.MessageSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The message run's settings as messages' options resolve them against the schema. */
class MessagesRequestTest {

    private static final Path JAVA = Path.of("java");

    @Test
    void noCodecIsEveryCodecOfTheSchemaAndNoBatchIsEveryListSize() {
        MessageSettings settings = request(List.of(), 4, List.of()).settings();

        assertEquals(Schemas.USER.codecs(), settings.codecs());
        assertEquals(MessageInputs.BATCHES, settings.batches());
        assertEquals(MessageSettings.threadCounts(4), settings.threads());
        assertEquals(List.of("-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-Dextra"), settings.jvmArgs());
    }

    @Test
    void namedCodecsInTheirOrderEachOnceAndBatchesInOrderEachOnce() {
        MessageSettings settings = request(List.of(CodecName.of("protobuf-coded"), CodecName.of("jackson-databind"),
                CodecName.of("protobuf-coded")), 1, List.of(100, 1, 100)).settings();

        assertEquals(List.of(Schemas.USER.codec(CodecName.of("protobuf-coded")),
                Schemas.USER.codec(CodecName.of("jackson-databind"))), settings.codecs());
        assertEquals(List.of(1, 100), settings.batches());
    }

    @Test
    void aCodecTheSchemaLacksIsRefused() {
        SettingsRefusedException refused = assertThrows(SettingsRefusedException.class,
                () -> request(List.of(CodecName.of("gson")), 1, List.of()).settings());

        assertTrue(refused.getMessage().startsWith("--codecs: unknown codec 'gson' (known: "), refused.getMessage());
    }

    private static MessagesRequest request(List<CodecName> codecs, int threads, List<Integer> batches) {
        return new MessagesRequest(Schemas.USER, codecs, 1, 0, 1, Duration.ofMillis(10), threads, batches, JAVA,
                List.of("-Dextra"));
    }
}
