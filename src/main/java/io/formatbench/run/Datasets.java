package io.formatbench.run;

import io.formatbench.Defaults;
import io.formatbench.codec.Compression;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which datasets a command works on, from its --schema and --data: decided here for every command.
 * Each schema's dataset has a folder of its own, data/SCHEMA by default; --data names that folder for
 * one schema, and the folder holding one per schema when several are asked for.
 */
public final class Datasets {

    private Datasets() {}

    /** The schema of a command given none, and of a dataset made with none. */
    public static DatasetSchema<?> defaultSchema() {
        return Schemas.byName(SchemaName.of(Defaults.SCHEMA));
    }

    /**
     * The datasets a command reads: with --data and no --schema, the one in --data, of whatever schema
     * its manifest names; else those of the schemas (the default schema when none is given).
     *
     * @param schemas the schemas of --schema, each once; empty when it is not given
     * @param data the folder of --data; null when it is not given
     */
    public static List<Dataset> toRead(List<DatasetSchema<?>> schemas, Path data, Compression compression) {
        if (schemas.isEmpty() && data != null) {
            return List.of(new Dataset(null, data));
        }
        return of(schemas.isEmpty() ? List.of(defaultSchema()) : schemas, data, compression);
    }

    /**
     * The datasets of the schemas: --data itself for one schema, a folder per schema in it for
     * several; by default each schema's folder for the compression (none when null).
     *
     * @param data the folder of --data; null when it is not given
     */
    public static List<Dataset> of(List<DatasetSchema<?>> schemas, Path data, Compression compression) {
        Compression folderCompression = compression == null ? Compression.NONE : compression;
        List<Dataset> datasets = new ArrayList<>();
        for (DatasetSchema<?> schema : schemas) {
            Path folder;
            if (data == null) {
                folder = Path.of(Defaults.dataFolder(schema.name(), folderCompression));
            } else if (schemas.size() == 1) {
                folder = data;
            } else {
                folder = data.resolve(schema.name() + folderCompression.folderSuffix());
            }
            datasets.add(new Dataset(schema, folder));
        }
        return List.copyOf(datasets);
    }
}
