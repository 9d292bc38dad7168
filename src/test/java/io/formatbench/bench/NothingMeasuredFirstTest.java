package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fork runs nothing of a library a codec measures before its first pass, but what its own codec's
 * construction runs: real forks, each with the JVM's log of every class it initializes (a class runs no
 * code before it is initialized), read up to {@link PassesBegin}. Its spec once came through Jackson's
 * databind, which ran Jackson's parser and deserializers first in every fork; and the format registry
 * built Jackson's modules and the JSON Schema validator's configuration as its classes loaded.
 */
class NothingMeasuredFirstTest {

    /** Every library a codec measures, by its classes' package, with protobuf-java's own JSON apart. */
    private static final List<String> JSON_AND_AVRO = List.of("com/fasterxml/jackson/", "com/networknt/",
            "com/alibaba/fastjson2/", "com/dslplatform/", "org/apache/avro/", "com/google/protobuf/util/");

    private static final Pattern INITIALIZING = Pattern.compile("Initializing '([^']+)'");

    @TempDir
    static Path dir;

    @BeforeAll
    static void generateDataset() throws IOException {
        CliRun generate = CliRun.of("generate", "--records", "2000", "--data", dir.resolve("data").toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.err());
        // A user's own records: the writes write them from the dataset's records file, not from a seed.
        Path lines = dir.resolve("mine.jsonl");
        Files.writeString(lines, "{\"id\":5,\"name\":\"Hand Written\",\"age\":33}\n{\"id\":6,\"active\":true}\n");
        CliRun imported = CliRun.of("generate", "--from-json", lines.toString(), "--data",
                dir.resolve("imported").toString());
        assertEquals(ExitCodes.OK, imported.exitCode(), imported.err());
    }

    @Test
    void aProtobufForkRunsNoJsonOrAvroLibraryBeforeItsPasses() throws IOException {
        List<String> before = initializedBeforeThePasses("data", "protobuf-coded", "read");
        assertTrue(before.contains("io/formatbench/codec/protobuf/ProtobufCodedCodec"), "the codec is built before");
        for (String library : JSON_AND_AVRO) {
            assertEquals(List.of(), before.stream().filter(name -> name.startsWith(library)).toList(), library);
        }
    }

    @Test
    void aJacksonWriteForkRunsNoParserOrDeserializerBeforeItsPasses() throws IOException {
        jacksonWriteRunsNoReadingCode("data");
    }

    /** Imported records come to a write fork through the tool's own file of them, which no codec reads. */
    @Test
    void writesOfImportedRecordsRunNoLibraryTheyDoNotMeasureBeforeTheirPasses() throws IOException {
        jacksonWriteRunsNoReadingCode("imported");
        List<String> before = initializedBeforeThePasses("imported", "protobuf-coded", "write");
        for (String library : JSON_AND_AVRO) {
            assertEquals(List.of(), before.stream().filter(name -> name.startsWith(library)).toList(), library);
        }
    }

    private static void jacksonWriteRunsNoReadingCode(String data) throws IOException {
        List<String> before = initializedBeforeThePasses(data, "jackson-streaming", "write");
        assertTrue(before.contains("com/fasterxml/jackson/core/JsonFactory"), "its codec's factory is made before");
        List<String> reading = before.stream().filter(name -> name.startsWith("com/fasterxml/jackson/"))
                .filter(name -> name.endsWith("Parser") || name.endsWith("Deserializer")).toList();
        assertEquals(List.of(), reading, "Jackson's reading code, which a writer's fork has no use for");
        for (String library : JSON_AND_AVRO.subList(1, JSON_AND_AVRO.size())) {
            assertEquals(List.of(), before.stream().filter(name -> name.startsWith(library)).toList(), library);
        }
    }

    /**
     * One fork of the codec's library variant, as cheap as a fork gets (a C1 JIT, one warm-up pass, one
     * measured), and the classes it initialized before its first pass, by their internal names.
     */
    private static List<String> initializedBeforeThePasses(String data, String codec, String operation)
            throws IOException {
        Path log = dir.resolve(data + "-" + codec + "-" + operation + ".log");
        CliRun bench = CliRun.of("bench", "--data", dir.resolve(data).toString(), "--results",
                dir.resolve("results").toString(), "--codecs", codec, "--variants", "library", "--operations",
                operation, "--warmups", "1", "--max-warmups", "1", "--iterations", "1", "--forks", "1",
                "--precision", "none", "--latency-pass=false", "--heap", "64m", TestForks.C1_ONLY,
                "--jvm-arg=-Xlog:class+init=info:file=" + log);
        assertEquals(ExitCodes.OK, bench.exitCode(), bench.toString());
        List<String> before = new ArrayList<>();
        for (String line : Files.readAllLines(log)) {
            Matcher initializing = INITIALIZING.matcher(line);
            if (!initializing.find()) {
                continue;
            }
            if (initializing.group(1).equals("io/formatbench/bench/PassesBegin")) {
                return before;
            }
            before.add(initializing.group(1));
        }
        assertFalse(before.isEmpty(), "the fork initialized no class: no log?");
        throw new AssertionError("the fork's log has no PassesBegin: it never began its passes");
    }
}
