package io.formatbench.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.formatbench.codec.Codec;
import io.formatbench.dataset.Schemas;
import io.formatbench.model.User;
import java.io.IOException;
import org.junit.jupiter.api.Timeout;

/**
 * Every strict reader of every format on arbitrary bytes ({@link ReaderContract}). The readers
 * with library checks are not fuzzed: they read only files checked against their manifest first.
 * Each input gets at most 10 seconds; a hang is a finding.
 */
class ReaderFuzzTest {

    @FuzzTest
    @Timeout(10)
    void jacksonDatabind(byte[] input) throws IOException {
        ReaderContract.check(codec("jackson-databind"), input);
    }

    @FuzzTest
    @Timeout(10)
    void jacksonStreaming(byte[] input) throws IOException {
        ReaderContract.check(codec("jackson-streaming"), input);
    }

    @FuzzTest
    @Timeout(10)
    void jacksonJsonSchema(byte[] input) throws IOException {
        ReaderContract.check(codec("jackson-json-schema"), input);
    }

    @FuzzTest
    @Timeout(10)
    void protobufJson(byte[] input) throws IOException {
        ReaderContract.check(codec("protobuf-json"), input);
    }

    @FuzzTest
    @Timeout(10)
    void protobufDelimited(byte[] input) throws IOException {
        ReaderContract.check(codec("protobuf-delimited"), input);
    }

    @FuzzTest
    @Timeout(10)
    void protobufCoded(byte[] input) throws IOException {
        ReaderContract.check(codec("protobuf-coded"), input);
    }

    private static Codec<User> codec(String name) {
        return Schemas.USER.codec(name);
    }
}
