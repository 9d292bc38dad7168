package io.formatbench.bench;

import io.formatbench.codec.Codec;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.measure.LatencyRecorder;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.function.ToLongFunction;

/** The workloads of the tool's codecs: exactly the calls a user of each codec makes, nothing more. */
final class CodecWorkloads {

    private CodecWorkloads() {}

    static <T> Workload read(DatasetSchema<T> schema, Codec<T> codec, ReadOptions checks, Path file) {
        return new Read<>(schema, codec, checks, file);
    }

    static <T> Workload write(Codec<T> codec, ChunkedRecords<T> records, Path scratch, boolean fsync) {
        return new Write<>(codec, records, scratch, fsync);
    }

    /** Reads every record of {@code file}, folding each record's {@code hash} into a digest. */
    static <T> ContentDigest readAll(Codec<T> codec, ReadOptions checks, ToLongFunction<T> hash, Path file)
            throws IOException {
        ContentDigest digest = new ContentDigest();
        try (InputStream in = IoStack.openInput(file); RecordReader<T> reader = codec.newReader(in, file.toString(), checks)) {
            for (T record; (record = reader.read()) != null; ) {
                digest.addRecord(hash.applyAsLong(record));
            }
        }
        return digest;
    }

    private record Read<T>(DatasetSchema<T> schema, Codec<T> codec, ReadOptions checks, Path file) implements Workload {

        @Override
        public ContentDigest run(PassClock clock) throws IOException {
            return readAll(codec, checks, schema.checksum(), file);
        }

        @Override
        public ContentDigest runTimingEachRecord(LatencyRecorder latencies) throws IOException {
            ToLongFunction<T> contentHash = schema.contentHash();
            ContentDigest digest = new ContentDigest();
            try (InputStream in = IoStack.openInput(file);
                 RecordReader<T> reader = codec.newReader(in, file.toString(), checks)) {
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
            }
            return digest;
        }

        @Override
        public ContentDigest readContent() throws IOException {
            return readAll(codec, checks, schema.contentHash(), file);
        }
    }

    private record Write<T>(Codec<T> codec, ChunkedRecords<T> records, Path file, boolean fsync) implements Workload {

        @Override
        public ContentDigest run(PassClock clock) throws IOException {
            try (RecordWriter<T> writer = codec.newWriter(IoStack.openOutput(file, fsync))) {
                for (T record : records.during(clock)) {
                    writer.write(record);
                }
            }
            return null;
        }

        /** Times each write() call; the final flush and close are outside every record's time. */
        @Override
        public ContentDigest runTimingEachRecord(LatencyRecorder latencies) throws IOException {
            try (RecordWriter<T> writer = codec.newWriter(IoStack.openOutput(file, fsync))) {
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
