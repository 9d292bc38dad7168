package io.formatbench.dataset;

import io.formatbench.proto.records.MyStatus;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaCodecs;
import io.formatbench.codec.json.proto3.ProtoJson;
import io.formatbench.proto.records.Pipeline;
import io.formatbench.model.ProtoTimestamps;
import io.formatbench.proto.records.SmallMessage;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generators of the message and pipeline schemas: deterministic, shard by shard as in one run,
 * every enum value and every extreme the types allow among 10,000 records, and the same records
 * from both formats' files.
 */
class SchemaGeneratorsTest {

    private static final int RECORDS = 10_000;
    private static final List<SmallMessage> MESSAGES = SchemaCodecs.generated(Schemas.MESSAGE, 42, RECORDS);
    private static final List<Pipeline> PIPELINES = SchemaCodecs.generated(Schemas.PIPELINE, 42, RECORDS);

    @TempDir
    Path temp;

    static Stream<Arguments> schemas() {
        return Stream.of(Arguments.of("message", Schemas.MESSAGE, (Function<Object, Instant>) m
                -> ((SmallMessage) m).myTimestamp(),
                        SmallMessageGenerator.BASE),
                Arguments.of("pipeline", Schemas.PIPELINE, (Function<Object, Instant>) p -> ((Pipeline) p).timestamp(),
                        PipelineGenerator.BASE));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    <T> void theSameSeedGivesTheSameRecordsAnotherSeedOthers(String name, DatasetSchema<T> schema) {
        assertEquals(SchemaCodecs.generated(schema, 42, 500), SchemaCodecs.generated(schema, 42, 500));
        assertNotEquals(SchemaCodecs.generated(schema, 42, 500), SchemaCodecs.generated(schema, 43, 500));
    }

    /**
     * Each record's time is the base plus its number in seconds, except the rare extremes: it runs on across shards.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    <T> void timesRunOnFromShardToShard(String name, DatasetSchema<T> schema, Function<Object, Instant> time,
            Instant base)
            throws IOException {
        Manifest manifest = DatasetGenerator.generate(schema, 3001, 42, 3, Compression.NONE, temp, (done, total)
                -> { });
        List<T> all = new ArrayList<>();
        for (Manifest.DataFile file : manifest.files(Format.PROTOBUF)) {
            all.addAll(readAll(schema.primaryCodec(Format.PROTOBUF), temp.resolve(file.name())));
        }
        assertEquals(3001, all.size());
        int ordinary = 0;
        for (int i = 0; i < all.size(); i++) {
            long seconds = time.apply(all.get(i)).getEpochSecond();
            if (Math.abs(seconds - base.getEpochSecond()) < 100 * 365 * 86_400L) {
                assertEquals(base.getEpochSecond() + i, seconds, "record " + i);
                ordinary++;
            }
        }
        assertTrue(ordinary > 2950, ordinary + " of 3001 records at their ordinary time");
        // A shard's first record is not the whole dataset's record of its number: its seed is its own.
        assertEquals(SchemaCodecs.generated(schema, 42, 1000), all.subList(0, 1000));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    <T> void bothFormatsFilesHoldTheSeedsRecords(String name, DatasetSchema<T> schema) throws IOException {
        Manifest manifest = DatasetGenerator.generate(schema, schema.version(), 2000, 42, 1, Compression.NONE,
                Format.all(), temp, (done, total) -> { });

        List<T> expected = SchemaCodecs.generated(schema, 42, 2000);
        for (Format format : Format.all()) {
            for (Codec<T> codec : schema.codecs(format)) {
                assertEquals(expected, readAll(codec, temp.resolve(manifest.files(format).get(0).name())),
                        codec.name().toString());
            }
        }
    }

    @Test
    void theRecordsOfSeed42AreTheOnesOfEveryOtherMachine() throws IOException {
        // Pinned like the users': a deliberate change to a generator or an encoding changes these and bumps the
        // schema's version.
        assertEquals("fbd2:" + GOLDEN_MESSAGE_DIGEST_100,
                DatasetGenerator.generate(Schemas.MESSAGE, 100, 42, 1, Compression.NONE, temp.resolve("m"),
                        (done, total) -> { }).contentDigest());
        assertEquals("fbd2:" + GOLDEN_PIPELINE_DIGEST_100,
                DatasetGenerator.generate(Schemas.PIPELINE, 100, 42, 1, Compression.NONE, temp.resolve("p"),
                        (done, total) -> { }).contentDigest());
    }

    static final String GOLDEN_MESSAGE_DIGEST_100 = "8811a27c840acdec";
    static final String GOLDEN_PIPELINE_DIGEST_100 = "095641102c2e6497";

    @Test
    void messagesReachEveryStatusAndEveryExtreme() {
        Set<MyStatus> statuses = EnumSet.noneOf(MyStatus.class);
        Set<Integer> ints = new TreeSet<>();
        List<Instant> times = new ArrayList<>();
        int emptyBytes = 0;
        int longBytes = 0;
        int emptyStrings = 0;
        int nonAscii = 0;
        for (SmallMessage message : MESSAGES) {
            statuses.add(message.myMyStatus());
            ints.add(message.myInt());
            times.add(message.myTimestamp());
            emptyBytes += message.myBytes().length() == 0 ? 1 : 0;
            longBytes += message.myBytes().length() > 256 ? 1 : 0;
            emptyStrings += message.myString().isEmpty() ? 1 : 0;
            nonAscii += message.myString().chars().anyMatch(c -> c > 127) ? 1 : 0;
        }
        assertEquals(EnumSet.allOf(MyStatus.class), statuses);
        assertTrue(ints.contains(Integer.MIN_VALUE) && ints.contains(Integer.MAX_VALUE) && ints.contains(0),
                "int32 extremes");
        assertTrue(ints.stream().filter(i -> i < 0).count() > RECORDS / 10, "negative ints");
        assertTrue(emptyBytes > RECORDS / 20 && longBytes > 0, emptyBytes + " empty, " + longBytes + " over 256 bytes");
        assertTrue(emptyStrings > RECORDS / 50 && nonAscii > RECORDS / 3, emptyStrings + " empty, " + nonAscii
                + " non-ASCII");
        assertTrue(MESSAGES.stream().anyMatch(m -> m.myBool()) && MESSAGES.stream().anyMatch(m -> !m.myBool()));
        assertTimesReachBothEnds(times);
    }

    @Test
    void pipelinesReachEveryEnumValueAndEveryExtreme() {
        Set<Pipeline.Vertical> verticals = EnumSet.noneOf(Pipeline.Vertical.class);
        Set<Pipeline.LogLevel> levels = EnumSet.noneOf(Pipeline.LogLevel.class);
        Set<Pipeline.Metric.Type> types = EnumSet.noneOf(Pipeline.Metric.Type.class);
        Set<Integer> fieldCounts = new TreeSet<>();
        Set<Integer> metricCounts = new TreeSet<>();
        Set<Integer> versions = new TreeSet<>();
        List<Instant> times = new ArrayList<>();
        int wholeValues = 0;
        int fractions = 0;
        int negatives = 0;
        boolean negativeZero = false;
        int emptyMessages = 0;
        int longMessages = 0;
        int nonAscii = 0;
        for (Pipeline pipeline : PIPELINES) {
            verticals.add(pipeline.vertical());
            levels.add(pipeline.logLevel());
            fieldCounts.add(pipeline.fields().size());
            metricCounts.add(pipeline.metrics().size());
            versions.add(pipeline.version());
            times.add(pipeline.timestamp());
            for (Pipeline.Metric metric : pipeline.metrics()) {
                types.add(metric.type());
                wholeValues += metric.value() == Math.rint(metric.value()) ? 1 : 0;
                fractions += metric.value() != Math.rint(metric.value()) ? 1 : 0;
                negatives += metric.value() < 0 ? 1 : 0;
                negativeZero |= Double.doubleToRawLongBits(metric.value()) == Double.doubleToRawLongBits(-0.0);
            }
            emptyMessages += pipeline.logMsg().isEmpty() ? 1 : 0;
            longMessages += pipeline.logMsg().length() > 1024 ? 1 : 0;
            nonAscii += (pipeline.logMsg() + pipeline.team() + pipeline.product()).chars().anyMatch(c -> c > 127) ? 1
                    : 0;
        }
        assertEquals(EnumSet.allOf(Pipeline.Vertical.class), verticals);
        assertEquals(EnumSet.allOf(Pipeline.LogLevel.class), levels);
        assertEquals(EnumSet.allOf(Pipeline.Metric.Type.class), types);
        assertEquals(0, ((TreeSet<Integer>) fieldCounts).first());
        assertEquals(PipelineGenerator.MAX_LIST, ((TreeSet<Integer>) fieldCounts).last());
        assertEquals(PipelineGenerator.MAX_LIST + 1, fieldCounts.size(), "every label count 0-20");
        assertEquals(PipelineGenerator.MAX_LIST + 1, metricCounts.size(), "every metric count 0-20");
        assertTrue(versions.containsAll(List.of(1, 2, 3)), versions.toString());
        assertTrue(versions.contains(Integer.MIN_VALUE) || versions.contains(Integer.MAX_VALUE)
                || versions.stream().anyMatch(v -> v < 0), "rare odd versions: " + versions.size());
        // No -0.0: protobuf's JsonFormat reads "-0.0" as 0.0 (the codecs keep it: see SchemaCorners).
        assertTrue(wholeValues > 1000 && fractions > 1000 && negatives > 100 && !negativeZero,
                wholeValues + " whole, " + fractions + " with a fraction, " + negatives + " negative");
        assertTrue(emptyMessages > 50 && longMessages > 50, emptyMessages + " empty, " + longMessages + " over 1 KiB");
        assertTrue(nonAscii > RECORDS / 3, nonAscii + " with non-ASCII text");
        assertTimesReachBothEnds(times);
    }

    /** The first and last instants, others in the first and last year, and nanoseconds of 0, 3, 6 and 9 digits. */
    private static void assertTimesReachBothEnds(List<Instant> times) {
        assertTrue(times.contains(ProtoTimestamps.MIN) && times.contains(ProtoTimestamps.MAX),
                "the first and last instants");
        assertTrue(times.stream().filter(t -> t.atOffset(ZoneOffset.UTC).getYear() == 1
                && !t.equals(ProtoTimestamps.MIN))
                .count() > 5, "times in year 1");
        assertTrue(times.stream().filter(t -> t.atOffset(ZoneOffset.UTC).getYear() == 9999
                && !t.equals(ProtoTimestamps.MAX))
                .count() > 5, "times in year 9999");
        Set<Integer> fractionDigits = new TreeSet<>();
        for (Instant time : times) {
            String text = ProtoJson.timestampText(time);
            fractionDigits.add(text.length() - 20 == 0 ? 0 : text.length() - 21);
        }
        assertEquals(Set.of(0, 3, 6, 9), fractionDigits);
    }

    private static <T> List<T> readAll(Codec<T> codec, Path file) throws IOException {
        return SchemaCodecs.readAll(codec, io.formatbench.codec.IoStack.openInput(file, Compression.NONE),
                io.formatbench.codec.ReadChecks.STRICT);
    }
}
