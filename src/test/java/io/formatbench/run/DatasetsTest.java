package io.formatbench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.formatbench.codec.Compression;
import io.formatbench.dataset.Schemas;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class DatasetsTest {

    @Test
    void eachSchemaHasAFolderOfItsOwnByDefault() {
        List<Dataset> datasets = Datasets.of(Schemas.all(), null, null);
        assertEquals(Schemas.all().size(), datasets.size());
        for (Dataset dataset : datasets) {
            assertEquals(Path.of("data", dataset.schema().name().toString()), dataset.folder());
        }
    }

    @Test
    void dataNamesTheDatasetOfOneSchemaAndTheFolderOfSeveral() {
        assertEquals(Path.of("mine"), Datasets.of(List.of(Schemas.USER), Path.of("mine"), null).get(0).folder());
        List<Dataset> several = Datasets.of(List.of(Schemas.USER, Schemas.USER), Path.of("root"), null);
        several.forEach(dataset -> assertEquals(Path.of("root", "user"), dataset.folder()));
    }

    @Test
    void dataAloneIsItsDatasetOfWhateverSchemaAndNothingIsTheDefaultSchemas() {
        Dataset given = Datasets.toRead(List.of(), Path.of("mine"), null).get(0);
        assertNull(given.schema(), "the manifest names it");
        assertEquals(Path.of("mine"), given.folder());
        assertEquals(List.of(new Dataset(Schemas.USER, Path.of("data", "user-gzip"))),
                Datasets.toRead(List.of(), null, Compression.GZIP));
        assertEquals(List.of(new Dataset(Schemas.USER, Path.of("mine"))),
                Datasets.toRead(List.of(Schemas.USER), Path.of("mine"), null));
    }
}
