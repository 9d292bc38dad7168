package io.formatbench.run;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.ImportedRecords;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.Shards;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What {@code generate} is asked for, each setting as given, and its resolution into the datasets to
 * make ({@link #datasets}): every schema's {@link GenerateOptions}, checked together before any dataset
 * is written. A request that cannot be made is a {@link SettingsRefusedException}.
 *
 * @param schemas the schemas, in any order, repeats allowed; empty for the default schema
 * @param data the folder of --data ({@link Datasets#of}); null when not given
 * @param records how many records to generate; not used for an import
 * @param seed the generator's seed; not used for an import
 * @param shards files per format
 * @param formatOptions the formats' own options; each must be of a format in {@code formats}
 * @param formats the formats to write, in any order, repeats allowed
 * @param schemaVersion the schema version to write; null for each schema's own
 * @param reuse keep a dataset already there when it is this very one, intact
 * @param fromJson a file of one proto3 JSON record per line, the dataset's records; null to generate them
 */
public record GenerateRequest(List<DatasetSchema<?>> schemas, Path data, long records, long seed, int shards,
                              Compression compression, FormatOptions formatOptions, List<Format> formats,
                              Integer schemaVersion, boolean reuse, Path fromJson) {

    /**
     * The datasets to make, a schema's after another's; a setting that none of them can have, or that
     * one schema cannot, is refused before any is made. An import's file is read (and every line
     * checked) here.
     *
     * @throws SettingsRefusedException for settings that cannot be made
     * @throws io.formatbench.dataset.BadLinesException for bad lines in {@code fromJson}
     */
    public List<GenerateOptions> datasets() throws IOException {
        if (records < 1) {
            throw new SettingsRefusedException("--records must be at least 1, was " + records);
        }
        if (shards < 1 || shards > Shards.MAX || shards > records) {
            throw new SettingsRefusedException("--shards must be 1 to " + Math.min(Shards.MAX, records)
                    + " (at most one per record), was " + shards);
        }
        List<Format> ordered = ordered(formats);
        requireFormatsOfOptions(ordered);
        // Every schema's options first: a bad one is refused before any dataset is written.
        List<GenerateOptions> datasets = new ArrayList<>();
        for (Dataset dataset : Datasets.of(schemas.isEmpty() ? List.of(Datasets.defaultSchema())
                : schemas.stream().distinct().toList(), data, compression)) {
            DatasetSchema<?> schema = dataset.schema();
            int version = version(schema);
            long datasetRecords = records;
            ImportedRecords imported = null;
            if (fromJson != null) {
                imported = imported(schema, version);
                schema = imported.schema();
                datasetRecords = imported.records();
            } else {
                requireGeneratable(schema);
            }
            // The newer version goes beside the dataset's own folder, whatever decided it (Datasets).
            datasets.add(new GenerateOptions(schema, version, datasetRecords, seed, shards, compression,
                    formatOptions, ordered, NewerSchema.folder(dataset.folder(), schema, version), reuse, imported));
        }
        return List.copyOf(datasets);
    }

    /** In the formats' order, each once, whatever the order asked for: the dataset's files are the same. */
    private static List<Format> ordered(List<Format> formats) {
        List<Format> ordered = Format.all().stream().filter(formats::contains).toList();
        if (ordered.isEmpty()) {
            throw new SettingsRefusedException("--formats: no format given");
        }
        return ordered;
    }

    /** An option asked for is a file of its format asked for: never dropped in silence. */
    private void requireFormatsOfOptions(List<Format> ordered) {
        for (FormatOptions.Key<?> key : formatOptions.keys()) {
            if (!ordered.contains(key.format())) {
                throw new SettingsRefusedException(key.words().flag() + " " + formatOptions.get(key).id()
                        + ": the dataset has no " + key.format().id() + " files (--formats " + ordered.stream()
                                .map(Format::id).collect(Collectors.joining(",")) + "); add " + key.format().id()
                        + " to --formats");
            }
        }
    }

    /** The version to write of the schema: its own, or the newer one of {@link NewerSchema}. */
    private int version(DatasetSchema<?> schema) {
        int version = schemaVersion == null ? schema.version() : schemaVersion;
        if (version != schema.version() && version != NewerSchema.version(schema)) {
            throw new SettingsRefusedException("--schema-version must be " + schema.version() + " (schema "
                    + schema.name() + " as the tool reads it) or " + NewerSchema.version(schema)
                    + " (with the fields a newer version adds), was " + version);
        }
        return version;
    }

    /** A message type whose records could only be empty is refused before anything is written. */
    private void requireGeneratable(DatasetSchema<?> schema) {
        try {
            schema.generator().create(seed, 0).next();
        } catch (IllegalArgumentException nothingToSet) {
            throw new SettingsRefusedException("--schema " + schema.name() + ": " + nothingToSet.getMessage());
        }
    }

    /** The records of {@code fromJson}, checked line by line before anything is written. */
    private ImportedRecords imported(DatasetSchema<?> schema, int version) throws IOException {
        if (reuse) {
            throw new SettingsRefusedException("--reuse and --from-json: an import is made anew each time");
        }
        if (version != schema.version()) {
            throw new SettingsRefusedException("--schema-version and --from-json: the file's records are written as"
                    + " they are");
        }
        ImportedRecords imported = ImportedRecords.of(schema, fromJson);
        if (shards > imported.records()) {
            throw new SettingsRefusedException("--shards must be 1 to " + imported.records()
                    + " (at most one per record of " + fromJson + "), was " + shards);
        }
        return imported;
    }
}
