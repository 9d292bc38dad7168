package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.cli.CliRun;
import io.formatbench.cli.ExitCodes;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.OwnObjects;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.Schemas;
import io.formatbench.model.ContentDigest;
import io.formatbench.proto.records.User;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every variant's code of every codec, in this JVM: each codec's library write and read (on its own
 * objects, protoc's messages for protobuf's codecs), each mapped one (the same on the records), each bare
 * loop's and each strict reader, run once as a fork's pass runs it ({@link Workloads}), and checked as a
 * fork checks it: a write's file byte for byte the dataset's (or, in bytes of its own, read back to the
 * manifest's records), a read's records and content the manifest's, its pass's checksum the one the run
 * takes of the file. Which codecs have which variant is the plan's
 * (BenchmarkPlanTest); that each kind of variant runs end to end in a fork, verified, is BenchRunKindsTest's
 * zstd run. A fork per codec and variant would prove no more than these, at a JVM's start each.
 */
class VariantWorkloadsTest {

    @TempDir
    static Path shared;

    static Path data;
    static Manifest manifest;

    @BeforeAll
    static void generateDataset() throws IOException {
        data = shared.resolve("data");
        CliRun generate = CliRun.of("generate", "--records", "500", "--data", data.toString());
        assertEquals(ExitCodes.OK, generate.exitCode(), generate.err());
        manifest = ManifestFiles.read(data);
    }

    /** Every library, mapped, bare-loop and strict benchmark a run of every codec plans. */
    static List<PlannedBenchmark> variants() {
        List<PlannedBenchmark> planned = BenchmarkPlan.of(Schemas.USER, List.of(Format.JSON, Format.PROTOBUF),
                Compression.NONE, CodecChoice.ALL, List.of(Variant.LIBRARY, Variant.MAPPED, Variant.BARE_LOOP,
                        Variant.STRICT), List.of(Operation.WRITE, Operation.READ), List.of(1), 1, 1).benchmarks();
        List<Codec<User>> codecs = Schemas.USER.codecs().stream()
                .filter(codec -> codec.format() == Format.JSON || codec.format() == Format.PROTOBUF).toList();
        long onMessages = codecs.stream().filter(codec -> codec.ownObjects().isPresent()).count();
        assertEquals(3, onMessages, "protobuf-delimited, protobuf-coded and protobuf-json");
        assertEquals(codecs.size() * 2 + onMessages * 2 + 4 * 2
                + codecs.stream().filter(Codec::readsStrictlyItself).count(), planned.size(), planned.toString());
        return planned;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aPassOfTheVariantWritesTheDatasetFileOrReadsItsRecords(PlannedBenchmark benchmark, @TempDir Path scratch)
            throws IOException {
        Codec<User> codec = Schemas.USER.codec(benchmark.key().codec());
        runPass(benchmark, codec, Workloads.measured(benchmark.key().variant(), Schemas.USER, codec), scratch);
    }

    private static <O> void runPass(PlannedBenchmark benchmark, Codec<User> codec, OwnObjects<User, O> measured,
                                    Path scratch) throws IOException {
        assertEquals(benchmark.key().variant() != Variant.MAPPED && codec.ownObjects().isPresent(),
                measured.codec() != codec, "on protoc's messages but for the mapped variant");
        Manifest.DataFile entry = manifest.files(benchmark.key().format()).get(0);
        Path dataFile = data.resolve(entry.name());
        Path written = scratch.resolve("written");

        if (benchmark.key().operation() == Operation.WRITE) {
            ChunkedRecords<User, O> records = ChunkedRecords.held(Schemas.USER, manifest.shardList().get(0),
                    measured.fromRecord());
            Workload write = Workloads.create(benchmark.key(), Schemas.USER, measured, dataFile, records, written,
                    false, UnknownFields.REJECT);
            assertNull(write.run(PassClock.NONE));
            if (benchmark.writesOtherBytes()) {
                assertContent(CodecWorkloads.readAll(codec, ReadOptions.STRICT, Schemas.USER.contentHash(), written,
                        Compression.NONE).digest());
            } else {
                assertEquals(-1, Files.mismatch(dataFile, written), "byte for byte the dataset's file");
            }
            assertContent(records.lastPassDigest());
            return;
        }
        Workload read = Workloads.create(benchmark.key(), Schemas.USER, measured, dataFile, null, written, false,
                UnknownFields.REJECT);
        ContentDigest checksum = read.run(PassClock.NONE);
        // What every timed read must reproduce: the run's checksum of the file, by the format's strict reader.
        String expected = CodecWorkloads.readAll(Schemas.USER.primaryCodec(benchmark.key().format()),
                ReadOptions.STRICT, Schemas.USER.checksum(), dataFile, Compression.NONE).digest().hex();
        assertNotNull(checksum);
        assertEquals(expected, checksum.hex(), "the pass's checksum");
        assertEquals(entry.records(), checksum.records());
        assertContent(read.readContent());
        assertTrue(Files.notExists(written), "a read writes nothing");
    }

    private static void assertContent(ContentDigest digest) {
        assertNotNull(digest);
        assertEquals(manifest.records(), digest.records());
        assertEquals(manifest.contentDigest(), Manifest.digestLabel(digest.hex()));
    }
}
