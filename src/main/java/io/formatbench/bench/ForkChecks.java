package io.formatbench.bench;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.Sha256;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.util.List;
import java.util.Locale;

/**
 * What a fork checks once its measured passes are over, and after its latency pass: each written
 * file against its data file (its SHA-256, or its records read back by the codec's strict reader),
 * each shard's content digest against the manifest's. These are the slow checks, kept out of the
 * passes ({@link ForkMain}); each returns the first problem in words, or null.
 */
final class ForkChecks<T> {

    private final ForkSpec spec;
    private final DatasetSchema<T> schema;
    private final Codec<T> codec;
    private final List<ShardWork<T>> shards;
    private final boolean write;
    /** A write of other bytes than the dataset file's: checked by reading it back, not by its SHA-256. */
    private final boolean otherBytes;

    ForkChecks(ForkSpec spec, DatasetSchema<T> schema, Codec<T> codec, List<ShardWork<T>> shards, boolean write,
               boolean otherBytes) {
        this.spec = spec;
        this.schema = schema;
        this.codec = codec;
        this.shards = List.copyOf(shards);
        this.write = write;
        this.otherBytes = otherBytes;
    }

    /**
     * After the measured passes, and after the latency pass: each written file must be its data file,
     * byte for byte; or, written in other bytes, read back by its codec's strict reader to the
     * manifest's records.
     */
    String writtenBytesMismatch() throws IOException {
        if (otherBytes) {
            return writtenContentMismatch();
        }
        for (ShardWork<T> shard : shards) {
            String sha256 = Sha256.of(shard.scratch());
            if (!sha256.equals(shard.file().sha256())) {
                return "the written file (SHA-256 " + sha256 + ") is not the dataset file "
                        + shard.file().dataFile() + " (" + shard.file().sha256() + ")";
            }
        }
        return null;
    }

    private String writtenContentMismatch() throws IOException {
        for (ShardWork<T> shard : shards) {
            String problem;
            try {
                problem = contentMismatch(shard, CodecWorkloads.readAll(codec, ReadOptions.STRICT,
                        schema.contentHash(),
                        shard.scratch(), spec.key().compression()).digest());
            } catch (BadInputException e) {
                problem = e.getMessage();
            }
            if (problem != null) {
                return "the written file, read back by " + codec.name() + ", is not the dataset's records: "
                        + problem;
            }
        }
        return null;
    }

    /** The full check of every shard: count and content digest against the manifest. */
    String contentMismatch(ContentDigest[] produced) {
        for (int i = 0; i < shards.size(); i++) {
            ContentDigest digest = write ? shards.get(i).records().lastPassDigest() : produced[i];
            String problem = digest == null ? shards.get(i).scratch() + ": the write stopped before its last record"
                    : contentMismatch(shards.get(i), digest);
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    /** What one shard's pass produced against the manifest: its record count and content digest. */
    static String contentMismatch(ShardWork<?> shard, ContentDigest produced) {
        String digest = Manifest.digestLabel(produced.hex());
        if (produced.records() == shard.file().units() && digest.equals(shard.file().contentDigest())) {
            return null;
        }
        return String.format(Locale.ROOT, "%s: %d records, content %s; the manifest says %d records, content %s",
                shard.file().dataFile(), produced.records(), digest, shard.file().units(),
                shard.file().contentDigest());
    }
}
