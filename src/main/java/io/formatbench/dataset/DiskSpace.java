package io.formatbench.dataset;

import io.formatbench.Defaults;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.RecordWriter;
import io.formatbench.fs.CountingSink;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Room for a dataset, judged before a byte of it is written: its files' sizes estimated from the
 * first records the seed generates, against the usable space of the folder's file system. The old
 * dataset stays until the new one is complete, so the new one needs its whole size free.
 */
final class DiskSpace {

    /** Enough records for a size per record within a percent or so; encoded in memory in milliseconds. */
    static final int SAMPLE_RECORDS = 10_000;
    /** Records differ in size: a close call is refused before it starts rather than failing at the end. */
    static final double MARGIN = 1.05;

    private DiskSpace() {}

    /**
     * The dataset's files together, estimated from a sample of its records, with {@link #MARGIN}; 0
     * when a writer fails on the sample, which writes to memory: the real write will fail the same
     * way and name the file, which this cannot.
     */
    static <T> long estimatedBytes(DatasetSchema<T> schema, int version, long records, long seed) {
        return estimatedBytes(schema, version, records, seed, Format.listOf(Defaults.FORMATS));
    }

    /** The same, for a dataset of {@code formats}. */
    static <T> long estimatedBytes(DatasetSchema<T> schema, int version, long records, long seed,
                                   List<Format> formats) {
        try {
            return estimate(schema, version, records, seed, formats);
        } catch (IOException e) {
            return 0;
        }
    }

    private static <T> long estimate(DatasetSchema<T> schema, int version, long records, long seed,
                                     List<Format> formats) throws IOException {
        long sample = Math.min(records, SAMPLE_RECORDS);
        if (sample == 0) {
            return 0;
        }
        List<CountingSink> counters = new ArrayList<>();
        List<RecordWriter<T>> writers = new ArrayList<>();
        for (Format format : formats) {
            CountingSink counter = new CountingSink();
            counters.add(counter);
            // Blocks not compressed: an Avro block codec only shrinks the files, so the estimate stays an upper bound.
            writers.add(DatasetGenerator.writer(schema, version, seed, format, FormatOptions.DEFAULTS, counter));
        }
        RecordGenerator<T> generator = schema.generator().create(seed, 0);
        for (long i = 0; i < sample; i++) {
            T record = generator.next();
            for (RecordWriter<T> writer : writers) {
                writer.write(record);
            }
        }
        for (RecordWriter<T> writer : writers) {
            writer.close();
        }
        long sampleBytes = counters.stream().mapToLong(CountingSink::bytes).sum();
        return (long) Math.ceil((double) sampleBytes / sample * records * MARGIN);
    }

    /** Fails, naming the folder and both figures, unless {@code needed} bytes fit into {@code usable}. */
    static void requireRoom(Path folder, long records, long needed, long usable) throws FileSystemException {
        if (needed > usable) {
            throw new FileSystemException(folder.toString(), null, String.format(Locale.ROOT,
                    "%,d records need about %s on disk, and its file system has %s free; free some space or choose"
                            + " another --data", records, gigabytes(needed), gigabytes(usable)));
        }
    }

    static long usableBytes(Path folder) throws IOException {
        return Files.getFileStore(folder).getUsableSpace();
    }

    private static String gigabytes(long bytes) {
        return String.format(Locale.ROOT, "%.2f GB", bytes / 1e9);
    }
}
