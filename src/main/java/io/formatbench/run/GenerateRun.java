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
import java.util.List;

/**
 * Making a dataset ({@code generate}): generates it into its folder, or with {@code reuse} keeps the one
 * there when it has the same schema, version, record count, seed, shards and compression and verifies
 * against its manifest. Also what a scaling run uses for the dataset of each record count.
 */
public final class GenerateRun {

    /** What a generate tells as it goes; the caller words it. */
    public interface Listener {

        /** The dataset in the folder is the one asked for, intact, and stays. */
        void kept(GenerateOptions options);

        /** With {@code reuse}: the folder does not hold the dataset asked for, which is generated. */
        void generating(GenerateOptions options, Unusable why);

        /** Temporary files of a generate that was killed were removed from the folder. */
        void removed(Path folder, AtomicFile.Abandoned removed);

        /** Told the records written, from the first to the last. */
        DatasetGenerator.Progress progress();

        /** The dataset was generated, in {@code nanos} from the first record to its manifest. */
        void generated(GenerateOptions options, Manifest manifest, long nanos);
    }

    /** Why the folder's dataset cannot be kept. */
    public sealed interface Unusable {}

    /** The folder has no manifest. */
    public record NoDataset(Path folder) implements Unusable {}

    /**
     * The folder holds another dataset: another schema, version, record count, seed, shards, compression or
     * formats.
     */
    public record OtherDataset(Path folder, Manifest manifest) implements Unusable {}

    /** The folder's files do not match its manifest. */
    public record NotIntact(Path folder, IOException problem) implements Unusable {}

    private GenerateRun() {}

    /**
     * {@code generate --schema a,b} and {@code all}: each dataset made, or kept, one after the other,
     * telling {@code listener}.
     */
    public static void makeEach(List<GenerateOptions> datasets, Listener listener) throws IOException {
        for (GenerateOptions options : datasets) {
            make(options, listener);
        }
    }

    /** Makes the dataset of the options, or keeps it, telling {@code listener}. */
    public static void make(GenerateOptions options, Listener listener) throws IOException {
        Path data = options.folder();
        if (options.reuse()) {
            // Checked before the folder is locked: keeping an intact dataset needs no write access to it.
            Unusable why = whyNotReusable(options);
            if (why == null) {
                removeAbandonedIfWritable(options, listener);
                listener.kept(options);
                return;
            }
            listener.generating(options, why);
        }
        Manifest manifest;
        long start;
        try (DatasetFolder folder = DatasetFolder.lockForWriting(data, options.schema())) {
            reportRemoved(folder, data, listener);
            start = System.nanoTime();
            manifest = DatasetGenerator.generate(options.schema(), options.version(), options.records(),
                    options.seed(), options.shards(), options.compression(), options.formatOptions(), options.formats(),
                    folder,
                    listener.progress());
        }
        listener.generated(options, manifest, System.nanoTime() - start);
    }

    /** A kept dataset's folder still loses what a killed generate left, unless it is read-only. */
    private static void removeAbandonedIfWritable(GenerateOptions options, Listener listener) throws IOException {
        try (DatasetFolder folder = DatasetFolder.lockForWriting(options.folder(), options.schema())) {
            reportRemoved(folder, options.folder(), listener);
        } catch (AccessDeniedException readOnly) {
            // Nothing of a generate's can be in a folder no generate could write.
        }
    }

    private static void reportRemoved(DatasetFolder folder, Path data, Listener listener) {
        AtomicFile.Abandoned removed = folder.removed();
        if (removed.files() > 0) {
            listener.removed(data, removed);
        }
    }

    /** The formats whose files the manifest lists, in {@link Format} order. */
    public static List<Format> formatsOf(Manifest manifest) {
        return manifest.formats();
    }

    /** Null when the folder holds this very dataset, intact; else why it must be generated. */
    private static Unusable whyNotReusable(GenerateOptions options) throws IOException {
        Path data = options.folder();
        if (!Files.isRegularFile(ManifestFiles.path(data))) {
            return new NoDataset(data);
        }
        try {
            Manifest manifest = ManifestFiles.read(data);
            if (!manifest.schema().equals(options.schema().name()) || manifest.records() != options.records()
                    || manifest.seed() != options.seed() || manifest.shards() != options.shards()
                    || manifest.compression() != options.compression()
                    || !manifest.formatOptions().of(options.formats())
                            .equals(options.formatOptions().of(options.formats()))
                    || manifest.schemaVersion() != options.version()
                    || !formatsOf(manifest).equals(options.formats())) {
                return new OtherDataset(data, manifest);
            }
            DatasetVerifier.verify(data, false, options.version() == options.schema().version()
                    ? UnknownFields.REJECT : UnknownFields.SKIP, what -> { });
            return null;
        } catch (DatasetException | BadInputException e) {
            return new NotIntact(data, e);
        }
    }
}
