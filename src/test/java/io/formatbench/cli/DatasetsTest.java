package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.dataset.Schemas;
import io.formatbench.run.Dataset;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class DatasetsTest {

    @Test
    void eachSchemaHasAFolderOfItsOwnByDefault() {
        List<Dataset> datasets = Datasets.of(Schemas.all(), "", null);
        assertEquals(Schemas.all().size(), datasets.size());
        for (Dataset dataset : datasets) {
            assertEquals(Path.of("data", dataset.schema().name().toString()), dataset.folder());
        }
    }

    @Test
    void dataNamesTheDatasetOfOneSchemaAndTheFolderOfSeveral() {
        assertEquals(Path.of("mine"), Datasets.of(Schemas.USER, "mine", null).folder());
        List<Dataset> several = Datasets.of(List.of(Schemas.USER, Schemas.USER), "root", null);
        several.forEach(dataset -> assertEquals(Path.of("root", "user"), dataset.folder()));
    }

    @Test
    void blankIsTheDefaultSchemaAndAllIsEverySchema() {
        assertEquals(List.of(Schemas.USER), Datasets.schemas(""));
        assertEquals(Schemas.all(), Datasets.schemas("all"));
        assertEquals(List.of(Schemas.USER), Datasets.schemas(" user , user "));
    }

    @Test
    void anUnknownSchemaOrAListWhereOneIsTakenIsAUsageError() {
        var unknown = assertThrows(FormatBenchCommand.UsageException.class, () -> Datasets.schemas("users"));
        assertTrue(unknown.getMessage().contains("unknown schema 'users'"), unknown.getMessage());
        var list = assertThrows(FormatBenchCommand.UsageException.class, () -> Datasets.schema("user,nope"));
        assertTrue(list.getMessage().contains("nope"), list.getMessage());
    }
}
