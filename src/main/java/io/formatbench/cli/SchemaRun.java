package io.formatbench.cli;

import io.formatbench.bench.BenchRunner;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.ResultsFolder;
import io.formatbench.results.SchemaIndex;
import java.io.PrintWriter;
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
final class SchemaRun {

    private SchemaRun() {}

    static int run(BenchCommand command, BenchCommand.RunOptions options, List<Datasets.Dataset> datasets,
                   ResultsFolder folder, String runId) throws Exception {
        PrintWriter out = command.spec.commandLine().getOut();
        PrintWriter err = command.spec.commandLine().getErr();
        // Every dataset first: a missing one fails the run before hours of measuring, not after.
        for (Datasets.Dataset dataset : datasets) {
            io.formatbench.dataset.ManifestFiles.read(dataset.folder());
        }
        String id = runId.isEmpty() ? folder.claimNewRunId() : runId;
        Path indexFile = folder.runDir(id).resolve(SchemaIndex.FILE_NAME);
        if (Files.exists(indexFile)) {
            throw new FileAlreadyExistsException(indexFile.toString(), null,
                    "results are never overwritten; choose another run id");
        }
        List<SchemaIndex.Entry> runs = new ArrayList<>();
        List<String> unverified = new ArrayList<>();
        for (Datasets.Dataset dataset : datasets) {
            String schemaRun = id + "-" + dataset.schema().name();
            ResultsFolder.checkedNewRunId(schemaRun);
            err.println("schemas: " + dataset.schema().name() + " from " + dataset.folder() + " as run " + schemaRun);
            err.flush();
            BenchRunner.Outcome outcome = command.measure(options, dataset, folder, schemaRun, false);
            outcome.unverified().forEach(failure -> unverified.add(dataset.schema().name() + ": " + failure));
            runs.add(new SchemaIndex.Entry(dataset.schema().name(), schemaRun));
        }
        Files.createDirectories(indexFile.getParent());
        ResultFiles.writeSchemas(new SchemaIndex(SchemaIndex.CURRENT_VERSION, runs), indexFile);
        out.println("schemas: " + indexFile + " (report: mvn -Preport exec:java -Drun=" + id + ")");
        out.flush();
        if (!unverified.isEmpty()) {
            throw new io.formatbench.dataset.DatasetException("verification failed: " + String.join("; ", unverified));
        }
        return ExitCodes.OK;
    }
}
