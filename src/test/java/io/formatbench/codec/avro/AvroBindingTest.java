package io.formatbench.codec.avro;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.formatbench.codec.Codec;
import io.formatbench.codec.EventCorners;
import io.formatbench.codec.LazyCodec;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaCodecs;
import io.formatbench.codec.SchemaCorners;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.EventAvroBinding;
import io.formatbench.proto.records.PipelineAvroBinding;
import io.formatbench.proto.records.SmallMessageAvroBinding;
import io.formatbench.proto.records.UserAvroBinding;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The tool's schemas' generated direct bindings against avro-generic, the idiomatic path through a
 * GenericRecord: the same bytes for the same records (files of every block codec, and each datum), and
 * the records back from them, strictly checked or not.
 */
class AvroBindingTest {

    /** Enough records for several of Avro's 64 KiB blocks even of the narrowest schema. */
    private static final int RECORDS = 3_000;

    static Stream<Arguments> bindings() {
        return Stream.of(
                Arguments.of(Schemas.USER, UserAvroBinding.INSTANCE),
                Arguments.of(Schemas.MESSAGE, SmallMessageAvroBinding.INSTANCE),
                Arguments.of(Schemas.EVENT, EventAvroBinding.INSTANCE),
                Arguments.of(Schemas.PIPELINE, PipelineAvroBinding.INSTANCE));
    }

    static Stream<Arguments> schemasAndBlocks() {
        return Stream.of(Schemas.USER, Schemas.MESSAGE, Schemas.EVENT, Schemas.PIPELINE)
                .flatMap(schema -> Stream.of(AvroBlockCodec.values()).map(blocks -> Arguments.of(schema, blocks)));
    }

    /** Generated records and the schema's corners (extreme numbers, odd strings, empty lists). */
    static <T> List<T> records(DatasetSchema<T> schema) {
        List<T> records = new ArrayList<>(SchemaCodecs.generated(schema, 20_261_126, RECORDS));
        records.addAll(SchemaCorners.of(schema));
        if (schema == Schemas.EVENT) {
            @SuppressWarnings("unchecked")
            List<T> corners = (List<T>) EventCorners.all();
            records.addAll(corners);
        }
        return records;
    }

    @ParameterizedTest(name = "{0}, {1} blocks")
    @MethodSource("schemasAndBlocks")
    <T> void avroDirectWritesTheFileAvroGenericWrites(DatasetSchema<T> schema, AvroBlockCodec blocks)
            throws IOException {
        List<T> records = records(schema);
        byte[] generic = write(schema.codec(AvroGenericCodec.NAME).withOptions(blocks.options()), records);
        byte[] direct = write(schema.codec(AvroDirectCodec.NAME).withOptions(blocks.options()), records);
        assertArrayEquals(generic, direct);
        assertEquals(records, read(schema.codec(AvroDirectCodec.NAME), direct, ReadOptions.STRICT));
        assertEquals(records, read(schema.codec(AvroDirectCodec.NAME), direct, ReadOptions.LIBRARY));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bindings")
    <T> void eachDatumIsAvroGenericsAndReadsBack(DatasetSchema<T> schema, AvroBinding<T> binding)
            throws IOException {
        MessageCodec<T> generic = schema.codec(AvroGenericCodec.NAME).newMessageCodec();
        MessageCodec<T> direct = schema.codec(AvroDirectCodec.NAME).newMessageCodec();
        List<T> records = records(schema);
        for (T record : records) {
            byte[] datum = generic.encode(record);
            assertArrayEquals(datum, direct.encode(record), () -> "the datum of " + record);
            assertArrayEquals(datum, encode(binding, record), () -> "the datum of " + record);
            for (boolean strict : new boolean[] {true, false}) {
                BinaryDecoder in = DecoderFactory.get().binaryDecoder(datum, null);
                ValueLimits limits = new ValueLimits(strict);
                limits.startRecord();
                assertEquals(record, binding.read(in, limits));
                assertEquals(true, in.isEnd(), "the whole datum is read");
            }
            assertEquals(record, direct.decode(datum));
        }
        List<T> some = records.subList(0, 100);
        assertArrayEquals(generic.encodeList(some), direct.encodeList(some));
        assertEquals(some, direct.decodeList(direct.encodeList(some)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bindings")
    <T> void aDirectFileReadsBackThroughAvroGeneric(DatasetSchema<T> schema, AvroBinding<T> ignored)
            throws IOException {
        List<T> records = records(schema);
        byte[] direct = write(schema.codec(AvroDirectCodec.NAME), records);
        assertEquals(records, read(schema.codec(AvroGenericCodec.NAME), direct, ReadOptions.STRICT));
        assertEquals(records, read(schema.codec(AvroGenericCodec.NAME), direct, ReadOptions.LIBRARY));
    }

    /** Schemas wires each hand-written schema's own binding into avro-direct, not the field table's. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("bindings")
    <T> void avroDirectRunsTheSchemasOwnBinding(DatasetSchema<T> schema, AvroBinding<T> binding) {
        AvroDirectCodec<T> direct = (AvroDirectCodec<T>) LazyCodec.built(schema.codec(AvroDirectCodec.NAME));
        assertEquals(binding.getClass(), direct.binding().getClass());
    }

    static <T> byte[] encode(AvroBinding<T> binding, T record) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BinaryEncoder out = EncoderFactory.get().binaryEncoder(bytes, null);
        binding.write(record, out);
        out.flush();
        return bytes.toByteArray();
    }

    static <T> byte[] write(Codec<T> codec, List<T> records) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (RecordWriter<T> writer = codec.newWriter(bytes)) {
            for (T record : records) {
                writer.write(record);
            }
        }
        return bytes.toByteArray();
    }

    static <T> List<T> read(Codec<T> codec, byte[] bytes, ReadOptions options) throws IOException {
        List<T> records = new ArrayList<>();
        try (RecordReader<T> reader = codec.newReader(new ByteArrayInputStream(bytes), "test.avro", options)) {
            for (T record; (record = reader.read()) != null; ) {
                records.add(record);
            }
        }
        return records;
    }
}
