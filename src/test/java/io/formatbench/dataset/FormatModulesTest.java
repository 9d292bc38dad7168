package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FormatModulesTest {

    @Test
    void everyFormatHasOneModuleInTheFormatsOrder() {
        assertEquals(List.of(Format.values()), FormatModules.all().stream().map(FormatModule::format).toList());
        for (Format format : Format.values()) {
            assertEquals(format, FormatModules.of(format).format());
        }
    }

    /** Each module's codecs are of its format, and a schema's codecs come module by module, in the registry's order. */
    @Test
    void aSchemasCodecsComeFormatByFormatInTheRegistrysOrder() {
        for (DatasetSchema<?> schema : Schemas.all()) {
            List<Format> runs = new ArrayList<>();
            for (Codec<?> codec : schema.codecs()) {
                if (runs.isEmpty() || runs.get(runs.size() - 1) != codec.format()) {
                    runs.add(codec.format());
                }
            }
            assertEquals(FormatModules.all().stream().map(FormatModule::format).toList(), runs,
                    schema.name().toString());
        }
    }
}
