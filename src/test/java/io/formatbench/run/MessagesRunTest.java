package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.messages.MessageSettings;
import io.formatbench.results.Mode;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A message run from plain Java never overwrites a run. (A whole run is JMH's: MessageSuiteTest runs
 * the suite in this JVM, and PackagedJarIT the messages command; two JMH runs at once refuse each
 * other, by JMH's lock.)
 */
class MessagesRunTest {

    @TempDir
    Path results;

    private static final MessageSettings BRIEF = new MessageSettings(Schemas.USER,
            List.of(Schemas.USER.codec(ProtobufCodedCodec.NAME)), 0, 0, 1, Duration.ofMillis(5), List.of(1),
            List.of(1), Path.of("java"), List.of(), true);

    @Test
    void aRunWithResultsAlreadyIsRefusedBeforeItStarts() throws Exception {
        Path earlier = ResultFiles.path(results, "same", Mode.MESSAGE);
        Files.createDirectories(earlier.getParent());
        Files.writeString(earlier, "{}");

        MessagesRun.ResultsExistException refused = assertThrows(MessagesRun.ResultsExistException.class,
                () -> MessagesRun.run(BRIEF, new ResultsFolder(results), Optional.of(RunId.of("same")),
                        event -> {
                            throw new AssertionError("no run starts over results: " + event);
                        }));

        assertEquals(earlier + " exists; results are never overwritten, choose another run id", refused.getMessage());
        assertEquals("{}", Files.readString(earlier));
        try (var files = Files.list(earlier.getParent())) {
            assertEquals(List.of(earlier), files.toList(), "nothing else written");
        }
    }
}
