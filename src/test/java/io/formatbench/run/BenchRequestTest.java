package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.Defaults;
import io.formatbench.bench.CodecChoice;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.Operation;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.Variant;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bench's settings as the run takes them, and those refused before anything runs. */
class BenchRequestTest {

    @TempDir
    Path temp;

    @Test
    void theMostWarmupsFollowTheFewestAndEveryListCountsEachValueOnce() throws Exception {
        BenchOptions options = request(Defaults.MAX_WARMUPS + 3, null, 2, 2, List.of(), List.of(Schemas.USER))
                .options();

        assertEquals(Defaults.MAX_WARMUPS + 3, options.warmup().max(), "--warmups when more than the default");
        assertEquals(List.of(Format.JSON), options.formats());
        assertEquals(List.of(Variant.LIBRARY), options.variants());
        assertEquals(List.of(Operation.WRITE), options.operations());
        assertEquals(List.of(1, 2), options.threads());
        assertEquals(Defaults.MAX_WARMUPS, request(0, null, 1, 1, List.of(), List.of()).options().warmup().max());
    }

    @Test
    void limitsBelowTheirFloorsAreRefused() {
        assertEquals("--max-warmups (4) is below --warmups (5)", assertThrows(SettingsRefusedException.class,
                () -> request(5, 4, 1, 1, List.of(), List.of()).options()).getMessage());
        assertEquals("--max-forks (4) is below --forks (5)", assertThrows(SettingsRefusedException.class,
                () -> request(0, null, 5, 4, List.of(), List.of()).options()).getMessage());
    }

    @Test
    void scalingTakesOneSchemaAndIsRefusedBeforeAnyDatasetIsRead() {
        Path results = temp.resolve("results");
        BenchRequest request = request(0, null, 1, 1, List.of(1000L), List.of(Schemas.USER, Schemas.EVENT));

        SettingsRefusedException refused = assertThrows(SettingsRefusedException.class,
                () -> request.run(new ResultsFolder(results), Optional.empty(), null));

        assertEquals("--scaling takes one schema, --schema was 'user,event'", refused.getMessage());
        assertFalse(Files.exists(results), "no run claimed");
    }

    private BenchRequest request(int warmups, Integer maxWarmups, int forks, int maxForks, List<Long> scaling,
                                 List<DatasetSchema<?>> schemas) {
        return new BenchRequest(List.of(Format.JSON, Format.JSON), CodecChoice.ALL,
                List.of(Variant.LIBRARY, Variant.LIBRARY), List.of(Operation.WRITE, Operation.WRITE), List.of(1, 2, 1),
                forks, maxForks, 0, 0, 0.95, 0, Duration.ZERO, warmups, maxWarmups, 1, "64m", List.of(), List.of(),
                false,
                true, null, UnknownFields.REJECT, 5L, schemas, temp, scaling);
    }
}
