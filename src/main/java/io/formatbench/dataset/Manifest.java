package io.formatbench.dataset;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.SchemaName;
import java.util.Comparator;
import java.util.List;

/**
 * data/manifest.json: what a dataset holds, written last as its commit marker.
 *
 * @param schemaVersion the version of the schema the records were written in: the tool's, or the
 *     newer one of {@link NewerSchema}, whose files carry fields the tool's readers skip
 * @param seed the seed the records were generated from; null for a user's own records ({@code imported})
 * @param imported where a user's own records came from ({@code generate --from-json}), and the tool's own
 *     file of them that the writes write ({@link RecordsDump}); null for generated records, which come
 *     from {@code seed}
 * @param shards how many shards the records are split into (see {@link Shards}): 1 for one file per format
 * @param compression how every data file is compressed; each file's name ends with its suffix
 * @param formatOptions the options of their formats the files were written with, beneath
 *     {@code compression} (Avro's block codec): each format's own, and only those asked for, as
 *     {@code format_options} holds them; what every codec of them writes and reads with
 * @param contentDigest {@link io.formatbench.model.ContentDigest} of the records, in shard order, "fbd2:"
 *     and 16 hex digits; the same for every format
 * @param files every data file: one per format and shard
 */
public record Manifest(
        int manifestVersion,
        SchemaName schema,
        int schemaVersion,
        long records,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long seed,
        @JsonInclude(JsonInclude.Include.NON_NULL) Imported imported,
        int shards,
        Compression compression,
        @JsonDeserialize(using = FormatOptionsJson.class) FormatOptions formatOptions,
        String toolVersion,
        String contentDigest,
        List<DataFile> files) {

    /**
     * 3 since datasets may be compressed: the compression, and each file's size and SHA-256 are of
     * the file as it is on disk, compressed or not, with its uncompressed size beside them. (2 gave
     * datasets shards, and each file its own record count and content digest.) A file's
     * {@code unknown_fields}, which a dataset of a newer schema version needs, came within version 3:
     * optional, 0 when absent, so every version-3 manifest still reads; so is {@code format_options},
     * which came with the formats' own options: as each option's own key before ({@code avro_blocks}),
     * every option at its default where there is neither ({@link FormatOptionsJson#upgrade}); and so is
     * {@code imported}, which came with writes of imported records: a manifest has a seed or is imported,
     * and every manifest from before has a seed.
     */
    public static final int CURRENT_VERSION = 3;
    public static final String FILE_NAME = "manifest.json";
    public static final String DIGEST_ALGORITHM = "fbd2";

    /**
     * One data file: its name inside the dataset folder, its format (written as its id, {@code json}; a
     * format this tool does not have fails the reading of the manifest), the shard it holds (0-based),
     * that shard's record count and content digest, the file's size and SHA-256 as it is on disk
     * (compressed, when the dataset is), its size uncompressed (the same when it is not), and how many
     * fields a reader of the tool's schema version skips in it: 0, or {@link NewerSchema#ADDED_FIELDS}
     * per record in a file of the newer version (0 too where a manifest of an older tool does not say).
     */
    public record DataFile(String name, Format format, int shard, long records, String contentDigest, long bytes,
                           String sha256, long uncompressedBytes, long unknownFields) {}

    /**
     * A user's own records ({@code generate --from-json}): the file they came from, and the tool's own
     * file of them ({@link RecordsDump}) that the writes write, since no seed makes them.
     *
     * @param source the name of the file the records were imported from (its name only: where it was is
     *     the user's machine's, not the dataset's)
     * @param sourceSha256 that file's SHA-256, as it was read
     * @param recordsFile the name of the tool's own file of the records, in the dataset folder
     * @param recordsFileBytes its size
     * @param recordsFileSha256 its SHA-256: a run refuses a file that is not the one generate wrote
     */
    public record Imported(String source, String sourceSha256, String recordsFile, long recordsFileBytes,
                           String recordsFileSha256) {}

    /** Whether the records are a user's own, imported, rather than generated from a seed. */
    public boolean recordsImported() {
        return imported != null;
    }

    /**
     * The seed the shards' seeds are made from ({@link Shards}): the manifest's, or 0 for imported records,
     * whose shards are parts of the records file and take no seed.
     */
    public long shardSeed() {
        return seed == null ? 0 : seed;
    }

    /** The files of one format, in shard order. */
    public List<DataFile> files(Format format) {
        List<DataFile> ofFormat = files.stream()
                .filter(file -> file.format() == format)
                .sorted(Comparator.comparingInt(DataFile::shard))
                .toList();
        if (ofFormat.isEmpty()) {
            throw new IllegalStateException("the manifest lists no " + format + " file");
        }
        return ofFormat;
    }

    /** The formats the dataset has files of, in {@link Format}'s order. */
    public List<Format> formats() {
        return Format.all().stream().filter(this::has).toList();
    }

    /** Whether the dataset has files of the format. */
    public boolean has(Format format) {
        return files.stream().anyMatch(file -> file.format() == format);
    }

    /** The shards of the dataset, by the one rule of {@link Shards}. */
    public List<Shards.Shard> shardList() {
        return Shards.of(records, shardSeed(), shards);
    }

    public static String digestLabel(String hex) {
        return DIGEST_ALGORITHM + ":" + hex;
    }
}
