package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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

    /**
     * A format's own option (Avro's block codec) is declared in its package and listed by its module; the
     * generator, the manifest, the keys, the results, the report and the command line carry any option as
     * it is. So no code outside the format's package and the registry names an option: not its values'
     * class, nor its name as files give it, nor its command-line flag (comments may).
     */
    @Test
    void noCodeOutsideItsFormatsPackageNamesAFormatsOption() throws IOException {
        List<String> naming = new ArrayList<>();
        for (FormatModule module : FormatModules.all()) {
            for (FormatOptions.Key<?> key : module.options()) {
                FormatOptions.Value value = key.byDefault();
                Class<?> values = value instanceof Enum<?> constant ? constant.getDeclaringClass() : value.getClass();
                List<String> names = List.of(values.getSimpleName(), '"' + key.name(), key.words().flag());
                for (Map.Entry<String, String> file : codeOutside(packageOf(module)).entrySet()) {
                    names.stream().filter(file.getValue()::contains)
                            .forEach(name -> naming.add(file.getKey() + " names " + name));
                }
            }
        }
        assertEquals(List.of(), naming);
    }

    /**
     * Avro, whose module came last, is named outside its package only by the registry's line and by the
     * bindings, which give its codecs the generated Avro code of each record ({@link RecordBindings}).
     */
    @Test
    void noCodeOutsideAvrosPackageButTheRegistryAndTheBindingsNamesAvro() throws IOException {
        String avro = packageOf(FormatModules.of(Format.AVRO));
        List<String> naming = new ArrayList<>();
        for (Map.Entry<String, String> file : codeOutside(avro).entrySet()) {
            if (!file.getKey().equals("dataset/FormatModules.java") && !file.getKey().equals("dataset/RecordBindings.java")
                    && (file.getValue().contains("io.formatbench." + avro.replace('/', '.') + ".")
                            || file.getValue().contains("Format.AVRO"))) {
                naming.add(file.getKey());
            }
        }
        assertEquals(List.of(), naming);
    }

    /** "codec/avro": where a module's classes are, below io/formatbench. */
    private static String packageOf(FormatModule module) {
        return module.getClass().getPackageName().replace("io.formatbench.", "").replace('.', '/');
    }

    /** The code of every main source file outside {@code folder} (and the folders in it), comments left out, by path. */
    private static Map<String, String> codeOutside(String folder) throws IOException {
        Path main = Path.of("src/main/java/io/formatbench");
        Map<String, String> code = new TreeMap<>();
        try (Stream<Path> files = Files.walk(main)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                String relative = main.relativize(file).toString().replace('\\', '/');
                if (!relative.startsWith(folder + "/") && !relative.equals("dataset/FormatModules.java")) {
                    code.put(relative, withoutComments(Files.readString(file)));
                }
            }
        }
        assertTrue(code.size() > 100, "the tool's sources, found from the project's folder: " + code.size());
        return code;
    }

    private static final Pattern BLOCK_COMMENT = Pattern.compile("(?s)/\\*.*?\\*/");
    // A line comment starts a line or follows a blank, where "//" in a string ("hdfs://") does not.
    private static final Pattern LINE_COMMENT = Pattern.compile("(?m)(^|\\s)//.*$");

    private static String withoutComments(String source) {
        return LINE_COMMENT.matcher(BLOCK_COMMENT.matcher(source).replaceAll(" ")).replaceAll(" ");
    }
}
