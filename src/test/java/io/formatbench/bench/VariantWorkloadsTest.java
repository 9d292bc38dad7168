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
 * The variants' own code of every codec that has one, in this JVM: each bare loop's write and read and
 * each strict reader, run once as a fork's pass runs it ({@link Workloads}), and checked as a fork checks
 * it: a write's file byte for byte the dataset's, a read's records and content the manifest's, its pass's
 * checksum the one the run takes of the file. Which codecs have which variant is the plan's
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

    /** Every bare loop and strict read a run of every codec plans. */
    static List<PlannedBenchmark> variants() {
        List<PlannedBenchmark> planned = BenchmarkPlan.of(Schemas.USER, List.of(Format.JSON, Format.PROTOBUF),
                Compression.NONE, CodecChoice.ALL, List.of(Variant.BARE_LOOP, Variant.STRICT),
                List.of(Operation.WRITE, Operation.READ), List.of(1), 1, 1).benchmarks();
        assertEquals(4 * 2 + Schemas.USER.codecs().stream()
                .filter(codec -> codec.format() == Format.JSON || codec.format() == Format.PROTOBUF)
                .filter(Codec::readsStrictlyItself).count(), planned.size(), planned.toString());
        return planned;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variants")
    void aPassOfTheVariantWritesTheDatasetFileOrReadsItsRecords(PlannedBenchmark benchmark, @TempDir Path scratch)
            throws IOException {
        Codec<User> codec = Schemas.USER.codec(benchmark.key().codec());
        Manifest.DataFile entry = manifest.files(benchmark.key().format()).get(0);
        Path dataFile = data.resolve(entry.name());
        Path written = scratch.resolve("written");

        if (benchmark.key().operation() == Operation.WRITE) {
            ChunkedRecords<User> records = ChunkedRecords.held(Schemas.USER, manifest.shardList().get(0));
            Workload write = Workloads.create(benchmark.key(), Schemas.USER, codec, dataFile, records, written, false,
                    UnknownFields.REJECT);
            assertNull(write.run(PassClock.NONE));
            assertEquals(-1, Files.mismatch(dataFile, written), "byte for byte the dataset's file");
            assertContent(records.lastPassDigest());
            return;
        }
        Workload read = Workloads.create(benchmark.key(), Schemas.USER, codec, dataFile, null, written, false,
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
