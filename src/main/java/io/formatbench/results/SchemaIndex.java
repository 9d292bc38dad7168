package io.formatbench.results;

import io.formatbench.codec.SchemaName;
import java.util.List;

/**
 * results/RUN/schemas.json: the runs of a run over several schemas, a complete run per schema on its
 * own dataset, each with its own results and report; the summary sets the schemas side by side.
 *
 * @param runs in the order the schemas were measured
 */
public record SchemaIndex(int schemasVersion, List<Entry> runs) {

    public static final int CURRENT_VERSION = 1;
    public static final String FILE_NAME = "schemas.json";

    /** One schema and the run that measured it. */
    public record Entry(SchemaName schema, String run) {}
}
