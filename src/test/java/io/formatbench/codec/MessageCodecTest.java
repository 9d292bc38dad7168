package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.codec.json.ProtobufJsonCodec;
import io.formatbench.codec.protobuf.ProtoBinding;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every codec's in-memory form, of every schema: the same records back, and the same bytes as the
 * other codecs of its format that write the dataset's bytes.
 */
class MessageCodecTest {

    static Stream<SchemaCodec<?>> codecs() {
        return SchemaCodec.all();
    }

    static Stream<Arguments> schemasAndFormats() {
        return Schemas.all().stream().flatMap(schema -> Format.all().stream().map(format
                -> Arguments.of(schema, format)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void oneRecordComesBackAsItWent(SchemaCodec<?> codec) throws IOException {
        oneRecord(codec);
    }

    private static <T> void oneRecord(SchemaCodec<T> codec) throws IOException {
        MessageCodec<T> messages = codec.codec().newMessageCodec();
        for (T record : records(codec.schema(), codec.codec())) {
            assertEquals(record, messages.decode(messages.encode(record)), codec.toString());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void listsComeBackAsTheyWent(SchemaCodec<?> codec) throws IOException {
        lists(codec);
    }

    private static <T> void lists(SchemaCodec<T> codec) throws IOException {
        MessageCodec<T> messages = codec.codec().newMessageCodec();
        List<T> records = records(codec.schema(), codec.codec());
        // Twice through the same instance: state kept between calls (a builder, a buffer) must not leak.
        for (int pass = 0; pass < 2; pass++) {
            assertEquals(records, messages.decodeList(messages.encodeList(records)), codec.toString());
            assertEquals(List.of(), messages.decodeList(messages.encodeList(List.of())), codec.toString());
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("schemasAndFormats")
    void everyCodecOfAFormatWritesTheSameBytes(DatasetSchema<?> schema, Format format) throws IOException {
        sameBytes(schema, format);
    }

    private static <T> void sameBytes(DatasetSchema<T> schema, Format format) throws IOException {
        // protobuf-json writes its own bytes: protobuf's JSON mapping, int64 as strings.
        List<Codec<T>> codecs = schema.codecs(format).stream().filter(Codec::writesDatasetBytes).toList();
        MessageCodec<T> first = codecs.get(0).newMessageCodec();
        List<T> records = records(schema, codecs.get(0));
        for (Codec<T> codec : codecs) {
            MessageCodec<T> messages = codec.newMessageCodec();
            for (T record : records) {
                assertArrayEquals(first.encode(record), messages.encode(record), codec.name().toString());
            }
            assertArrayEquals(first.encodeList(records), messages.encodeList(records), codec.name().toString());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void aListIsAJsonArrayOrTheListMessage(SchemaCodec<?> codec) throws IOException {
        listShape(codec);
    }

    private static <T> void listShape(SchemaCodec<T> codec) throws IOException {
        List<T> records = codec.generate(5, 2);
        byte[] list = codec.codec().newMessageCodec().encodeList(records);
        if (codec.codec().name().equals(ProtobufJsonCodec.NAME)) {
            // JsonFormat writes messages, not bare arrays: the list message, in the mapping.
            assertEquals(JsonFormat.printer().preservingProtoFieldNames().omittingInsignificantWhitespace()
                    .alwaysPrintFieldsWithNoPresence().print(listMessage(codec.protoBinding(), records)),
                    new String(list, StandardCharsets.UTF_8));
        } else if (codec.format() == Format.JSON) {
            String json = new String(list, StandardCharsets.UTF_8);
            assertEquals('[', json.charAt(0));
            assertEquals(']', json.charAt(json.length() - 1));
        } else if (codec.format() == Format.PROTOBUF) {
            assertArrayEquals(listMessage(codec.protoBinding(), records).toByteArray(), list);
        } else if (codec.format() == AvroModule.FORMAT) {
            // An Avro array of the records' datums: one block of them all (its count zig-zag), then the end.
            assertEquals(2 * records.size(), list[0], codec.toString());
            assertEquals(0, list[list.length - 1], codec.toString());
        } else {
            // CBOR, Smile and MessagePack: one array of the records, as their mapper reads it.
            assertEquals(records.size(), BinaryJson.of(codec.format()).newMapper().readTree(list).size());
        }
    }

    private static <T, M extends Message> Message listMessage(ProtoBinding<T, M> binding, List<T> records) {
        return binding.toListMessage(records.stream().map(binding::toMessage).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("codecs")
    void aMessageOfAnotherShapeIsRefused(SchemaCodec<?> codec) {
        MessageCodec<?> messages = codec.codec().newMessageCodec();
        byte[] bad = codec.format() == Format.JSON ? "[1]".getBytes(StandardCharsets.UTF_8) : new byte[] {(byte) 0x0c};
        assertThrows(IOException.class, () -> messages.decodeList(bad), codec.toString());
    }

    /** The schema's corner records that the codec carries and a few generated ones. */
    private static <T> List<T> records(DatasetSchema<T> schema, Codec<T> codec) {
        List<T> records = new ArrayList<>(Corners.of(schema, codec));
        records.addAll(SchemaCodec.generate(schema, 5, 20));
        return records;
    }
}
