package io.formatbench.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.driver.FuzzedDataProviderImpl;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;

/**
 * Every fuzz target, fuzzed briefly by {@code mvn verify} (the surefire execution {@code fuzz-briefly}):
 * Jazzer fuzzes one test per JVM, and a JVM per target would cost more than the fuzzing, so this one
 * target hands each input to one of the others, the one its first byte names, coverage-guided across
 * all of them. Its seeds (BriefFuzzTestInputs/everyTarget/) are every target's kept inputs, each behind
 * its target's byte ({@link #TARGETS}' index), so that the fuzzer starts from real files of every format.
 * The build's search is a fixed count of inputs ({@link #EXECUTIONS}) from a fixed seed (pom.xml), not a
 * time: every build tries the same inputs, so its outcome does not depend on how fast the machine is or
 * on what a search happened to reach. A finding is kept as any other: its input, replayed here, names
 * the target by its first byte. scripts/fuzz.sh fuzzes each target on its own, for longer.
 */
class BriefFuzzTest {

    /** One fuzz target, as the method that takes its input. */
    private interface Target {
        void fuzz(byte[] input) throws IOException;
    }

    /** In a fixed order: a seed's first byte is its target's index here. Append only. */
    static final List<String> TARGETS = List.of(
            "ReaderFuzzTest#jacksonDatabind", "ReaderFuzzTest#jacksonStreaming", "ReaderFuzzTest#jacksonJsonSchema",
            "ReaderFuzzTest#protobufJson", "ReaderFuzzTest#protobufDelimited", "ReaderFuzzTest#protobufCoded",
            "ReaderFuzzTest#avroGeneric", "ReaderFuzzTest#avroDirect", "ReaderFuzzTest#cborStreaming",
            "ReaderFuzzTest#smileStreaming", "ReaderFuzzTest#anyMessageJson", "ReaderFuzzTest#anyMessageProtobuf",
            "RoundTripFuzzTest#anyUser", "RoundTripFuzzTest#anyEvent", "VerifyFuzzTest#verifyAFile",
            "VerifyFuzzTest#verifyADatasetWithAnyManifest");

    private static final List<Target> BY_INDEX = targets();

    /**
     * Inputs the build's search runs, the kept ones among them: 9-16 s of fuzzing on a busy 2-core machine,
     * after some 20-25 s in which Jazzer replays the kept inputs under its agent. A count, not a time, so that
     * every build runs the same inputs.
     */
    static final long EXECUTIONS = 600;

    // No JUnit timeout: in fuzzing mode it would bound the whole run, not an input (libFuzzer's own bounds those).
    // maxDuration only bounds a machine far slower than ours: the count ends the search first.
    @Tag("brief-fuzz")
    @FuzzTest(maxDuration = "5m", maxExecutions = EXECUTIONS)
    void everyTarget(byte[] input) throws IOException {
        if (input.length == 0) {
            return;
        }
        BY_INDEX.get(Byte.toUnsignedInt(input[0]) % BY_INDEX.size()).fuzz(Arrays.copyOfRange(input, 1, input.length));
    }

    private static List<Target> targets() {
        ReaderFuzzTest readers = new ReaderFuzzTest();
        RoundTripFuzzTest roundTrips = new RoundTripFuzzTest();
        VerifyFuzzTest verify = new VerifyFuzzTest();
        List<Target> targets = List.of(readers::jacksonDatabind, readers::jacksonStreaming, readers::jacksonJsonSchema,
                readers::protobufJson, readers::protobufDelimited, readers::protobufCoded, readers::avroGeneric,
                readers::avroDirect, readers::cborStreaming, readers::smileStreaming, readers::anyMessageJson,
                readers::anyMessageProtobuf, provided(roundTrips::anyUser), provided(roundTrips::anyEvent),
                provided(verify::verifyAFile), verify::verifyADatasetWithAnyManifest);
        if (targets.size() != TARGETS.size()) {
            throw new IllegalStateException("a target without its name in TARGETS, or the other way round");
        }
        return targets;
    }

    /** A target that takes a FuzzedDataProvider, over the input's bytes, as Jazzer replays a kept input. */
    private interface ProvidedTarget {
        void fuzz(FuzzedDataProvider data) throws IOException;
    }

    private static Target provided(ProvidedTarget target) {
        return input -> {
            try (FuzzedDataProviderImpl data = FuzzedDataProviderImpl.withJavaData(input)) {
                target.fuzz(data);
            }
        };
    }
}
