package io.formatbench.run;

import io.formatbench.dataset.Manifest;
import io.formatbench.fs.AtomicFile;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;

/**
 * What a generate tells as it goes ({@link GenerateRun}): a dataset kept, or why it is not, what a
 * killed generate left and was removed, the records written and the dataset generated. The listener
 * words them (the console, cli/GeneratePrinter) or records them (tests); the run says nothing itself.
 */
public sealed interface GenerateEvent {

    /** Told each event as it happens, in the run's own thread. */
    @FunctionalInterface
    interface Listener {
        void on(GenerateEvent event);
    }

    /** With {@code reuse}: the dataset in the folder is the one asked for, intact, and stays. */
    record Kept(GenerateOptions options) implements GenerateEvent {}

    /** With {@code reuse}: the folder does not hold the dataset asked for, which is generated. */
    record NotKept(GenerateOptions options, Unusable why) implements GenerateEvent {}

    /** Temporary files of a generate that was killed were removed from the folder. */
    record AbandonedRemoved(Path folder, AtomicFile.Abandoned removed) implements GenerateEvent {}

    /** The dataset is written now, into its folder, held for the time; its records follow. */
    record Writing(GenerateOptions options) implements GenerateEvent {}

    /**
     * How far the writing has come, at most about a hundred times a dataset, the last at {@code total}.
     *
     * @param elapsed the time since the first record
     */
    record RecordsWritten(long done, long total, Duration elapsed) implements GenerateEvent {}

    /** The dataset was generated, in {@code took} from the first record to its manifest. */
    record Generated(GenerateOptions options, Manifest manifest, Duration took) implements GenerateEvent {}

    /** Why the folder's dataset cannot be kept. */
    sealed interface Unusable {}

    /** The folder has no manifest. */
    record NoDataset(Path folder) implements Unusable {}

    /**
     * The folder holds another dataset: another schema, version, record count, seed, shards, compression or
     * formats.
     */
    record OtherDataset(Path folder, Manifest manifest) implements Unusable {}

    /** The folder's files do not match its manifest. */
    record NotIntact(Path folder, IOException problem) implements Unusable {}
}
