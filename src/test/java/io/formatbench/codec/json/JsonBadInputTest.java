package io.formatbench.codec.json;

import static io.formatbench.codec.BadInputAssertions.assertAccepted;
import static io.formatbench.codec.BadInputAssertions.assertRejected;
import static io.formatbench.codec.Bytes.bytes;
import static io.formatbench.codec.Bytes.concat;
import static io.formatbench.codec.Bytes.utf8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Format;
import io.formatbench.codec.Limits;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.Streams;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every kind of bad JSON Lines input, of every schema, through every JSON reader and every kind of
 * stream: each is a {@link BadInputException} that names the record and the byte where it starts.
 * The inputs are the schema's own records, broken ({@link JsonFixture}). The bad record comes after
 * two good ones (index 2, at the byte where the good ones end) unless the case is about the start
 * of the file.
 */
class JsonBadInputTest {

    /**
     * A fault of a field's meaning, or past a size limit, through the tool's own stream only
     * ({@link JsonFixture.Case}); not what the mapping allows (a contract case), which every reader takes. A fault of the bytes through the tool's stream for every reader, and through each trickle for
     * one of the schema's readers in turn ({@link #takesItsTurn}): every (case, reader), every (case,
     * stream) and every (reader, stream) pair is read, as in the full product, which read the trickles'
     * share of each case seven times over.
     */
    static Stream<Arguments> badCasesByReaderAndStream() {
        return SchemaCodec.allWithStreams(Format.JSON).flatMap(arguments -> {
            SchemaCodec<?> reader = (SchemaCodec<?>) arguments.get()[0];
            Streams streams = (Streams) arguments.get()[1];
            List<JsonFixture.Case> cases = JsonFixture.of(reader).badCases();
            return IntStream.range(0, cases.size())
                    .filter(k -> streams == Streams.BUFFERED || !(cases.get(k).meaning() || cases.get(k).size())
                            && takesItsTurn(reader, k, streams))
                    .mapToObj(cases::get)
                    .filter(c -> !c.contract())
                    .map(c -> Arguments.of(c, reader, streams));
        });
    }

    /**
     * Whether the {@code k}-th of a set of inputs that each trickle reads once, shared out among the
     * schema's JSON readers in turn, is this reader's: the two trickles start one reader apart, so that an
     * input goes to two readers through them. Every reader meets each trickle on a k in every run of as
     * many as there are readers.
     */
    private static boolean takesItsTurn(SchemaCodec<?> reader, int k, Streams streams) {
        List<SchemaCodec<?>> readers = READERS.computeIfAbsent(reader.schema().name().toString(), schema
                -> SchemaCodec.all(Format.JSON).filter(each -> each.schema() == reader.schema()).toList());
        int turn = readers.indexOf(reader);
        assertTrue(turn >= 0, reader.toString());
        return (k + streams.ordinal()) % readers.size() == turn;
    }

    /** Each schema's JSON readers, in the order they take their turns. */
    private static final Map<String, List<SchemaCodec<?>>> READERS = new ConcurrentHashMap<>();

    /**
     * What the proto3 JSON mapping allows (a field absent or null, an int64 in its other form, a double's
     * "NaN"), through every reader, jackson-json-schema's too: its JSON Schema says what the policy says.
     */
    static Stream<Arguments> contractCasesByReader() {
        return SchemaCodec.all(Format.JSON).filter(reader -> reader.codec().writesDatasetBytes())
                .flatMap(reader -> JsonFixture.of(reader).badCases().stream().filter(JsonFixture.Case::contract)
                        .map(c -> Arguments.of(c, reader)));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("contractCasesByReader")
    void everyReaderTakesWhatTheMappingAllows(JsonFixture.Case allowed, SchemaCodec<?> reader)
            throws IOException {
        byte[] prefix = JsonFixture.of(reader).prefix;
        assertEquals(3, reader.read(Streams.BUFFERED.open(concat(prefix, allowed.bytes())), ReadChecks.STRICT).size());
    }

    static Stream<Arguments> acceptedCasesByReaderAndStream() {
        return SchemaCodec.allWithStreams(Format.JSON).flatMap(arguments
                -> JsonFixture.of((SchemaCodec<?>) arguments.get()[0])
                .acceptedCases().stream().map(c -> Arguments.of(c, arguments.get()[0], arguments.get()[1])));
    }

    static Stream<Arguments> readersAndStreams() {
        return SchemaCodec.allWithStreams(Format.JSON);
    }

    @ParameterizedTest(name = "{0}: {1} via {2}")
    @MethodSource("badCasesByReaderAndStream")
    void rejectsNamingTheRecordAndWhereItStarts(JsonFixture.Case badCase, SchemaCodec<?> reader, Streams streams) {
        try {
            if (badCase.atStart()) {
                assertRejected(reader, badCase.bytes(), streams, 0, 0);
            } else {
                byte[] prefix = JsonFixture.of(reader).prefix;
                assertRejected(reader, concat(prefix, badCase.bytes()), streams, 2, prefix.length);
            }
        } catch (AssertionError e) {
            throw new AssertionError(badCase + ": " + e.getMessage(), e);
        }
    }

    /**
     * A cut tests the reader's state where the file ends (inside a name, a string, a number, a character,
     * between fields): every reader meets every cut through the tool's stream. The trickles add the same
     * end reached after reads of 1-3 bytes through the tool's layers beneath the parser: every cut still goes
     * through each trickle, but to one of the schema's readers, in turn ({@link #takesItsTurn}), so that
     * each reader meets each trickle at cuts spread over the whole line. The full product read each of the
     * schema's lines 21 times at every byte, the class's most costly test.
     */
    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsARecordCutAtAnyByte(SchemaCodec<?> reader, Streams streams) {
        JsonFixture<?> fixture = JsonFixture.of(reader);
        byte[] line = utf8(fixture.line);
        for (int cut = 1; cut < line.length; cut++) {
            if (streams == Streams.BUFFERED || takesItsTurn(reader, cut, streams)) {
                assertRejected(reader, concat(fixture.prefix, java.util.Arrays.copyOf(line, cut)), streams, 2,
                        fixture.prefix.length);
            }
        }
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void rejectsAProtobufFile(SchemaCodec<?> reader, Streams streams) {
        byte[] protobuf = protobufFile(reader.primary(Format.PROTOBUF));
        // The first byte is not JSON; where the strict UTF-8 check meets a bad sequence first (it reads
        // ahead of the parser) depends on the schema's bytes, so the blame falls on one of the first few.
        BadInputException e = assertThrows(BadInputException.class, ()
                -> reader.read(streams.open(protobuf), ReadChecks.STRICT));
        assertEquals(0, e.recordIndex(), e.getMessage());
        assertTrue(e.byteOffset() >= 0 && e.byteOffset() < 16, e.getMessage());
    }

    /** Each schema's 24 KB of good records, written once for its readers and streams (same bytes from any writer). */
    private static final Map<String, byte[]> GOOD = new ConcurrentHashMap<>();

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void blamesTheRecordThatHoldsABadByteFarBeyondTheFirstBuffer(SchemaCodec<?> reader, Streams streams) {
        // Jackson reads ahead by kilobytes: the bad byte must still be blamed on its own record.
        byte[] good = GOOD.computeIfAbsent(reader.schema().name().toString(),
                schema -> jsonLines(reader.primary(Format.JSON), 24_000));
        byte[] bad = JsonFixture.of(reader).withBytesInAString(0xE0, 0x80, 0xAF);
        long records = count(good);

        assertRejected(reader, concat(good, bad, good), streams, records, good.length);
    }

    /**
     * Each schema's file of a record with a string eight times the limit, made once for all its readers and
     * streams: making it took longer than reading up to the limit.
     */
    private static final Map<String, byte[]> HUGE = new ConcurrentHashMap<>();

    /**
     * Every reader through the tool's stream and through the bare trickle, which takes the other path into
     * the strict UTF-8 check (no mark/reset, a pushback stream); the trickle under a 7-byte buffer adds
     * nothing to what a reader holds, and read the 8 MB file the slowest.
     */
    static Stream<Arguments> readersThroughTheToolsStreamAndTheBareTrickle() {
        return SchemaCodec.allWithStreams(Format.JSON)
                .filter(arguments -> arguments.get()[1] != Streams.TRICKLE_BUFFERED);
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersThroughTheToolsStreamAndTheBareTrickle")
    void rejectsAHugeStringWithoutHoldingMuchMoreThanTheLimit(SchemaCodec<?> reader, Streams streams) {
        JsonFixture<?> fixture = JsonFixture.of(reader);
        byte[] huge = HUGE.computeIfAbsent(reader.schema().name().toString(), schema
                -> concat(fixture.prefix, utf8(fixture.withFirstString("A".repeat(8 * Limits.MAX_RECORD_BYTES)))));
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();

        assertRejected(reader, huge, streams, 2, fixture.prefix.length);

        // Jackson's text buffer grows to about the limit in chars; it must not grow to the string's size.
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertTrue(allocated < 6L * Limits.MAX_RECORD_BYTES + huge.length / 4,
                reader + " via " + streams + " allocated " + allocated + " bytes");
    }

    @ParameterizedTest(name = "{0}: {1} via {2}")
    @MethodSource("acceptedCasesByReaderAndStream")
    void acceptsWhatThePolicyAllowsAlikeInEveryReader(JsonFixture.Accepted<?> policy, SchemaCodec<?> reader,
            Streams streams)
            throws IOException {
        assertEquals(policy.records(), assertAccepted(reader, policy.bytes(), streams));
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void anEmptyFileAndOneOfOnlyWhitespaceOrABomHoldNoRecords(SchemaCodec<?> reader,
            Streams streams) throws IOException {
        assertEquals(List.of(), assertAccepted(reader, new byte[0], streams));
        assertEquals(List.of(), assertAccepted(reader, utf8("\r\n\n \t\n"), streams));
        assertEquals(List.of(), assertAccepted(reader, bytes(0xEF, 0xBB, 0xBF), streams));
        assertEquals(List.of(), assertAccepted(reader, bytes(0xEF, 0xBB, 0xBF, '\n'), streams));
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void garbageAfterACompleteRecordIsTheNextRecord(SchemaCodec<?> reader, Streams streams) {
        JsonFixture<?> fixture = JsonFixture.of(reader);
        byte[] line = utf8(fixture.line);

        assertRejected(reader, concat(fixture.prefix, line, utf8(",\n"), line), streams, 3, fixture.prefix.length
                + line.length);
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void aBomShiftsTheOffsetsOfTheRecordsAfterIt(SchemaCodec<?> reader, Streams streams) {
        byte[] prefix = JsonFixture.of(reader).prefix;

        assertRejected(reader, concat(bytes(0xEF, 0xBB, 0xBF), prefix, utf8("[]")), streams, 2, 3 + prefix.length);
    }

    @ParameterizedTest(name = "{0} via {1}")
    @MethodSource("readersAndStreams")
    void acceptsEveryValidCharacterAtEveryBufferBoundary(SchemaCodec<?> reader, Streams streams) throws IOException {
        JsonFixture.ValidCharacters lines = JsonFixture.of(reader).everyValidCharacter();

        // Written again, the records are what the lines said: what was read is what they hold.
        assertArrayEquals(lines.written(), rewritten(reader, lines.raw(), streams), reader + " via " + streams);
    }

    private static <T> byte[] rewritten(SchemaCodec<T> codec, byte[] bytes, Streams streams) throws IOException {
        return codec.write(codec.read(bytes, streams));
    }

    private static <T> byte[] protobufFile(SchemaCodec<T> protobuf) {
        return protobuf.write(protobuf.generate(11, 20));
    }

    private static <T> byte[] jsonLines(SchemaCodec<T> json, int bytes) {
        return json.write(json.sample(11, bytes));
    }

    private static long count(byte[] jsonLines) {
        long lines = 0;
        for (byte b : jsonLines) {
            lines += b == '\n' ? 1 : 0;
        }
        return lines;
    }
}
