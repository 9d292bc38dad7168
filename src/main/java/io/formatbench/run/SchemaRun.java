package io.formatbench.run;

import io.formatbench.bench.BenchRunner;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.SchemaIndex;
import io.formatbench.results.RunId;
import java.util.Optional;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench --schema all}: the same sitting's settings on each schema's dataset, one complete run
 * per schema (RUN-SCHEMA, each both formats in rounds, so each schema's verdicts are paired), then an
 * index that the report reads for its summary across schemas. Schemas are measured one after the
 * other, not interleaved: their verdicts compare formats within a schema, never across schemas.
 */
public final class SchemaRun {

    /** What a run of several schemas tells as it goes, besides each schema's bench run; the caller words it. */
    public interface Listener extends BenchRun.Listener {

        /** The schema's dataset is measured next, as run {@code runId}. */
        void schemaStarts(Dataset dataset, RunId runId);

        /** Every schema was measured, and {@code indexFile} lists their runs, the parts of run {@code runId}. */
        void schemasListed(Path indexFile, RunId runId);
    }

    private SchemaRun() {}

    /**
     * Measures each dataset (its schema named, not null) as run RUN-SCHEMA, where RUN is
     * {@code runId}, or a new run claimed in {@code folder} when it is absent; returns the index of the
     * runs. Fails with a {@link DatasetException} when a read did not verify, after every schema was
     * measured.
     */
    public static Path run(BenchOptions options, List<Dataset> datasets, ResultsFolder folder,
                           Optional<RunId> runId, Listener listener) throws IOException, InterruptedException {
        // Every dataset first: a missing one fails the run before hours of measuring, not after.
        for (Dataset dataset : datasets) {
            ManifestFiles.read(dataset.folder());
        }
        RunId id = runId.isPresent() ? runId.get() : RunId.of(folder.claimNewRunId());
        Path indexFile = folder.runDir(id.toString()).resolve(SchemaIndex.FILE_NAME);
        if (Files.exists(indexFile)) {
            throw new FileAlreadyExistsException(indexFile.toString(), null,
                    "results are never overwritten; choose another run id");
        }
        List<SchemaIndex.Entry> runs = new ArrayList<>();
        List<String> unverified = new ArrayList<>();
        for (Dataset dataset : datasets) {
            RunId schemaRun = id.part(dataset.schema().name().toString());
            listener.schemaStarts(dataset, schemaRun);
            BenchRunner.Outcome outcome = BenchRun.measure(options, dataset, folder, schemaRun, false, listener);
            outcome.unverified().forEach(failure -> unverified.add(dataset.schema().name() + ": " + failure));
            runs.add(new SchemaIndex.Entry(dataset.schema().name(), schemaRun.toString()));
        }
        Files.createDirectories(indexFile.getParent());
        ResultFiles.writeSchemas(new SchemaIndex(SchemaIndex.CURRENT_VERSION, runs), indexFile);
        listener.schemasListed(indexFile, id);
        if (!unverified.isEmpty()) {
            throw new DatasetException("verification failed: " + String.join("; ", unverified));
        }
        return indexFile;
    }
}
