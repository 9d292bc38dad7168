package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.codec.Compression;
import io.formatbench.codec.SchemaName;
import io.formatbench.results.RunResult;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PhrasesTest {

    @Test
    void aRunsRecordsComeFromItsSeedOrFromTheFileTheyWereImportedFrom() {
        SchemaName user = SchemaName.of("user");
        assertEquals("seed 42", Phrases.recordsOrigin(new RunResult.Dataset(user, 5, 42, "fbd2:0",
                Compression.NONE, Map.of())));
        assertEquals("imported from mine.jsonl (SHA-256 0123456789ab…)", Phrases.recordsOrigin(
                new RunResult.Dataset(user, 5, null, new RunResult.Imported("mine.jsonl",
                        "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"), "fbd2:0",
                        Compression.NONE, Map.of())));
    }
}
