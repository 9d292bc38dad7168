package io.formatbench.bench;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.OwnObjects;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.measure.LatencyRecorder;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.function.ToLongFunction;

/**
 * The workloads of the tool's codecs: exactly the calls a user of each codec makes, nothing more, on
 * the {@link IoStack} with the dataset's compression, which is inside the timed region. Each runs on
 * the objects its codec is measured on ({@link Workloads#measured}): a read yields them, a write holds them.
 */
final class CodecWorkloads {

    private CodecWorkloads() {}

    /** Reads of {@code file} by the codec of {@code measured}, into its objects, checked by their checksum. */
    static <O> Workload read(OwnObjects<?, O> measured, ReadOptions options, Path file, Compression compression) {
        return new Read<>(measured, options, file, compression);
    }

    /** Writes of {@code records}, held in the form the codec of {@code measured} writes. */
    static <O> Workload write(OwnObjects<?, O> measured, ChunkedRecords<?, O> records, Path scratch,
                              Compression compression, boolean fsync) {
        return new Write<>(measured.codec(), records, scratch, compression, fsync);
    }

    /** What one read of a file gave: its records' digest, and the fields its reader skipped. */
    record ReadAll(ContentDigest digest, long skippedFields) {}

    /** Reads every record of {@code file}, folding each record's {@code hash} into a digest. */
    static <T> ReadAll readAll(Codec<T> codec, ReadOptions options, ToLongFunction<T> hash, Path file,
                               Compression compression) throws IOException {
        ContentDigest digest = new ContentDigest();
        try (InputStream in = IoStack.openInput(file, compression);
             RecordReader<T> reader = codec.newReader(in, file.toString(), options)) {
            for (T record; (record = reader.read()) != null; ) {
                digest.addRecord(hash.applyAsLong(record));
            }
            return new ReadAll(digest, reader.skippedFields());
        }
    }

    private static final class Read<T> implements Workload {
        private final OwnObjects<?, T> measured;
        private final ReadOptions options;
        private final Path file;
        private final Compression compression;
        /** Written by the thread that ran the last pass; read after the pass's threads joined. */
        private long skipped;

        Read(OwnObjects<?, T> measured, ReadOptions options, Path file, Compression compression) {
            this.measured = measured;
            this.options = options;
            this.file = file;
            this.compression = compression;
        }

        @Override
        public ContentDigest run(PassClock clock) throws IOException {
            return digestOf(readAll(measured.codec(), options, measured.checksum(), file, compression));
        }

        @Override
        public ContentDigest runTimingEachRecord(LatencyRecorder latencies) throws IOException {
            ToLongFunction<T> contentHash = measured.contentHash();
            ContentDigest digest = new ContentDigest();
            try (InputStream in = IoStack.openInput(file, compression);
                 RecordReader<T> reader = measured.codec().newReader(in, file.toString(), options)) {
                while (true) {
                    long start = System.nanoTime();
                    T record = reader.read();
                    long end = System.nanoTime();
                    if (record == null) {
                        break;
                    }
                    latencies.record(end - start);
                    digest.addRecord(contentHash.applyAsLong(record));
                }
                skipped = reader.skippedFields();
            }
            return digest;
        }

        @Override
        public ContentDigest readContent() throws IOException {
            return digestOf(readAll(measured.codec(), options, measured.contentHash(), file, compression));
        }

        @Override
        public long skippedFields() {
            return skipped;
        }

        @Override
        public Path file() {
            return file;
        }

        private ContentDigest digestOf(ReadAll read) {
            skipped = read.skippedFields();
            return read.digest();
        }
    }

    private record Write<T>(Codec<T> codec, ChunkedRecords<?, T> records, Path file, Compression compression,
                            boolean fsync) implements Workload {

        @Override
        public ContentDigest run(PassClock clock) throws IOException {
            try (RecordWriter<T> writer = codec.newWriter(IoStack.openOutput(file, compression, fsync))) {
                for (T record : records.during(clock)) {
                    writer.write(record);
                }
            }
            return null;
        }

        /** Times each write() call; the final flush and close are outside every record's time. */
        @Override
        public ContentDigest runTimingEachRecord(LatencyRecorder latencies) throws IOException {
            try (RecordWriter<T> writer = codec.newWriter(IoStack.openOutput(file, compression, fsync))) {
                for (T record : records.during(PassClock.NONE)) {
                    long start = System.nanoTime();
                    writer.write(record);
                    latencies.record(System.nanoTime() - start);
                }
            }
            return null;
        }

        @Override
        public ContentDigest readContent() {
            return null;
        }
    }
}
