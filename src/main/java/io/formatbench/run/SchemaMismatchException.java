package io.formatbench.run;

import io.formatbench.codec.SchemaName;
import java.nio.file.Path;

/** The dataset a run was pointed at is of another schema than the one asked for. */
public final class SchemaMismatchException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final SchemaName asked;
    private final SchemaName found;
    private final Path folder;

    SchemaMismatchException(SchemaName asked, SchemaName found, Path folder) {
        super("the dataset in " + folder + " is of schema " + found + ", not " + asked);
        this.asked = asked;
        this.found = found;
        this.folder = folder;
    }

    public SchemaName asked() {
        return asked;
    }

    public SchemaName found() {
        return found;
    }

    public Path folder() {
        return folder;
    }
}
