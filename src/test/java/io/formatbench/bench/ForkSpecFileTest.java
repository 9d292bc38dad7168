package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ForkSpecFileTest {

    @TempDir
    Path dir;

    /** Every component, a format option, a JVM, two shards, a string without a value and one of odd characters. */
    private static ForkSpec spec() {
        BenchmarkKey key = new BenchmarkKey(Schemas.USER.name(), AvroModule.FORMAT, Compression.ZSTD,
                FormatOptions.DEFAULTS.with(AvroBlockCodec.OPTION, AvroBlockCodec.DEFLATE),
                CodecName.of("avro-direct"), Variant.LIBRARY, Operation.READ, Mode.FILE, 2, "jdk25+UseCompactObjectHeaders");
        List<ForkSpec.ShardFile> shards = List.of(
                new ForkSpec.ShardFile("/data/users-0.avro", "ab12", 1234, "user:digest", "c0ffee",
                        "/data/.users-0.avro.scratch", 0, 500),
                new ForkSpec.ShardFile("/data/d\u00e9j\u00e0 vu=1:2/users-1.avro", "cd34", 5678, "user:other", null,
                        "/data/.users-1.avro.scratch", 7, 501));
        return new ForkSpec(key, 3, 5, shards, 1001, -42, "/data/users.records", "fbd2:2065ca00aea55aa4",
                new WarmupPolicy(2, 12, 2, 0.05),
                3, true, false, true, UnknownFields.SKIP, "/work/outcome-4.json");
    }

    @Test
    void aSpecReadsBackAsItWasWritten() throws IOException {
        Path file = dir.resolve("spec.properties");
        ForkSpecFile.write(spec(), file);
        assertEquals(spec(), ForkSpecFile.read(file));
    }

    @Test
    void aKeyOfTheRunsOneJvmReadsBackAsOne() throws IOException {
        Path file = dir.resolve("spec.properties");
        ForkSpec one = spec();
        one = new ForkSpec(one.key().withJvm(BenchmarkKey.ONE_JVM), one.round(), one.slot(), one.shards(),
                one.records(), one.seed(), one.recordsFile(), one.digest(), one.warmup(), one.iterations(),
                one.latencyPass(), one.verifyContent(), one.fsync(), one.unknownFields(), one.outcomeFile());
        ForkSpecFile.write(one, file);
        assertEquals(one, ForkSpecFile.read(file));
    }

    @Test
    void itIsLinesOfNamesAndValuesThatAPersonCanRead() throws IOException {
        Path file = dir.resolve("spec.properties");
        ForkSpecFile.write(spec(), file);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertTrue(lines.contains("key.codec=avro-direct"), lines.toString());
        assertTrue(lines.contains("key.jvm=jdk25+UseCompactObjectHeaders"), lines.toString());
        assertTrue(lines.contains("key.format_options.avro_blocks=deflate"), lines.toString());
        assertTrue(lines.contains("warmup.tolerance=0.05"), lines.toString());
        assertTrue(lines.contains("records_file=/data/users.records"), lines.toString());
        assertFalse(lines.stream().anyMatch(line -> line.startsWith("shard.1.checksum")), "a null has no line");
    }

    @Test
    void aMissingOrMalformedNumberIsAnErrorThatNamesIt() throws IOException {
        Path file = dir.resolve("spec.properties");
        ForkSpecFile.write(spec(), file);
        String written = Files.readString(file, StandardCharsets.UTF_8);
        Files.writeString(file, written.replaceAll("(?m)^records=.*$", ""), StandardCharsets.UTF_8);
        IOException missing = assertThrows(IOException.class, () -> ForkSpecFile.read(file));
        assertEquals(file + ": no records", missing.getMessage());
        Files.writeString(file, written.replaceAll("(?m)^round=.*$", "round=three"), StandardCharsets.UTF_8);
        IOException malformed = assertThrows(IOException.class, () -> ForkSpecFile.read(file));
        assertEquals(file + ": round is not a whole number: three", malformed.getMessage());
    }
}
