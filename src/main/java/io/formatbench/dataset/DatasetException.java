package io.formatbench.dataset;

import java.io.IOException;
import java.nio.file.Path;

/** The dataset is missing, incomplete or does not match its manifest; the message says what to do. */
public final class DatasetException extends IOException {

    private static final long serialVersionUID = 1L;

    static final String GENERATE_COMMAND = "mvn -Pgenerate-data exec:java (or: java -jar target/formatbench.jar"
            + " generate)";

    public DatasetException(String message) {
        super(message);
    }

    static DatasetException missing(Path datasetDir) {
        return new DatasetException("no dataset in " + datasetDir + " (" + datasetDir.resolve(Manifest.FILE_NAME)
                + " is missing); generate one with " + GENERATE_COMMAND);
    }
}
