package io.formatbench.spark;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.Sha256;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * The run's check of its files, before any workload and untimed, as bench's parent checks them
 * before its first fork: in a task per file, where the executors see them, each file's size and
 * SHA-256 against the manifest, then its records by the format's primary codec with every check of
 * the bad-input policy, their content digest against the manifest, and the schema's cheap checksum
 * of them, which every timed codec read of the file must then reproduce. That is what lets the
 * timed reads run each library as its users do, with its own checks only.
 */
final class DatasetCheck {

    /** One file's outcome: its URI and checksum, or the first thing wrong with it. */
    record Outcome(String path, String checksum, String failure) implements Serializable {}

    private DatasetCheck() {}

    /** Each file's checksum, by its URI; a file that does not check ends the run, in one line. */
    static Map<String, String> run(SparkSession spark, HadoopFiles files, DatasetPlan plan) {
        List<ShardFile> shards = new ArrayList<>();
        plan.formats().forEach(format -> shards.addAll(plan.files().get(format)));
        String schemaName = plan.schema().name().toString();
        String compressionId = plan.compression().id();
        List<Outcome> outcomes = JavaSparkContext.fromSparkContext(spark.sparkContext())
                .parallelize(shards, shards.size())
                .map(shard -> check(schemaName, compressionId, shard, files))
                .collect();
        Map<String, String> checksums = new HashMap<>();
        for (Outcome outcome : outcomes) {
            if (outcome.failure() != null) {
                throw new JobException(JobException.DATASET_MISMATCH, outcome.failure());
            }
            checksums.put(outcome.path(), outcome.checksum());
        }
        return checksums;
    }

    static Outcome check(String schemaName, String compressionId, ShardFile shard, HadoopFiles files) {
        DatasetSchema<?> schema = Schemas.byName(SchemaName.of(schemaName));
        try {
            return check(schema, Compression.fromId(compressionId), shard, files);
        } catch (IOException e) {
            throw new UncheckedIOException(shard.path() + ": " + e.getMessage(), e);
        }
    }

    private static <T> Outcome check(DatasetSchema<T> schema, Compression compression, ShardFile shard,
                                     HadoopFiles files) throws IOException {
        // Its size first, as bench's parent checks it: a file cut short is the wrong file, before it is bad input.
        long size = files.status(shard.path()).getLen();
        if (size != shard.bytes()) {
            return new Outcome(shard.path(), null, shard.path() + ": " + size + " bytes, the manifest says "
                    + shard.bytes());
        }
        Codec<T> codec = schema.primaryCodec(Format.fromId(shard.format()));
        ToLongFunction<T> checksum = schema.checksum();
        ToLongFunction<T> contentHash = schema.contentHash();
        ContentDigest checksums = new ContentDigest();
        ContentDigest content = new ContentDigest();
        MessageDigest sha256 = Sha256.newDigest();
        long bytes;
        try (CountingStream raw = new CountingStream(new DigestInputStream(files.open(shard.path()), sha256));
             RecordReader<T> reader = codec.newReader(IoStack.input(raw.unclosed(), shard.path(), compression),
                     shard.path(), ReadOptions.STRICT)) {
            for (T record; (record = reader.read()) != null; ) {
                checksums.addRecord(checksum.applyAsLong(record));
                content.addRecord(contentHash.applyAsLong(record));
            }
            // A strict reader refuses bytes after the last record; what it never asked for is hashed too.
            raw.transferTo(java.io.OutputStream.nullOutputStream());
            bytes = raw.count;
        }
        String failure = null;
        String hex = Sha256.hex(sha256);
        if (bytes != shard.bytes()) {
            failure = shard.path() + ": " + bytes + " bytes, the manifest says " + shard.bytes();
        } else if (!hex.equals(shard.sha256())) {
            failure = shard.path() + ": SHA-256 " + hex + ", the manifest says " + shard.sha256();
        } else if (content.records() != shard.records()) {
            failure = shard.path() + ": " + content.records() + " records, the manifest says " + shard.records();
        } else if (!Manifest.digestLabel(content.hex()).equals(shard.contentDigest())) {
            failure = shard.path() + ": content digest " + Manifest.digestLabel(content.hex())
                    + ", the manifest says " + shard.contentDigest();
        }
        return new Outcome(shard.path(), checksums.hex(), failure);
    }

    /** The file's bytes as they pass, counted. */
    private static final class CountingStream extends java.io.FilterInputStream {
        long count;

        CountingStream(InputStream in) {
            super(in);
        }

        /** This stream for a reader that closes what it reads at its end (Jackson does): left open, to drain. */
        InputStream unclosed() {
            return new java.io.FilterInputStream(this) {
                @Override
                public void close() {
                    // The check closes the file once it has every byte.
                }
            };
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            count += b < 0 ? 0 : 1;
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = in.read(buffer, offset, length);
            count += Math.max(n, 0);
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            // Read, not skipped: every byte must reach the digest.
            long skipped = 0;
            byte[] scratch = new byte[8192];
            while (skipped < n) {
                int read = read(scratch, 0, (int) Math.min(scratch.length, n - skipped));
                if (read < 0) {
                    break;
                }
                skipped += read;
            }
            return skipped;
        }
    }
}
