package io.formatbench.dataset;

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
        long seed,
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
     * every option at its default where there is neither ({@link FormatOptionsJson#upgrade}).
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
        return Shards.of(records, seed, shards);
    }

    public static String digestLabel(String hex) {
        return DIGEST_ALGORITHM + ":" + hex;
    }
}
