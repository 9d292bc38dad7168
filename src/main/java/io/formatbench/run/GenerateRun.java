package io.formatbench.run;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.DatasetFolder;
import io.formatbench.dataset.DatasetGenerator;
import io.formatbench.dataset.DatasetVerifier;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Making a dataset ({@code generate}): generates it into its folder, or with {@code reuse} keeps the one
 * there when it has the same schema, version, record count, seed, shards and compression and verifies
 * against its manifest. Also what a scaling run uses for the dataset of each record count.
 */
public final class GenerateRun {

    private GenerateRun() {}

    /**
     * {@code generate --schema a,b} and {@code all}: each dataset made, or kept, one after the other,
     * telling {@code listener} ({@link GenerateEvent}).
     */
    public static void makeEach(List<GenerateOptions> datasets, GenerateEvent.Listener listener) throws IOException {
        for (GenerateOptions options : datasets) {
            make(options, listener);
        }
    }

    /** Makes the dataset of the options, or keeps it, telling {@code listener}. */
    public static void make(GenerateOptions options, GenerateEvent.Listener listener) throws IOException {
        Path data = options.folder();
        if (options.reuse()) {
            // Checked before the folder is locked: keeping an intact dataset needs no write access to it.
            GenerateEvent.Unusable why = whyNotReusable(options);
            if (why == null) {
                removeAbandonedIfWritable(options, listener);
                listener.on(new GenerateEvent.Kept(options));
                return;
            }
            listener.on(new GenerateEvent.NotKept(options, why));
        }
        Manifest manifest;
        final long start;
        try (DatasetFolder folder = DatasetFolder.lockForWriting(data, options.schema())) {
            reportRemoved(folder, data, listener);
            listener.on(new GenerateEvent.Writing(options));
            start = System.nanoTime();
            DatasetGenerator.Progress progress = (done, total) -> listener.on(new GenerateEvent.RecordsWritten(done,
                    total, Duration.ofNanos(System.nanoTime() - start)));
            manifest = options.imported() != null
                    ? DatasetGenerator.generate(options.imported(), options.shards(), options.compression(),
                            options.formatOptions(), options.formats(), folder, progress)
                    : DatasetGenerator.generate(options.schema(), options.version(), options.records(),
                            options.seed(), options.shards(), options.compression(), options.formatOptions(),
                            options.formats(), folder, progress);
        }
        listener.on(new GenerateEvent.Generated(options, manifest, Duration.ofNanos(System.nanoTime() - start)));
    }

    /** A kept dataset's folder still loses what a killed generate left, unless it is read-only. */
    private static void removeAbandonedIfWritable(GenerateOptions options, GenerateEvent.Listener listener)
            throws IOException {
        try (DatasetFolder folder = DatasetFolder.lockForWriting(options.folder(), options.schema())) {
            reportRemoved(folder, options.folder(), listener);
        } catch (AccessDeniedException readOnly) {
            // Nothing of a generate's can be in a folder no generate could write.
        }
    }

    private static void reportRemoved(DatasetFolder folder, Path data, GenerateEvent.Listener listener) {
        AtomicFile.Abandoned removed = folder.removed();
        if (removed.files() > 0) {
            listener.on(new GenerateEvent.AbandonedRemoved(data, removed));
        }
    }

    /** The formats whose files the manifest lists, in {@link Format} order. */
    public static List<Format> formatsOf(Manifest manifest) {
        return manifest.formats();
    }

    /** Null when the folder holds this very dataset, intact; else why it must be generated. */
    private static GenerateEvent.Unusable whyNotReusable(GenerateOptions options) throws IOException {
        Path data = options.folder();
        if (!Files.isRegularFile(ManifestFiles.path(data))) {
            return new GenerateEvent.NoDataset(data);
        }
        try {
            Manifest manifest = ManifestFiles.read(data);
            if (!manifest.schema().equals(options.schema().name()) || manifest.records() != options.records()
                    || manifest.recordsImported() || manifest.seed() != options.seed()
                    || manifest.shards() != options.shards()
                    || manifest.compression() != options.compression()
                    || !manifest.formatOptions().of(options.formats())
                            .equals(options.formatOptions().of(options.formats()))
                    || manifest.schemaVersion() != options.version()
                    || !formatsOf(manifest).equals(options.formats())) {
                return new GenerateEvent.OtherDataset(data, manifest);
            }
            DatasetVerifier.verify(data, false, options.version() == options.schema().version()
                    ? UnknownFields.REJECT : UnknownFields.SKIP, what -> { });
            return null;
        } catch (DatasetException | BadInputException e) {
            return new GenerateEvent.NotIntact(data, e);
        }
    }
}
