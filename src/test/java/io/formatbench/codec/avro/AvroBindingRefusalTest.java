package io.formatbench.codec.avro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.Message;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.SchemaCodecs;
import io.formatbench.codec.Format;
import io.formatbench.codec.protobuf.ProtoBinding;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.avro.Schema;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Records of the right Avro shape that the domain cannot hold: avro-direct's bindings refuse each as
 * avro-generic does (through the protobuf message and the model's mapping from it), with the same
 * message, at the same record and byte, strictly checked or not. Where a record breaks two rules, the
 * same one is named: the order of the mapping's checks is kept.
 */
class AvroBindingRefusalTest {

    private static final long SECONDS_MAX = 253_402_300_799L;

    /** A bad third record: the schema's second good record, changed by {@code change}. */
    record Case(String name, DatasetSchema<?> schema, Consumer<GenericRecord> change) {
        @Override
        public String toString() {
            return schema.name() + ": " + name;
        }
    }

    static Stream<Arguments> cases() {
        List<Case> cases = new ArrayList<>();
        cases.add(new Case("timestamp nanos -1", Schemas.MESSAGE, r -> timestamp(r, "my_timestamp").put("nanos", -1)));
        cases.add(new Case("timestamp nanos 10^9", Schemas.MESSAGE,
                r -> timestamp(r, "my_timestamp").put("nanos", 1_000_000_000)));
        cases.add(new Case("timestamp after 9999", Schemas.MESSAGE,
                r -> timestamp(r, "my_timestamp").put("seconds", SECONDS_MAX + 1)));
        cases.add(new Case("status 4", Schemas.MESSAGE, r -> r.put("my_my_status", 4)));
        cases.add(new Case("status -1", Schemas.MESSAGE, r -> r.put("my_my_status", -1)));
        cases.add(new Case("status and timestamp", Schemas.MESSAGE, r -> {
            r.put("my_my_status", 9);
            timestamp(r, "my_timestamp").put("seconds", Long.MIN_VALUE);
        }));
        cases.add(new Case("impression 2^32", Schemas.EVENT, r -> r.put("impression", 1L << 32)));
        cases.add(new Case("screen_width -1", Schemas.EVENT, r -> r.put("screen_width", -1L)));
        cases.add(new Case("vertical 7", Schemas.PIPELINE, r -> r.put("vertical", 7)));
        cases.add(new Case("log level 99", Schemas.PIPELINE, r -> r.put("log_level", 99)));
        cases.add(new Case("vertical and log level", Schemas.PIPELINE, r -> {
            r.put("vertical", -3);
            r.put("log_level", 99);
        }));
        cases.add(new Case("timestamp nanos -1", Schemas.PIPELINE, r -> timestamp(r, "timestamp").put("nanos", -1)));
        cases.add(new Case("last metric's type 5", Schemas.PIPELINE, r -> lastMetric(r).put("type", 5)));
        cases.add(new Case("a metric's type, then the timestamp and vertical", Schemas.PIPELINE, r -> {
            lastMetric(r).put("type", -1);
            timestamp(r, "timestamp").put("nanos", -1);
            r.put("vertical", 70);
        }));
        cases.add(new Case("two metrics, the first named", Schemas.PIPELINE, r -> {
            List<GenericRecord> metrics = metrics(r);
            metrics.get(0).put("value", Double.POSITIVE_INFINITY);
            metrics.get(metrics.size() - 1).put("type", 77);
        }));
        return cases.stream().flatMap(bad -> Stream.of(ReadOptions.STRICT, ReadOptions.LIBRARY)
                .map(options -> Arguments.of(bad, options)));
    }

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("cases")
    void avroDirectRefusesAsAvroGeneric(Case bad, ReadOptions options) throws IOException {
        refusesAlike(bad.schema(), bad.change(), options);
    }

    private static <T> void refusesAlike(DatasetSchema<T> schema, Consumer<GenericRecord> change, ReadOptions options)
            throws IOException {
        byte[] file = file(schema, change);
        Codec<T> generic = schema.codec(AvroGenericCodec.NAME);
        Codec<T> direct = schema.codec(AvroDirectCodec.NAME);
        BadInputException expected = assertThrows(BadInputException.class,
                () -> AvroBindingTest.read(generic, file, options));
        BadInputException actual = assertThrows(BadInputException.class,
                () -> AvroBindingTest.read(direct, file, options));
        assertEquals(2, expected.recordIndex(), expected::getMessage);
        assertEquals(expected.getMessage(), actual.getMessage());
    }

    /** Two good records, then the second changed: through GenericDatumWriter, which writes what it is given. */
    private static <T> byte[] file(DatasetSchema<T> schema, Consumer<GenericRecord> change) throws IOException {
        @SuppressWarnings("unchecked")
        ProtoBinding<T, Message> proto = (ProtoBinding<T, Message>) SchemaCodec.primary(schema, Format.PROTOBUF)
                .protoBinding();
        AvroFields table = AvroFields.of(proto.defaultInstance());
        Schema avro = AvroSchemas.of(proto.defaultInstance().getDescriptorForType());
        GenericMapping mapping = new GenericMapping(table);
        List<T> good = SchemaCodecs.generated(schema, 11, 2);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DataFileWriter<GenericRecord> writer = AvroContainer.create(new GenericDatumWriter<>(avro), avro, out,
                true, AvroBlockCodec.NULL)) {
            for (T record : good) {
                writer.append(mapping.toRecord(proto.toMessage(record)));
            }
            GenericRecord bad = mapping.toRecord(proto.toMessage(good.get(1)));
            change.accept(bad);
            writer.append(bad);
        }
        return out.toByteArray();
    }

    private static GenericRecord timestamp(GenericRecord record, String field) {
        return (GenericRecord) record.get(field);
    }

    @SuppressWarnings("unchecked")
    private static List<GenericRecord> metrics(GenericRecord pipeline) {
        List<GenericRecord> metrics = (List<GenericRecord>) pipeline.get("metrics");
        if (metrics.size() < 2) {
            // The generator's record may have fewer: two of the shape the schema gives, enough for every case.
            Schema metric = pipeline.getSchema().getField("metrics").schema().getElementType();
            while (metrics.size() < 2) {
                GenericRecord added = new GenericData.Record(metric);
                added.put("key", "k" + metrics.size());
                added.put("value", 1.5);
                added.put("type", 1);
                metrics.add(added);
            }
        }
        return metrics;
    }

    private static GenericRecord lastMetric(GenericRecord pipeline) {
        List<GenericRecord> metrics = metrics(pipeline);
        return metrics.get(metrics.size() - 1);
    }
}
