package io.formatbench.cli;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.Schemas;
import io.formatbench.run.VerifyEvent;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * What verify prints: on stdout, each check that passed, then the dataset verified, or what a file
 * holds; on stderr, each check that failed while verify went on (--all-codecs), as any error's line.
 */
final class VerifyPrinter implements VerifyEvent.Listener {

    private final PrintWriter out;
    private final PrintWriter err;

    VerifyPrinter(PrintWriter out, PrintWriter err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public void on(VerifyEvent event) {
        if (event instanceof VerifyEvent.CheckFailed failed) {
            // A mismatch names the codec that read it; a refusal names the file, and the codec is added.
            err.println("verify: " + ErrorLine.of(failed.failure(), "verify").text()
                    + (failed.codec() != null && failed.failure() instanceof BadInputException
                            ? " (read with " + failed.codec() + ")" : ""));
            err.flush();
            return;
        }
        out.println(line(event));
        out.flush();
    }

    /** The event's line, without its line end. */
    static String line(VerifyEvent event) {
        if (event instanceof VerifyEvent.CheckPassed passed) {
            return "ok  " + passed.what();
        }
        if (event instanceof VerifyEvent.DatasetVerified verified) {
            Manifest manifest = verified.manifest();
            long skipped = manifest.files().stream().mapToLong(Manifest.DataFile::unknownFields).sum();
            return String.format(Locale.ROOT, "dataset %s verified: %d %s records%s, content %s%s", verified.folder(),
                    manifest.records(), manifest.schema(),
                    manifest.schemaVersion() == Schemas.byName(manifest.schema()).version() ? ""
                            : " of schema version " + manifest.schemaVersion(),
                    manifest.contentDigest(), verified.unknownFields() == UnknownFields.SKIP
                            ? ", " + skipped + " unknown fields skipped, as the manifest says" : "");
        }
        VerifyEvent.FileRead read = (VerifyEvent.FileRead) event;
        return String.format(Locale.ROOT, "%s: %d records, content %s%s (read with %s)", read.file(),
                read.summary().records(), read.summary().digest(),
                read.skipsUnknownFields() ? ", " + read.summary().skippedFields() + " unknown fields skipped" : "",
                read.codec());
    }
}
