package io.formatbench.dataset;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * How a dataset's records split into shards, each one file per format, so that several threads (or
 * machines) can write and read them side by side. The one place for the rule:
 * <ul>
 *   <li>of {@code n} records in {@code s} shards, shard {@code i} (0-based) holds records
 *       {@code floor(i·n/s)} up to, not including, {@code floor((i+1)·n/s)};
 *   <li>shard {@code i} is generated from seed {@code seed + i·0x9E3779B97F4A7C15} (wrapping), its
 *       first record numbered after the records of the shards before it (a user's id), so that a
 *       shard can be generated without generating the ones before it;
 *   <li>a dataset of one shard is exactly the unsharded dataset of the same seed, with its usual
 *       file names; shard files are named {@code users-1-of-4.jsonl} (1-based, as people count);
 *   <li>a compressed file's name ends with its compression's suffix: {@code users.jsonl.zst},
 *       {@code users-1-of-4.pb.gz}.
 * </ul>
 * The manifest's content digest runs over every record in shard order; each file also has its own.
 */
public final class Shards {

    /** The most shards a dataset can have: more files than that help no machine this tool runs on. */
    public static final int MAX = 1024;

    private static final long SEED_STEP = 0x9E3779B97F4A7C15L;

    private Shards() {}

    /**
     * One shard: where its records start in the dataset, how many, and the seed they come from.
     *
     * @param index 0-based
     */
    public record Shard(int index, int count, long firstRecord, long records, long seed) {

        public String fileName(DatasetSchema<?> schema, Format format, Compression compression) {
            return (count == 1 ? schema.fileName(format)
                    : schema.fileStem() + "-" + (index + 1) + "-of-" + count + format.extension())
                    + compression.suffix();
        }
    }

    public static List<Shard> of(long records, long seed, int shards) {
        if (shards < 1 || shards > MAX) {
            throw new IllegalArgumentException("shards must be 1 to " + MAX + ", was " + shards);
        }
        if (records < 0) {
            throw new IllegalArgumentException("records must be 0 or more, was " + records);
        }
        List<Shard> list = new ArrayList<>(shards);
        for (int i = 0; i < shards; i++) {
            long first = firstRecord(records, shards, i);
            list.add(new Shard(i, shards, first, firstRecord(records, shards, i + 1) - first, seed + i * SEED_STEP));
        }
        return List.copyOf(list);
    }

    /** Every name a data file of {@code schema} can have, in one shard or many, compressed or not. */
    public static Pattern fileNames(DatasetSchema<?> schema) {
        StringBuilder extensions = new StringBuilder();
        for (Format format : Format.all()) {
            extensions.append(extensions.isEmpty() ? "" : "|").append(Pattern.quote(format.extension()));
        }
        StringBuilder suffixes = new StringBuilder();
        for (Compression compression : Compression.values()) {
            if (compression.compressed()) {
                suffixes.append(suffixes.isEmpty() ? "" : "|").append(Pattern.quote(compression.suffix()));
            }
        }
        return Pattern.compile(Pattern.quote(schema.fileStem()) + "(-[0-9]+-of-[0-9]+)?(" + extensions + ")(" + suffixes
                + ")?");
    }

    /** floor(i·n/s), in parts that cannot overflow: i·(n/s) is at most n, i·(n mod s) under s². */
    private static long firstRecord(long records, int shards, int index) {
        return index * (records / shards) + index * (records % shards) / shards;
    }
}
