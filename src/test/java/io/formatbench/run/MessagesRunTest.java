package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.messages.MessageSettings;
import io.formatbench.results.MessageRun;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.RunId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A message run from plain Java: what it tells, what it writes, and that it never overwrites a run. */
class MessagesRunTest {

    @TempDir
    Path results;

    /** One codec, one list size, in this JVM (no forks), briefly: the run's mechanics, not its figures. */
    private static final MessageSettings BRIEF = new MessageSettings(Schemas.USER,
            List.of(Schemas.USER.codec(ProtobufCodedCodec.NAME)), 0, 0, 1, Duration.ofMillis(5), List.of(1),
            List.of(1), Path.of("java"), List.of(), true);

    @Test
    void aRunTellsItsStartAndItsOutcomeAndWritesBothFiles() throws Exception {
        List<Object> told = new ArrayList<>();
        MessagesRun.Outcome outcome = MessagesRun.run(BRIEF, new ResultsFolder(results),
                Optional.of(RunId.of("brief")), new MessagesRun.Listener() {
                    @Override
                    public void starting(MessageSettings settings, RunId runId) {
                        told.add(runId);
                    }

                    @Override
                    public void measured(MessagesRun.Outcome outcome) {
                        told.add(outcome);
                    }
                });

        assertEquals(List.of(RunId.of("brief"), outcome), told);
        assertEquals(results.resolve("brief").resolve(MessageRun.JMH_FILE_NAME), outcome.jmhFile());
        assertTrue(Files.isRegularFile(outcome.jmhFile()), outcome.toString());
        MessageRun written = ResultFiles.readMessages(outcome.resultsFile());
        assertEquals("brief", written.runId());
        assertEquals(outcome.result().benchmarks().size(), written.benchmarks().size());
        assertTrue(!written.benchmarks().isEmpty(), "measured something");

        assertThrows(MessagesRun.ResultsExistException.class, () -> MessagesRun.run(BRIEF,
                new ResultsFolder(results), Optional.of(RunId.of("brief")), new MessagesRun.Listener() {
                    @Override
                    public void starting(MessageSettings settings, RunId runId) {
                        throw new AssertionError("no run starts over results");
                    }

                    @Override
                    public void measured(MessagesRun.Outcome outcome) {
                        throw new AssertionError("no run starts over results");
                    }
                }));
    }
}
