package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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

    /**
     * A new format is its package and its lines in {@code codec/Format} and {@link FormatModules}: no
     * code outside the formats' packages may switch over the formats, or it would need a case too.
     */
    @Test
    void noCodeOutsideTheFormatsPackagesSwitchesOverFormats() throws IOException {
        Path main = Path.of("src/main/java/io/formatbench");
        Pattern aCase = Pattern.compile("\\bcase (" + Arrays.stream(Format.values()).map(Format::name)
                .collect(Collectors.joining("|")) + ")\\b");
        List<String> switching = new ArrayList<>();
        try (Stream<Path> files = Files.walk(main)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                String relative = main.relativize(file).toString().replace('\\', '/');
                if (!relative.matches("codec/(json|protobuf|avro)/.*")
                        && aCase.matcher(Files.readString(file)).find()) {
                    switching.add(relative);
                }
            }
        }
        assertEquals(List.of(), switching);
    }
}
