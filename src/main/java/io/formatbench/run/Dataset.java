package io.formatbench.run;

import io.formatbench.dataset.DatasetSchema;
import java.nio.file.Path;

/**
 * A schema and the folder of its dataset.
 *
 * @param schema the schema the dataset must have; null for whatever its manifest says
 */
public record Dataset(DatasetSchema<?> schema, Path folder) {}
