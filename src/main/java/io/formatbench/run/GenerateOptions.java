package io.formatbench.run;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.ImportedRecords;
import java.nio.file.Path;
import java.util.List;

/**
 * What {@link GenerateRun} makes: a dataset of {@code records} records of the schema's {@code version}
 * (its own, or the newer one of {@code dataset/NewerSchema}) in {@code folder}.
 *
 * @param formatOptions the options of their own the formats write their files with (Avro's block codec),
 *     beneath {@code compression}
 * @param formats the formats whose files it has, in {@link Format} order ({@link Format#listOf})
 * @param reuse keep the dataset already in the folder when it is this very one, intact
 * @param imported a user's own records ({@code --from-json}), which {@code schema} generates in place of
 *     {@code seed}'s; null for generated records
 */
public record GenerateOptions(DatasetSchema<?> schema, int version, long records, long seed, int shards,
                              Compression compression, FormatOptions formatOptions, List<Format> formats, Path folder,
                              boolean reuse, ImportedRecords imported) {

    /** A dataset of generated records. */
    public GenerateOptions(DatasetSchema<?> schema, int version, long records, long seed, int shards,
                           Compression compression, FormatOptions formatOptions, List<Format> formats, Path folder,
                           boolean reuse) {
        this(schema, version, records, seed, shards, compression, formatOptions, formats, folder, reuse, null);
    }
}
