package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.Compression;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.run.Dataset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Which datasets a command works on, from its --schema and --data: decided here for every command.
 * Each schema's dataset has a folder of its own, data/SCHEMA by default; --data names that folder
 * for one schema, and the folder holding one per schema when several are asked for.
 */
final class Datasets {

    private Datasets() {}

    /** The schemas of --schema: one name, a comma-separated list or "all"; blank is the default schema. */
    static List<DatasetSchema<?>> schemas(String option) {
        List<String> names = OptionValues.list(option, Defaults.SCHEMA);
        if (names.contains(Defaults.ALL_SCHEMAS)) {
            return Schemas.all();
        }
        List<DatasetSchema<?>> schemas = new ArrayList<>();
        for (String name : names) {
            SchemaName schemaName = SchemaName.of(name);
            try {
                schemas.add(Schemas.byName(schemaName));
            } catch (IllegalArgumentException e) {
                // An unknown name, with the names there are; or a message of proto/ the tool cannot carry.
                throw new FormatBenchCommand.UsageException(Schemas.names().contains(schemaName)
                        ? "--schema " + name + ": " + e.getMessage()
                        : "--schema: " + e.getMessage() + " or " + Defaults.ALL_SCHEMAS);
            }
        }
        return List.copyOf(schemas);
    }

    /** The one schema of --schema, refusing a list. */
    static DatasetSchema<?> schema(String option) {
        List<DatasetSchema<?>> schemas = schemas(option);
        if (schemas.size() != 1) {
            throw new FormatBenchCommand.UsageException("--schema: this command takes one schema, was '" + option
                    + "'");
        }
        return schemas.get(0);
    }

    /**
     * The datasets of the schemas: --data itself for one schema, a folder per schema in it for
     * several; by default each schema's folder for the compression (none when null).
     */
    static List<Dataset> of(List<DatasetSchema<?>> schemas, String dataOption, Compression compression) {
        boolean dataGiven = dataOption != null && !dataOption.isBlank();
        List<Dataset> datasets = new ArrayList<>();
        for (DatasetSchema<?> schema : schemas) {
            Path folder;
            if (!dataGiven) {
                folder = Path.of(Defaults.dataFolder(schema.name(),
                        compression == null ? Compression.NONE : compression));
            } else if (schemas.size() == 1) {
                folder = Path.of(dataOption.strip());
            } else {
                folder = Path.of(dataOption.strip()).resolve(schema.name()
                        + (compression == null ? Compression.NONE : compression).folderSuffix());
            }
            datasets.add(new Dataset(schema, folder));
        }
        return List.copyOf(datasets);
    }

    /** The dataset of one schema. */
    static Dataset of(DatasetSchema<?> schema, String dataOption, Compression compression) {
        return of(List.of(schema), dataOption, compression).get(0);
    }
}
