package io.formatbench.run;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetReader;
import io.formatbench.dataset.Manifest;
import java.io.IOException;
import java.nio.file.Path;

/**
 * What a verify tells as it goes ({@link VerifyRun}): each check of a dataset that passed, then the
 * dataset verified; or each read of a single file; and, reading with every codec, each check that
 * failed. The listener words them (the console, cli/VerifyPrinter) or records them (tests).
 */
public sealed interface VerifyEvent {

    /** Told each event as it happens, in the run's own thread. */
    @FunctionalInterface
    interface Listener {
        void on(VerifyEvent event);
    }

    /** A check of the dataset passed; {@code what} says which, in the verifier's words. */
    record CheckPassed(String what) implements VerifyEvent {}

    /**
     * Every file of the dataset in {@code folder} matched its manifest.
     *
     * @param unknownFields what the readers did with fields outside the schema; with {@code skip},
     *     each file skipped the manifest's count
     */
    record DatasetVerified(Path folder, Manifest manifest, UnknownFields unknownFields) implements VerifyEvent {}

    /**
     * A check failed and the verification goes on (--all-codecs): {@code codec} refused {@code format}'s
     * files or read other records than the manifest's; or, {@code codec} null, the format's files differ
     * from the manifest, and none of its codecs read them.
     */
    record CheckFailed(Format format, CodecName codec, IOException failure) implements VerifyEvent {}

    /**
     * A single file was read strictly with {@code codec}.
     *
     * @param skipsUnknownFields whether the reader skipped fields outside the schema (counted in the summary)
     */
    record FileRead(Path file, DatasetReader.Summary summary, CodecName codec, boolean skipsUnknownFields)
            implements VerifyEvent {}
}
