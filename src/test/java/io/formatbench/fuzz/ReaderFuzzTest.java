package io.formatbench.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * Every strict reader of every format on arbitrary bytes ({@link ReaderContract}), as the reader of
 * each schema in turn: the same bytes may be a bad file of one schema and a good one of another.
 * The readers with library checks are not fuzzed: they read only files checked against their
 * manifest first. Each input gets at most 10 seconds; a hang is a finding.
 */
class ReaderFuzzTest {

    @FuzzTest
    @Timeout(10)
    void jacksonDatabind(byte[] input) throws IOException {
        checkEverySchema("jackson-databind", input);
    }

    @FuzzTest
    @Timeout(10)
    void jackson3Databind(byte[] input) throws IOException {
        checkEverySchema("jackson3-databind", input);
    }

    @FuzzTest
    @Timeout(10)
    void jacksonStreaming(byte[] input) throws IOException {
        checkEverySchema("jackson-streaming", input);
    }

    @FuzzTest
    @Timeout(10)
    void jackson3Streaming(byte[] input) throws IOException {
        checkEverySchema("jackson3-streaming", input);
    }

    @FuzzTest
    @Timeout(10)
    void jacksonJsonSchema(byte[] input) throws IOException {
        checkEverySchema("jackson-json-schema", input);
    }

    @FuzzTest
    @Timeout(10)
    void protobufJson(byte[] input) throws IOException {
        checkEverySchema("protobuf-json", input);
    }

    @FuzzTest
    @Timeout(10)
    void protobufDelimited(byte[] input) throws IOException {
        checkEverySchema("protobuf-delimited", input);
    }

    @FuzzTest
    @Timeout(10)
    void protobufCoded(byte[] input) throws IOException {
        checkEverySchema("protobuf-coded", input);
    }

    @FuzzTest
    @Timeout(10)
    void avroGeneric(byte[] input) throws IOException {
        checkEverySchema("avro-generic", input);
    }

    @FuzzTest
    @Timeout(10)
    void avroDirect(byte[] input) throws IOException {
        checkEverySchema("avro-direct", input);
    }

    /** The CBOR sequence's streaming reader, and the databind one beside it. */
    @FuzzTest
    @Timeout(10)
    void cborStreaming(byte[] input) throws IOException {
        checkEverySchema("cbor-streaming", input);
    }

    @FuzzTest
    @Timeout(10)
    void cborJackson3Streaming(byte[] input) throws IOException {
        checkEverySchema("cbor-jackson3-streaming", input);
    }

    /** The Smile stream's streaming reader, and the databind one beside it. */
    @FuzzTest
    @Timeout(10)
    void smileStreaming(byte[] input) throws IOException {
        checkEverySchema("smile-streaming", input);
    }

    @FuzzTest
    @Timeout(10)
    void smileJackson3Streaming(byte[] input) throws IOException {
        checkEverySchema("smile-jackson3-streaming", input);
    }

    /** The MessagePack stream's streaming reader, and the databind one beside it. */
    @FuzzTest
    @Timeout(10)
    void msgpackStreaming(byte[] input) throws IOException {
        checkEverySchema("msgpack-streaming", input);
    }

    /** The descriptor-driven JSON reader, and JsonFormat beside it, as readers of messages of proto/. */
    @FuzzTest
    @Timeout(10)
    void anyMessageJson(byte[] input) throws IOException {
        checkMessagesOfProto("jackson-streaming", input);
    }

    /** The generated message's parser, as the reader of messages of proto/. */
    @FuzzTest
    @Timeout(10)
    void anyMessageProtobuf(byte[] input) throws IOException {
        checkMessagesOfProto("protobuf-coded", input);
    }

    private static void checkMessagesOfProto(String codec, byte[] input) throws IOException {
        // Every kind of field, and a recursive message.
        for (String name : List.of("formatbench.kinds.EveryKind", "formatbench.kinds.Tree")) {
            check(Schemas.byName(SchemaName.of(name)), codec, input);
        }
    }

    private static void checkEverySchema(String codec, byte[] input) throws IOException {
        for (DatasetSchema<?> schema : Schemas.all()) {
            check(schema, codec, input);
        }
    }

    private static <T> void check(DatasetSchema<T> schema, String codec, byte[] input) throws IOException {
        ReaderContract.check(new SchemaCodec<>(schema, schema.codec(CodecName.of(codec))), input);
    }
}
