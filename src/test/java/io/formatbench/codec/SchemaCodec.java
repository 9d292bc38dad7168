package io.formatbench.codec;

import io.formatbench.codec.protobuf.ProtoBinding;
import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.RecordGenerator;
import io.formatbench.dataset.Schemas;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * One codec of one schema: what the tests common to every schema run on. Built from
 * {@link Schemas#all()}, so that a schema registered there is tested by them with every codec it has.
 */
public record SchemaCodec<T>(DatasetSchema<T> schema, Codec<T> codec) {

    /** How the readers of the tests name their input. */
    public static final String SOURCE = "test/records.data";

    /** Every codec of every schema. */
    public static Stream<SchemaCodec<?>> all() {
        return Schemas.all().stream().flatMap(SchemaCodec::of);
    }

    /**
     * Every codec of the format that reads and writes the dataset's bytes under the bad-input policy,
     * of every schema: what the tests of the format's policy run on. protobuf-json reads a dialect of
     * its own (one record per line, protobuf's JSON mapping) and has tests of its own.
     */
    public static Stream<SchemaCodec<?>> all(Format format) {
        return all().filter(codec -> codec.format() == format && codec.codec().writesDatasetBytes());
    }

    /** Every codec of the format of every schema, crossed with every way of streaming: for {@code @MethodSource}. */
    public static Stream<Arguments> allWithStreams(Format format) {
        return all(format).flatMap(codec -> Stream.of(Streams.values()).map(streams -> Arguments.of(codec, streams)));
    }

    public static <T> Stream<SchemaCodec<?>> of(DatasetSchema<T> schema) {
        return schema.codecs().stream().map(codec -> new SchemaCodec<>(schema, codec));
    }

    public Format format() {
        return codec.format();
    }

    /**
     * This schema's codecs that write and read the same bytes as this one, this one among them: the
     * readers of what it writes, the writers of what it reads. For a codec of the dataset's bytes,
     * every such codec of its format; a codec in bytes of its own (protobuf-json) is alone.
     */
    public List<SchemaCodec<T>> sameFormat() {
        if (!codec.writesDatasetBytes()) {
            return List.of(this);
        }
        return schema.codecs(format()).stream().filter(Codec::writesDatasetBytes)
                .map(other -> new SchemaCodec<>(schema, other)).toList();
    }

    /** The schema's codec that the generator writes this format with. */
    public SchemaCodec<T> primary(Format format) {
        return primary(schema, format);
    }

    public static <T> SchemaCodec<T> primary(DatasetSchema<T> schema, Format format) {
        return new SchemaCodec<>(schema, schema.primaryCodec(format));
    }

    /** The schema's message, for code that works on any message (its descriptor, JsonFormat). */
    public ProtoBinding<T, ?> protoBinding() {
        return ((ProtobufCodedCodec<T, ?>) LazyCodec.built(schema.primaryCodec(Format.PROTOBUF))).binding();
    }

    public List<T> generate(long seed, int count) {
        return generate(schema, seed, count);
    }

    public static <T> List<T> generate(DatasetSchema<T> schema, long seed, int count) {
        RecordGenerator<T> generator = schema.generator().create(seed, 0);
        List<T> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            records.add(generator.next());
        }
        return records;
    }

    /**
     * The seed's first records, as many as make about {@code jsonBytes} of JSON Lines (at least 20):
     * a sample of the same size in bytes whether the schema's records are narrow or wide.
     */
    public List<T> sample(long seed, int jsonBytes) {
        MessageCodec<T> json = schema.primaryCodec(Format.JSON).newMessageCodec();
        RecordGenerator<T> generator = schema.generator().create(seed, 0);
        List<T> records = new ArrayList<>();
        try {
            for (long bytes = 0; bytes < jsonBytes || records.size() < 20; ) {
                T record = generator.next();
                bytes += json.encode(record).length + 1;
                records.add(record);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(records);
    }

    public byte[] write(List<T> records) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (RecordWriter<T> writer = codec.newWriter(IoStack.output(bytes, Compression.NONE))) {
            for (T record : records) {
                writer.write(record);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Reads every record with every check. */
    public List<T> read(byte[] bytes, Streams streams) throws IOException {
        return read(streams.open(bytes), ReadChecks.STRICT);
    }

    /** Reads every record with the checks, rejecting unknown fields. */
    public List<T> read(InputStream in, ReadChecks checks) throws IOException {
        return read(in, ReadOptions.of(checks, UnknownFields.REJECT));
    }

    public List<T> read(InputStream in, ReadOptions options) throws IOException {
        List<T> records = new ArrayList<>();
        try (RecordReader<T> reader = codec.newReader(in, SOURCE, options)) {
            for (T record; (record = reader.read()) != null; ) {
                records.add(record);
            }
        }
        return records;
    }

    @Override
    public String toString() {
        return schema.name() + " " + codec.name();
    }
}
