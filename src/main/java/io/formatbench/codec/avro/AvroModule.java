package io.formatbench.codec.avro;

import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.LazyCodec;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.codec.floor.RecordFramer;
import io.formatbench.codec.protobuf.RecordProtoBinding;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.FormatModule;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.RecordBindings;
import io.formatbench.proto.Provenance;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.avro.JsonProperties;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.EncoderFactory;

/**
 * Avro object container files: GenericRecord through the generic API, and the direct codec's own
 * datum reader and writer. Its option is the files' block codec ({@link AvroBlockCodec#OPTION}).
 */
public final class AvroModule implements FormatModule {

    /** Avro's format: declared here, with its module, and listed by the registry's line of the module. */
    public static final Format FORMAT = new Format("avro", ".avro",
            "an Avro object container file (a header with the schema, then blocks of records)");

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public List<FormatOptions.Key<?>> options() {
        return List.of(AvroBlockCodec.OPTION);
    }

    @Override
    public RecordFramer framer(RecordFramer.Frames frames) {
        return new AvroBlockFramer(frames);
    }

    @Override
    public <T, M extends Message> List<Codec<T>> codecs(SchemaName name, RecordProtoBinding<T, M> proto,
                                                        RecordBindings<T, M> bindings) {
        // Built when a run first uses them (see LazyCodec), each with the record's Avro schema.
        return List.of(
                LazyCodec.of(AvroGenericCodec.NAME, FORMAT, Style.IDIOMATIC, () -> {
                    AvroRecordType<T, M> avro = AvroRecordType.of(proto, bindings.avro());
                    return new AvroGenericCodec<>(avro, bindings.genericRecords(avro.schema()));
                }),
                LazyCodec.of(AvroDirectCodec.NAME, FORMAT, Style.TUNED,
                        () -> new AvroDirectCodec<>(AvroRecordType.of(proto, bindings.avro()))));
    }

    /**
     * An Avro record carries no field outside its file's schema: the newer version is a newer schema in
     * the header, the record's fields then the added ones, and each datum the record's then the
     * additions'; the blocks compressed with the options' block codec, as the dataset's twin of the
     * tool's version has them.
     */
    @Override
    public <T> RecordWriter<T> newerWriter(DatasetSchema<T> schema, NewerSchema.Additions additions,
                                           FormatOptions options, OutputStream out) {
        MessageCodec<T> records = schema.primaryCodec(FORMAT).newMessageCodec();
        try {
            return AvroEvolution.appendingWriter(newerSchema(schema), records, () -> datum(additions.next()),
                    options.get(AvroBlockCodec.OPTION), out);
        } catch (IOException e) {
            // The header goes to a stream just opened for writing.
            throw new UncheckedIOException(e);
        }
    }

    /** The newer version's Avro schema: the record's, then {@code revision} (long) and {@code provenance} (or null). */
    static Schema newerSchema(DatasetSchema<?> schema) {
        Schema record = ((AvroDirectCodec<?>) LazyCodec.built(schema.primaryCodec(FORMAT))).schema();
        Schema provenance = Schema.createUnion(Schema.create(Schema.Type.NULL),
                AvroSchemas.of(Provenance.getDescriptor()));
        return AvroEvolution.withAddedFields(record, List.of(
                // The .proto's names, which the JSON properties also are.
                new Schema.Field(NewerSchema.REVISION_JSON, Schema.create(Schema.Type.LONG)),
                new Schema.Field(NewerSchema.PROVENANCE_JSON, provenance, null, JsonProperties.NULL_VALUE)));
    }

    /** The added fields' Avro bytes, which follow the record's datum: the revision, then the provenance's union. */
    static byte[] datum(NewerSchema.Addition addition) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BinaryEncoder out = EncoderFactory.get().directBinaryEncoder(bytes, null);
        out.writeLong(addition.revision());
        out.writeIndex(1);
        out.writeString(addition.origin());
        out.writeLong(addition.ingestedAtMs());
        out.flush();
        return bytes.toByteArray();
    }
}
