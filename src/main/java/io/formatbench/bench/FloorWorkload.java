package io.formatbench.bench;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.floor.Floors;
import io.formatbench.measure.LatencyRecorder;
import io.formatbench.model.ContentDigest;
import io.formatbench.results.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * The work of a floor or a plain read ({@link Variant#FLOOR}, {@link Variant#PLAIN_READ}): the file opened
 * on the I/O stack with the dataset's compression, inside the timed region as every read's, and read by
 * {@link Floors}. Its digest is what {@link #expected} computes in the parent from the same file: every
 * pass must reproduce it, and a floor must find the manifest's records.
 */
record FloorWorkload(Variant variant, Format format, Path file, Compression compression) implements Workload {

    FloorWorkload {
        if (variant.decodesRecords()) {
            throw new IllegalArgumentException(variant + " decodes records: a codec's work");
        }
    }

    @Override
    public ContentDigest run(PassClock clock) throws IOException {
        return read(variant, format, file, compression);
    }

    /** No record is read, so none is timed: the same pass as {@link #run}, which the fork does not ask for. */
    @Override
    public ContentDigest runTimingEachRecord(LatencyRecorder latencies) throws IOException {
        return run(PassClock.NONE);
    }

    @Override
    public ContentDigest readContent() throws IOException {
        return run(PassClock.NONE);
    }

    /** The digest a pass of the variant's work over the file gives: what the parent hands each fork to reproduce. */
    static ContentDigest expected(Variant variant, Format format, Path file, Compression compression)
            throws IOException {
        return read(variant, format, file, compression);
    }

    private static ContentDigest read(Variant variant, Format format, Path file, Compression compression)
            throws IOException {
        try (InputStream in = IoStack.openInput(file, compression)) {
            return variant == Variant.FLOOR ? Floors.frames(in, format) : Floors.plain(in);
        }
    }
}
