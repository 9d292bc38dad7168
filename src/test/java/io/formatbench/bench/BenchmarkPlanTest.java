package io.formatbench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.LazyCodec;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.codec.json.JacksonDatabindCodec;
import io.formatbench.codec.json.ProtobufJsonCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.User;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class BenchmarkPlanTest {

    private static final List<Format> BOTH = List.of(Format.JSON, Format.PROTOBUF);
    private static final List<Integer> ONE_THREAD = List.of(1);
    private static final List<Operation> BOTH_OPERATIONS = List.of(Operation.WRITE, Operation.READ);

    @Test
    void everyCodecOfEveryFormatWithEveryOperation() {
        BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, BOTH, Compression.NONE, CodecChoice.ALL, List.of(Variant.LIBRARY),
                BOTH_OPERATIONS, ONE_THREAD, 5, 1);

        assertEquals(2 * (Schemas.USER.codecs(Format.JSON).size() + Schemas.USER.codecs(Format.PROTOBUF).size()),
                plan.benchmarks().size());
        assertEquals(new BenchmarkKey(Schemas.USER.name(), Format.JSON, Compression.NONE, JacksonDatabindCodec.NAME,
                Variant.LIBRARY, Operation.WRITE, Mode.FILE, 1),
                plan.benchmarks().get(0).key());
        assertEquals(Style.TUNED, plan.benchmarks().get(plan.benchmarks().size() - 1).style(),
                "the style is resolved once, here");
        assertEquals(BOTH, plan.formats());
        assertSame(Schemas.USER, plan.schema());
        assertSame(LazyCodec.built(Schemas.USER.codecs().get(0)), plan.benchmarks().get(0).codec(),
                "the codec too, built: no look-up after");
    }

    @Test
    void aPlannedBenchmarkIsOfItsKeysCodec() {
        BenchmarkKey key = new BenchmarkKey(Schemas.USER.name(), Format.JSON, Compression.NONE,
                JacksonDatabindCodec.NAME, Variant.LIBRARY, Operation.WRITE, Mode.FILE, 1);

        assertThrows(IllegalArgumentException.class,
                () -> new PlannedBenchmark(key, Schemas.USER.primaryCodec(Format.JSON)));
        assertFalse(new PlannedBenchmark(key, Schemas.USER.codec(JacksonDatabindCodec.NAME)).writesOtherBytes());
        assertTrue(new PlannedBenchmark(new BenchmarkKey(Schemas.USER.name(), Format.JSON, Compression.NONE,
                ProtobufJsonCodec.NAME, Variant.LIBRARY, Operation.WRITE, Mode.FILE, 1),
                Schemas.USER.codec(ProtobufJsonCodec.NAME)).writesOtherBytes(), "protobuf-json writes other bytes");
    }

    @Test
    void everyRoundRunsEveryBenchmarkOnceInItsOwnOrder() {
        BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, BOTH, Compression.NONE, CodecChoice.ALL, List.of(Variant.LIBRARY),
                BOTH_OPERATIONS, ONE_THREAD, 5, 42);

        List<List<PlannedBenchmark>> rounds = plan.rounds();
        assertEquals(5, rounds.size());
        for (List<PlannedBenchmark> round : rounds) {
            assertEquals(new HashSet<>(plan.benchmarks()), new HashSet<>(round));
            assertEquals(plan.benchmarks().size(), round.size());
        }
        assertEquals(5, new HashSet<>(rounds).size(), "each round shuffled anew: " + rounds);
        assertEquals(rounds, plan.rounds(), "the same seed gives the same order");
        assertNotEquals(rounds, BenchmarkPlan.of(Schemas.USER, BOTH, Compression.NONE, CodecChoice.ALL,
                List.of(Variant.LIBRARY),
                BOTH_OPERATIONS, ONE_THREAD, 5, 43).rounds(), "another seed, another order");
    }

    @Test
    void headlineIsEachFormatsFirstCodecOfEachStyle() {
        BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, Format.all(), Compression.NONE,
                CodecChoice.HEADLINE, List.of(Variant.LIBRARY), List.of(Operation.READ), ONE_THREAD, 1, 1);

        assertEquals(List.of("jackson-databind", "jackson-streaming", "protobuf-delimited", "protobuf-coded",
                        "cbor-databind", "cbor-streaming", "smile-databind", "smile-streaming", "msgpack-databind",
                        "msgpack-streaming", "avro-generic", "avro-direct"),
                plan.benchmarks().stream().map(b -> b.key().codec().toString()).toList());
        BenchmarkPlan generic = BenchmarkPlan.of(Schemas.find(SchemaName.of("formatbench.user.User")).orElseThrow(), BOTH,
                Compression.NONE, CodecChoice.HEADLINE, List.of(Variant.LIBRARY), List.of(Operation.READ), ONE_THREAD,
                1, 1);
        assertEquals(4, generic.benchmarks().size(), "a generic schema's own codecs: " + generic.benchmarks());
        assertEquals(Set.of(Style.IDIOMATIC, Style.TUNED),
                generic.benchmarks().stream().map(PlannedBenchmark::style).collect(Collectors.toSet()));
    }

    @Test
    void aStrictWriteIsNotPlannedSinceItIsTheLibraryWrite() {
        BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, List.of(Format.PROTOBUF), Compression.NONE,
                CodecChoice.named("protobuf-coded"),
                List.of(Variant.LIBRARY, Variant.STRICT, Variant.BARE_LOOP), BOTH_OPERATIONS, ONE_THREAD, 1, 1);

        assertEquals(List.of("library write", "library read", "strict read", "bare-loop write", "bare-loop read"),
                plan.benchmarks().stream().map(b -> b.key().variant() + " " + b.key().operation()).toList());
    }

    @Test
    void codecsAreCheckedAgainstTheFormats() {
        IllegalArgumentException otherFormat = assertThrows(IllegalArgumentException.class, () -> BenchmarkPlan.of(
                Schemas.USER, List.of(Format.JSON), Compression.NONE, CodecChoice.named("protobuf-coded"),
                        List.of(Variant.LIBRARY), BOTH_OPERATIONS, ONE_THREAD, 1, 1));
        assertTrue(otherFormat.getMessage().contains("is a protobuf codec, and protobuf is not measured"),
                otherFormat.getMessage());
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> BenchmarkPlan.of(
                Schemas.USER, BOTH, Compression.NONE, CodecChoice.named("gson"), List.of(Variant.LIBRARY), BOTH_OPERATIONS,
                        ONE_THREAD, 1, 1));
        assertTrue(unknown.getMessage().contains("(codecs of json, protobuf: jackson-databind, jackson-streaming,"
                + " jackson3-databind, jackson3-streaming, jackson3-databind-thread-local-pool, jackson3-databind-jdk-number-parsers,"
                + " jackson3-databind-interned-names, jackson-json-schema, protobuf-json, fastjson2, fastjson2-direct, dsl-json, dsl-json-direct,"
                + " protobuf-delimited, protobuf-coded)"),
                unknown.getMessage());
    }

    /** The floor and the plain read: once per format, reads only, on the format's primary codec, whatever the codecs. */
    @Test
    void theFloorsAreOnePerFormatOnItsPrimaryCodec() {
        BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, BOTH, Compression.NONE, CodecChoice.named("jackson-databind"),
                List.of(Variant.LIBRARY, Variant.FLOOR, Variant.PLAIN_READ), BOTH_OPERATIONS, ONE_THREAD, 1, 1);

        assertEquals(List.of("json jackson-databind write", "json jackson-databind read",
                        "json jackson-streaming read (floor)", "protobuf protobuf-coded read (floor)",
                        "json jackson-streaming read (plain-read)", "protobuf protobuf-coded read (plain-read)"),
                plan.benchmarks().stream().map(b -> b.key().label()).toList());
        assertSame(LazyCodec.built(Schemas.USER.primaryCodec(Format.JSON)), plan.benchmarks().get(2).codec());
        assertTrue(BenchmarkPlan.of(Schemas.USER, BOTH, Compression.NONE, CodecChoice.ALL, List.of(Variant.FLOOR),
                List.of(Operation.WRITE, Operation.READ), ONE_THREAD, 1, 1).benchmarks().stream()
                .allMatch(b -> b.key().operation() == Operation.READ));
    }

    /** A codec whose strict reads are its format's policy reader's has no strict row: it would measure that reader. */
    @Test
    void codecsKeptToTheLibraryVariantHaveNoStrictReads() {
        BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, List.of(Format.JSON), Compression.NONE, CodecChoice.ALL,
                List.of(Variant.STRICT), List.of(Operation.READ), ONE_THREAD, 1, 1);

        // Jackson 3's twins have strict readers of their own, as Jackson 2's: the policy's checks around Jackson 3.
        assertEquals(List.of("jackson-databind", "jackson-streaming", "jackson3-databind", "jackson3-streaming",
                        "jackson3-databind-thread-local-pool", "jackson3-databind-jdk-number-parsers",
                        "jackson3-databind-interned-names", "jackson-json-schema", "protobuf-json"),
                plan.benchmarks().stream().map(b -> b.key().codec().toString()).toList());
        IllegalArgumentException named = assertThrows(IllegalArgumentException.class, () -> BenchmarkPlan.of(
                Schemas.USER, List.of(Format.JSON), Compression.NONE, CodecChoice.named("fastjson2-direct"),
                List.of(Variant.LIBRARY, Variant.STRICT), List.of(Operation.READ), ONE_THREAD, 1, 1));
        assertTrue(named.getMessage().startsWith("codec fastjson2-direct has no strict reader of its own"),
                named.getMessage());
    }

    /**
     * Every variant of every codec of both formats, as a run of them all plans it: strict reads of the codecs that
     * read strictly themselves, bare loops of the four codecs that have one, a floor and a plain read per format on
     * its primary codec. Which benchmarks a run measures is the plan's alone; that each kind of variant runs end to
     * end in a fork is BenchRunKindsTest's zstd run, and the bare loops' and strict readers' own code of every codec
     * is VariantWorkloadsTest's.
     */
    @Test
    void everyVariantOfEveryCodecOfBothFormats() {
        BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, BOTH, Compression.NONE, CodecChoice.ALL,
                List.of(Variant.LIBRARY, Variant.BARE_LOOP, Variant.STRICT, Variant.FLOOR, Variant.PLAIN_READ),
                BOTH_OPERATIONS, ONE_THREAD, 1, 1);

        List<String> labels = plan.benchmarks().stream()
                .map(b -> b.key().codec() + " " + b.key().variant() + " " + b.key().operation()).toList();
        List<Codec<User>> codecs = BOTH.stream().flatMap(format -> Schemas.USER.codecs(format).stream()).toList();
        List<String> bareLooped = List.of("jackson-databind", "jackson-streaming", "protobuf-delimited",
                "protobuf-coded");
        long strictReaders = codecs.stream().filter(Codec::readsStrictlyItself).count();
        assertTrue(strictReaders >= 2, "strict readers of both formats: " + strictReaders);
        assertEquals(2 * codecs.size() + strictReaders + 2 * bareLooped.size() + 2 * 2, labels.size(),
                labels.toString());
        assertEquals(labels.size(), new HashSet<>(labels).size(), "each once: " + labels);
        for (Codec<User> codec : codecs) {
            String name = codec.name().toString();
            assertTrue(labels.contains(name + " library write"), labels.toString());
            assertTrue(labels.contains(name + " library read"), labels.toString());
            assertEquals(bareLooped.contains(name), labels.contains(name + " bare-loop write"), labels.toString());
            assertEquals(bareLooped.contains(name), labels.contains(name + " bare-loop read"), labels.toString());
            assertEquals(codec.readsStrictlyItself(), labels.contains(name + " strict read"), labels.toString());
            assertFalse(labels.contains(name + " strict write"), "a strict write is the library write");
        }
        for (String primary : List.of("jackson-streaming", "protobuf-coded")) {
            assertTrue(labels.contains(primary + " floor read"), labels.toString());
            assertTrue(labels.contains(primary + " plain-read read"), labels.toString());
        }
    }

    @Test
    void theBareLoopsOfEveryCodecAreThoseOfTheCodecsThatHaveOne() {
        BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, BOTH, Compression.NONE, CodecChoice.ALL,
                List.of(Variant.BARE_LOOP),
                List.of(Operation.READ), ONE_THREAD, 1, 1);

        assertEquals(List.of("jackson-databind", "jackson-streaming", "protobuf-delimited", "protobuf-coded"),
                plan.benchmarks().stream().map(b -> b.key().codec().toString()).toList());
        IllegalArgumentException named = assertThrows(IllegalArgumentException.class, ()
                -> BenchmarkPlan.of(Schemas.USER,
                BOTH, Compression.NONE, CodecChoice.named("protobuf-json"), List.of(Variant.BARE_LOOP), List.of(Operation.READ),
                        ONE_THREAD, 1, 1));
        assertTrue(named.getMessage().startsWith("no bare loop for codec protobuf-json"), named.getMessage());
    }

    /**
     * The mapped variant is of the codecs on protobuf-java, writes and reads, whichever codecs are asked for; codecs
     * named for it of which none has one are an error that says why.
     */
    @Test
    void theMappedVariantIsOfTheCodecsOnProtocsMessages() {
        for (CodecChoice choice : List.of(CodecChoice.ALL, CodecChoice.HEADLINE)) {
            BenchmarkPlan plan = BenchmarkPlan.of(Schemas.USER, BOTH, Compression.NONE, choice,
                    List.of(Variant.LIBRARY, Variant.MAPPED), BOTH_OPERATIONS, ONE_THREAD, 1, 1);
            List<String> mapped = plan.benchmarks().stream().filter(b -> b.key().variant() == Variant.MAPPED)
                    .map(b -> b.key().codec() + " " + b.key().operation()).toList();
            List<String> expected = choice.all()
                    ? List.of("protobuf-json write", "protobuf-json read", "protobuf-delimited write",
                            "protobuf-delimited read", "protobuf-coded write", "protobuf-coded read")
                    : List.of("protobuf-delimited write", "protobuf-delimited read", "protobuf-coded write",
                            "protobuf-coded read");
            assertEquals(expected, mapped, choice.toString());
        }
        assertEquals(List.of("protobuf-coded mapped write", "protobuf-coded mapped read"), BenchmarkPlan.of(
                Schemas.USER, BOTH, Compression.NONE, CodecChoice.named("protobuf-coded", "jackson-streaming"),
                List.of(Variant.MAPPED), BOTH_OPERATIONS, ONE_THREAD, 1, 1).benchmarks().stream()
                .map(b -> b.key().codec() + " " + b.key().variant() + " " + b.key().operation()).toList());
        IllegalArgumentException named = assertThrows(IllegalArgumentException.class, () -> BenchmarkPlan.of(
                Schemas.USER, BOTH, Compression.NONE, CodecChoice.named("jackson-streaming", "jackson-databind"),
                List.of(Variant.LIBRARY, Variant.MAPPED), BOTH_OPERATIONS, ONE_THREAD, 1, 1));
        assertEquals("no codec named has a mapped variant: jackson-streaming, jackson-databind read and write the"
                + " schema's record itself (the mapped variant is of the codecs on protoc's messages: protobuf-json,"
                + " protobuf-delimited, protobuf-coded)", named.getMessage());
    }
}
