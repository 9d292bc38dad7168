package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.avro.AvroModule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class FormatModulesTest {

    @Test
    void everyFormatHasOneModuleInTheFormatsOrder() {
        assertEquals(Format.all(), FormatModules.all().stream().map(FormatModule::format).toList());
        for (FormatModule module : FormatModules.all()) {
            assertSame(module, FormatModules.of(module.format()));
            // What the command line and the files read is the module's own value, not a copy of it.
            assertSame(module.format(), Format.fromId(module.format().id().toUpperCase(Locale.ROOT)));
        }
    }

    /**
     * A format declared by a module the registry has never seen (in the tests only) is enough for the
     * registry: its line in the list is what lists it, in its place. Format.all() and
     * fromId read the tool's one list, which a test cannot swap without changing it for every other
     * test: that they read the registry's list and no other is held above.
     */
    @Test
    void aModulesLineIsWhatRegistersItsFormat() {
        FormatModule tabs = new TabSeparatedModule();
        Map<Format, FormatModule> registry = FormatModules.checked(List.of(FormatModules.of(Format.JSON), tabs,
                FormatModules.of(Format.PROTOBUF)));
        assertEquals(List.of(Format.JSON, TabSeparatedModule.FORMAT, Format.PROTOBUF), List.copyOf(registry.keySet()));
        assertSame(tabs, registry.get(new Format("tsv", ".tsv", "the same id is the same format")));

        FormatModule again = new TabSeparatedModule() {
            @Override
            public Format format() {
                return new Format("json", ".tsv", "another format of JSON's id");
            }
        };
        IllegalStateException twice = assertThrows(IllegalStateException.class,
                () -> FormatModules.checked(List.of(FormatModules.of(Format.JSON), again)));
        assertEquals("two modules of format json", twice.getMessage());
    }

    @Test
    void unknownIdsAreRefusedNamingTheRegistrysFormats() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> Format.fromId("xml"));
        assertEquals("unknown format 'xml' (known: " + FormatModules.all().stream().map(m -> m.format().id())
                .collect(Collectors.joining(", ")) + ")", unknown.getMessage());
        List<Format> reversed = new ArrayList<>(Format.all());
        Collections.reverse(reversed);
        assertEquals(Format.all(), Format.listOf(reversed.stream().map(Format::id).collect(Collectors.joining(","))));
        assertEquals(Format.all(), reversed.stream().sorted().toList());
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
     * A new format is its package and its module's line in {@link FormatModules}: its value is declared in
     * its package (JSON's and protobuf's in {@code codec/Format}, where the core names them on purpose),
     * and no code outside its package names it: not its value ({@code AvroModule.FORMAT},
     * {@code BinaryJson.CBOR}), not a class of its package ({@code Avro...}, {@code Cbor...}), not its
     * id as a string ({@code "smile"}). Comments and the words of help texts may.
     */
    @Test
    void noCodeOutsideAFormatsPackageNamesIt() throws IOException {
        List<String> naming = new ArrayList<>();
        for (FormatModule module : FormatModules.all()) {
            Format format = module.format();
            String home = format == Format.JSON || format == Format.PROTOBUF ? "codec" : packageOf(module);
            assertTrue(declares(home, format), format + " is declared in " + home);
            if (home.equals("codec")) {
                continue;
            }
            String id = format.id();
            String capitalized = Character.toUpperCase(id.charAt(0)) + id.substring(1);
            Pattern named = Pattern.compile("\\b(" + id.toUpperCase(Locale.ROOT) + "|" + capitalized + "\\w*)\\b");
            for (Map.Entry<String, String> file : codeOutside(home).entrySet()) {
                boolean bindings = file.getKey().equals("dataset/RecordBindings.java");
                Matcher name = named.matcher(withoutStrings(file.getValue()));
                if (name.find() && !(bindings && name.group().equals(capitalized + "Binding"))) {
                    naming.add(file.getKey() + " names " + name.group());
                }
                if (file.getValue().contains('"' + id + '"')) {
                    naming.add(file.getKey() + " names \"" + id + '"');
                }
            }
        }
        assertEquals(List.of(), naming);
    }

    /**
     * The Maven profile passes each option under the property its words give, which a hint at the
     * Maven command of a dataset names ({@code bench/BenchRunner}).
     */
    @Test
    void theGenerateProfilePassesEveryOptionUnderItsProperty() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        for (FormatOptions.Key<?> key : FormatModules.options()) {
            assertTrue(pom.contains("<argument>" + key.words().flag() + "=${" + key.words().property() + "}</argument>"),
                    key.name());
            assertTrue(pom.contains("<" + key.words().property() + ">"), key.name());
        }
    }

    /** Whether a source file under {@code folder} (no deeper) declares {@code format}'s value. */
    private static boolean declares(String folder, Format format) throws IOException {
        Path dir = Path.of("src/main/java/io/formatbench").resolve(folder);
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                if (Files.readString(file).contains("new Format(\"" + format.id() + '"')) {
                    return true;
                }
            }
        }
        return false;
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
        String avro = packageOf(FormatModules.of(AvroModule.FORMAT));
        List<String> naming = new ArrayList<>();
        for (Map.Entry<String, String> file : codeOutside(avro).entrySet()) {
            if (!file.getKey().equals("dataset/FormatModules.java") && !file.getKey().equals("dataset/RecordBindings.java")
                    && (file.getValue().contains("io.formatbench." + avro.replace('/', '.') + ".")
                            || file.getValue().contains("AvroModule"))) {
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

    private static final Pattern STRING = Pattern.compile("(?s)\"\"\".*?\"\"\"|\"(\\\\.|[^\"\\\\\n])*\"");

    private static final Pattern CHARACTER = Pattern.compile("'(\\\\.|[^'\\\\])'");

    /** The code without its string literals, the words of help texts and messages (a {@code '"'} first). */
    private static String withoutStrings(String code) {
        return STRING.matcher(CHARACTER.matcher(code).replaceAll("' '")).replaceAll("\"\"");
    }

    private static String withoutComments(String source) {
        return LINE_COMMENT.matcher(BLOCK_COMMENT.matcher(source).replaceAll(" ")).replaceAll(" ");
    }
}
