package io.formatbench.dataset;

import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.RecordWriter;
import io.formatbench.proto.Provenance;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Data of the next version of a schema: what the tool's readers meet when the writers have moved on.
 * Version {@code schema.version() + 1} of every schema is its record, field for field, followed by
 * the two fields of proto/evolution.proto: {@code revision} (an int64, field 1000) and
 * {@code provenance} (a nested message, field 1001). The one definition works for every registered
 * schema, with nothing per schema: {@code user_v2.proto} spells out what version 2 is for one schema,
 * and the tests build every schema's version 2 from its descriptor and evolution.proto.
 *
 * <p>A newer dataset is its older one plus the additions: the same seed gives the same records, and
 * the content digest in its manifest is theirs, what a reader of the tool's version sees. The added
 * values come from a random stream of their own ({@link #additionsSeed}), so that the records are
 * exactly the older dataset's. Each format adds the fields its own way, in its module
 * ({@link FormatModule#newerWriter}): in JSON Lines each object ends with the two added properties; in
 * delimited protobuf each frame holds the record's message bytes followed by the added fields' bytes.
 */
public final class NewerSchema {

    /** Fields the newer version adds to each record, at the record's own level. */
    public static final int ADDED_FIELDS = 2;

    /** Field number of the added scalar, {@code int64 revision}. */
    public static final int REVISION_FIELD = 1000;

    /** Field number of the added nested message, {@code Provenance provenance}. */
    public static final int PROVENANCE_FIELD = 1001;

    /** The added fields' names in JSON, proto3's JSON mapping of the fields (an int64 is a string there). */
    public static final String REVISION_JSON = "revision";
    public static final String PROVENANCE_JSON = "provenance";

    private static final String[] ORIGINS = {
        "web", "mobile-ios", "mobile-android", "batch-import", "partner-api", "support-console",
    };
    /** 2023-11-14T22:13:20Z: ingestion times fall in the year after it. */
    private static final long FIRST_INGESTED_MS = 1_700_000_000_000L;
    private static final long YEAR_MS = 365L * 24 * 3600 * 1000;
    /** Sets the additions' stream apart from the records' own, which starts from the shard's seed itself. */
    private static final long ADDITIONS_SEED_STEP = 0xD1B54A32D192ED03L;

    private NewerSchema() {}

    /** The version after the tool's own: the only newer one it can write. */
    public static int version(DatasetSchema<?> schema) {
        return schema.version() + 1;
    }

    /** Whether the manifest's records are of the newer version of the tool's schema. */
    public static boolean isNewer(Manifest manifest, DatasetSchema<?> schema) {
        return manifest.schemaVersion() == version(schema);
    }

    /**
     * The one rule for where a dataset of a schema version lives: {@code data} itself for the tool's
     * version, a folder beside it named {@code data}'s name with "-v" and the version for another
     * (data-v2 for data, data/user-v2 for data/user, data/user-zstd-v2 for data/user-zstd: whatever
     * folder {@code cli/Datasets} chose, compressed or not). Generate writes there, bench reads the
     * newer data there.
     */
    public static Path folder(Path data, DatasetSchema<?> schema, int version) {
        if (version == schema.version()) {
            return data;
        }
        Path name = data.getFileName();
        return name == null ? data.resolve("data-v" + version) : data.resolveSibling(name + "-v" + version);
    }

    /** How many fields a reader of the tool's version skips in a file of {@code records} records of {@code version}. */
    public static long unknownFields(DatasetSchema<?> schema, int version, long records) {
        return version == schema.version() ? 0 : ADDED_FIELDS * records;
    }

    /** The seed of a shard's added values: its own stream, apart from the records'. */
    static long additionsSeed(long shardSeed) {
        return shardSeed + ADDITIONS_SEED_STEP;
    }

    /** The values the newer version adds to one record. */
    public record Addition(long revision, String origin, long ingestedAtMs) {

        /** The nested message as protobuf writes it. */
        public Provenance provenance() {
            return Provenance.newBuilder().setOrigin(origin).setIngestedAtMs(ingestedAtMs).build();
        }
    }

    /**
     * The added values of a shard's records, in order: revisions 1 to 100,000, an origin from a short
     * list, an ingestion time within a year. None is a default value, so each record carries both
     * fields in protobuf too, which writes no bytes for a default.
     */
    public static final class Additions {
        private final SplittableRandom random;

        public Additions(long shardSeed) {
            this.random = new SplittableRandom(additionsSeed(shardSeed));
        }

        public Addition next() {
            long revision = 1 + random.nextInt(100_000);
            String origin = ORIGINS[random.nextInt(ORIGINS.length)];
            long ingestedAtMs = FIRST_INGESTED_MS + random.nextLong(YEAR_MS);
            return new Addition(revision, origin, ingestedAtMs);
        }
    }

    /**
     * A writer of the newer version's records to {@code out} (which it closes): each record encoded
     * by the format's primary codec, as the tool's own version writes it, then the additions of the
     * shard whose seed is {@code shardSeed} appended as the format adds fields ({@link FormatModule#newerWriter});
     * in files of the dataset's {@code options}, as its twin of the tool's version has them.
     */
    public static <T> RecordWriter<T> writer(DatasetSchema<T> schema, Format format, FormatOptions options,
                                             OutputStream out, long shardSeed) {
        return FormatModules.of(format).newerWriter(schema, new Additions(shardSeed), options.of(format), out);
    }
}
