package io.formatbench.codec.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.codec.BadInputAssertions;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.SchemaCodecs;
import io.formatbench.codec.Streams;
import io.formatbench.codec.UserCodecs;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.Event;
import io.formatbench.proto.records.User;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What fastjson2's and DSL-JSON's library readers take that the JSON Lines policy refuses (docs/bad-input.md
 * lists it): each read as the library reads it, while every strict read, the policy's reader's, refuses it.
 * The reason those codecs are kept to the library variant, which reads only files just checked against
 * their manifest.
 */
class LibraryLeniencyTest {

    private static final String RECORD = "{\"id\":1,\"name\":\"a\",\"email\":\"e\",\"age\":3,\"active\":true}";
    private static final User USER = new User(1, "a", "e", 3, true);

    /** The codecs kept to the library variant: those whose strict reads are the policy reader's. */
    static List<Codec<User>> libraryOnly() {
        return UserCodecs.of(Format.JSON).stream().filter(codec -> !codec.readsStrictlyItself()).toList();
    }

    /** What each takes, the record it reads, and the libraries (by the codecs' names' start) that take it. */
    static Stream<Arguments> leniencies() {
        return Stream.of(
                Arguments.of("an int32 with a fraction", RECORD.replace("\"age\":3", "\"age\":3.0"), USER,
                        Set.of("fastjson2")),
                Arguments.of("an int32 with an exponent", RECORD.replace("\"age\":3", "\"age\":3E0"), USER,
                        Set.of("fastjson2", "dsl-json")),
                Arguments.of("an int32 with a leading zero", RECORD.replace("\"age\":3", "\"age\":03"), USER,
                        Set.of("fastjson2")),
                Arguments.of("an int32 with a plus sign", RECORD.replace("\"age\":3", "\"age\":+3"), USER,
                        Set.of("fastjson2")),
                Arguments.of("a raw tab in a string", RECORD.replace("\"a\"", "\"a\tb\""),
                        new User(1, "a\tb", "e", 3, true), Set.of("fastjson2", "dsl-json")),
                Arguments.of("single quotes", RECORD.replace('"', '\''), USER, Set.of("fastjson2")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("leniencies")
    void theLibraryReadsWhatOnlyThePolicyRefuses(String what, String line, User asTheLibraryReadsIt,
                                                 Set<String> lenient) throws IOException {
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        for (Codec<User> codec : libraryOnly()) {
            BadInputAssertions.assertRejected(codec, bytes, Streams.BUFFERED, 0, 0);
            boolean takes = lenient.stream().anyMatch(library -> codec.name().toString().startsWith(library));
            if (takes) {
                assertEquals(List.of(asTheLibraryReadsIt), UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes),
                        ReadOptions.LIBRARY), codec.name().toString());
            } else {
                assertThrows(BadInputException.class, () -> UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes),
                        ReadOptions.LIBRARY), codec.name().toString());
            }
        }
    }

    /**
     * DSL-JSON reads an integer past a long's range through a BigDecimal and keeps its low 64 bits: a uint32
     * of 2^64 is read as 0, in range.
     */
    @Test
    void dslJsonKeepsTheLow64BitsOfAnIntegerPastALong() throws IOException {
        Event event = SchemaCodecs.generated(Schemas.EVENT, 3, 1).get(0);
        String line = new String(SchemaCodecs.write(Schemas.EVENT.primaryCodec(Format.JSON), List.of(event)),
                StandardCharsets.UTF_8).replaceFirst("\"impression\":\\d+", "\"impression\":18446744073709551616");
        byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
        for (Codec<Event> codec : Schemas.EVENT.codecs(Format.JSON)) {
            if (codec.name().toString().startsWith("dsl-json")) {
                assertEquals(0, SchemaCodecs.readAll(codec, Streams.BUFFERED.open(bytes), ReadOptions.LIBRARY).get(0)
                        .impression(), codec.name().toString());
            } else if (!codec.readsStrictlyItself()) {
                assertThrows(BadInputException.class, () -> SchemaCodecs.readAll(codec, Streams.BUFFERED.open(bytes),
                        ReadOptions.LIBRARY), codec.name().toString());
            }
            SchemaCodecs.assertRejected(codec, bytes, Streams.BUFFERED, ReadOptions.STRICT, 0, 0);
        }
    }

    /** What the library readers still refuse: a property the record lacks, a field given twice. */
    @Test
    void unknownAndDuplicateFieldsAreRefusedByTheGeneratedBindings() {
        for (String line : List.of(RECORD.replace("}", ",\"nickname\":\"z\"}"), RECORD.replace("}", ",\"age\":4}"))) {
            byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
            for (Codec<User> codec : libraryOnly()) {
                assertThrows(BadInputException.class, () -> UserCodecs.readAll(codec, Streams.BUFFERED.open(bytes),
                        ReadOptions.LIBRARY), codec.name() + ": " + line);
            }
        }
        assertFalse(libraryOnly().isEmpty());
    }
}
