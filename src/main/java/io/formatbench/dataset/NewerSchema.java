package io.formatbench.dataset;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.CodedOutputStream;
import io.formatbench.codec.AvroBlockCodec;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.avro.AvroDirectCodec;
import io.formatbench.codec.avro.AvroEvolution;
import io.formatbench.codec.avro.AvroSchemas;
import io.formatbench.codec.json.BinaryJson;
import io.formatbench.codec.json.JsonPolicy;
import io.formatbench.proto.Provenance;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.avro.JsonProperties;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.EncoderFactory;

/**
 * Data of the next version of a schema: what the tool's readers meet when the writers have moved on.
 * Version {@code schema.version() + 1} of every schema is its record, field for field, followed by
 * the two fields of proto/evolution.proto: {@code revision} (an int64, field 1000) and
 * {@code provenance} (a nested message, field 1001). The one definition works for every registered
 * schema, with nothing per schema: {@code user_v2.proto} spells out what version 2 is for one schema,
 * and the tests build every schema's version 2 from its descriptor and evolution.proto.
 *
 * <p>A newer dataset is its older one plus the additions: the same seed gives the same records, and
 * the content digest in its manifest is theirs, what a reader of the tool's version sees. The added
 * values come from a random stream of their own ({@link #additionsSeed}), so that the records are
 * exactly the older dataset's. In JSON Lines each object ends with the two added properties; in
 * delimited protobuf each frame holds the record's message bytes followed by the added fields' bytes,
 * a valid message of the newer version (protobuf fields may come in any order, and the frame's
 * length covers both).
 */
public final class NewerSchema {

    /** Fields the newer version adds to each record, at the record's own level. */
    public static final int ADDED_FIELDS = 2;

    /** Field number of the added scalar, {@code int64 revision}. */
    public static final int REVISION_FIELD = 1000;

    /** Field number of the added nested message, {@code Provenance provenance}. */
    public static final int PROVENANCE_FIELD = 1001;

    /** The added fields' names in JSON, proto3's JSON mapping of the fields (an int64 is a string there). */
    public static final String REVISION_JSON = "revision";
    public static final String PROVENANCE_JSON = "provenance";

    private static final String[] ORIGINS = {
        "web", "mobile-ios", "mobile-android", "batch-import", "partner-api", "support-console",
    };
    /** 2023-11-14T22:13:20Z: ingestion times fall in the year after it. */
    private static final long FIRST_INGESTED_MS = 1_700_000_000_000L;
    private static final long YEAR_MS = 365L * 24 * 3600 * 1000;
    /** Sets the additions' stream apart from the records' own, which starts from the shard's seed itself. */
    private static final long ADDITIONS_SEED_STEP = 0xD1B54A32D192ED03L;

    private NewerSchema() {}

    /** The version after the tool's own: the only newer one it can write. */
    public static int version(DatasetSchema<?> schema) {
        return schema.version() + 1;
    }

    /** Whether the manifest's records are of the newer version of the tool's schema. */
    public static boolean isNewer(Manifest manifest, DatasetSchema<?> schema) {
        return manifest.schemaVersion() == version(schema);
    }

    /**
     * The one rule for where a dataset of a schema version lives: {@code data} itself for the tool's
     * version, a folder beside it named {@code data}'s name with "-v" and the version for another
     * (data-v2 for data, data/user-v2 for data/user, data/user-zstd-v2 for data/user-zstd: whatever
     * folder {@code cli/Datasets} chose, compressed or not). Generate writes there, bench reads the
     * newer data there.
     */
    public static Path folder(Path data, DatasetSchema<?> schema, int version) {
        if (version == schema.version()) {
            return data;
        }
        Path name = data.getFileName();
        return name == null ? data.resolve("data-v" + version) : data.resolveSibling(name + "-v" + version);
    }

    /** How many fields a reader of the tool's version skips in a file of {@code records} records of {@code version}. */
    public static long unknownFields(DatasetSchema<?> schema, int version, long records) {
        return version == schema.version() ? 0 : ADDED_FIELDS * records;
    }

    /** The seed of a shard's added values: its own stream, apart from the records'. */
    static long additionsSeed(long shardSeed) {
        return shardSeed + ADDITIONS_SEED_STEP;
    }

    /** The values the newer version adds to one record. */
    public record Addition(long revision, String origin, long ingestedAtMs) {

        /** The nested message as protobuf writes it. */
        public Provenance provenance() {
            return Provenance.newBuilder().setOrigin(origin).setIngestedAtMs(ingestedAtMs).build();
        }
    }

    /**
     * The added values of a shard's records, in order: revisions 1 to 100,000, an origin from a short
     * list, an ingestion time within a year. None is a default value, so each record carries both
     * fields in protobuf too, which writes no bytes for a default.
     */
    public static final class Additions {
        private final SplittableRandom random;

        public Additions(long shardSeed) {
            this.random = new SplittableRandom(additionsSeed(shardSeed));
        }

        public Addition next() {
            long revision = 1 + random.nextInt(100_000);
            String origin = ORIGINS[random.nextInt(ORIGINS.length)];
            long ingestedAtMs = FIRST_INGESTED_MS + random.nextLong(YEAR_MS);
            return new Addition(revision, origin, ingestedAtMs);
        }
    }

    /**
     * A writer of the newer version's records to {@code out} (which it closes): each record encoded
     * by the format's primary codec, as the tool's own version writes it, then the additions of the
     * shard whose seed is {@code shardSeed} appended; Avro's blocks compressed with {@code avroBlocks},
     * as the dataset's twin of the tool's version has them.
     */
    public static <T> RecordWriter<T> writer(DatasetSchema<T> schema, Format format, AvroBlockCodec avroBlocks,
                                             OutputStream out, long shardSeed) {
        MessageCodec<T> records = schema.primaryCodec(format).newMessageCodec();
        Additions additions = new Additions(shardSeed);
        return switch (format) {
            case JSON -> new JsonLinesWriter<>(records, additions, out);
            case PROTOBUF -> new DelimitedWriter<>(records, additions, out);
            case CBOR, SMILE -> new BinaryJsonWriter<>(records, additions, BinaryJson.of(format).newMapper(), out);
            // An Avro record carries no field outside its file's schema: the newer version is a newer schema in
            // the header, the record's fields then the added ones, and each datum the record's then the additions'.
            case AVRO -> avroWriter(avroSchema(schema), records, additions, avroBlocks, out);
        };
    }

    /** The added properties of one JSON object, as the JSON text that follows the record's own. */
    public static byte[] json(Addition addition) throws IOException {
        ByteArrayBuilder bytes = new ByteArrayBuilder();
        try (JsonGenerator generator = JsonPolicy.newFactory().createGenerator(bytes, JsonEncoding.UTF8)) {
            generator.writeStartObject();
            generator.writeStringField(REVISION_JSON, Long.toString(addition.revision()));
            generator.writeObjectFieldStart(PROVENANCE_JSON);
            generator.writeStringField("origin", addition.origin());
            generator.writeStringField("ingestedAtMs", Long.toString(addition.ingestedAtMs()));
            generator.writeEndObject();
            generator.writeEndObject();
        }
        return bytes.toByteArray();
    }

    private static <T> RecordWriter<T> avroWriter(Schema newer, MessageCodec<T> records, Additions additions,
                                                  AvroBlockCodec avroBlocks, OutputStream out) {
        try {
            return AvroEvolution.appendingWriter(newer, records, () -> avro(additions.next()), avroBlocks, out);
        } catch (IOException e) {
            // As BinaryJsonWriter's: the header goes to a stream just opened for writing.
            throw new UncheckedIOException(e);
        }
    }

    /** The newer version's Avro schema: the record's, then {@code revision} (long) and {@code provenance} (or null). */
    static Schema avroSchema(DatasetSchema<?> schema) {
        Schema record = ((AvroDirectCodec<?>) schema.primaryCodec(Format.AVRO)).schema();
        Schema provenance = Schema.createUnion(Schema.create(Schema.Type.NULL),
                AvroSchemas.of(Provenance.getDescriptor()));
        return AvroEvolution.withAddedFields(record, List.of(
                // The .proto's names, which the JSON properties also are.
                new Schema.Field(REVISION_JSON, Schema.create(Schema.Type.LONG)),
                new Schema.Field(PROVENANCE_JSON, provenance, null, JsonProperties.NULL_VALUE)));
    }

    /** The added fields' Avro bytes, which follow the record's datum: the revision, then the provenance's union. */
    public static byte[] avro(Addition addition) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BinaryEncoder out = EncoderFactory.get().directBinaryEncoder(bytes, null);
        out.writeLong(addition.revision());
        out.writeIndex(1);
        out.writeString(addition.origin());
        out.writeLong(addition.ingestedAtMs());
        out.flush();
        return bytes.toByteArray();
    }

    /** The added fields' protobuf bytes, which follow the record's message bytes in its frame. */
    public static byte[] protobuf(Addition addition) throws IOException {
        Provenance provenance = addition.provenance();
        byte[] bytes = new byte[CodedOutputStream.computeInt64Size(REVISION_FIELD, addition.revision())
                + CodedOutputStream.computeMessageSize(PROVENANCE_FIELD, provenance)];
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        out.writeInt64(REVISION_FIELD, addition.revision());
        out.writeMessage(PROVENANCE_FIELD, provenance);
        out.checkNoSpaceLeft();
        return bytes;
    }

    /** Each record's object with the added properties before its closing brace, one per line. */
    private record JsonLinesWriter<T>(MessageCodec<T> records, Additions additions, OutputStream out)
            implements RecordWriter<T> {

        @Override
        public void write(T record) throws IOException {
            byte[] object = records.encode(record);
            byte[] added = json(additions.next());
            if (object.length < 2 || object[0] != '{' || object[object.length - 1] != '}') {
                throw new IllegalStateException("the JSON codec wrote a record that is not one object");
            }
            // The record's object without its closing brace, then the added properties without their opening one.
            out.write(object, 0, object.length - 1);
            if (object.length > 2) {
                out.write(',');
            }
            out.write(added, 1, added.length - 1);
            out.write('\n');
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    /**
     * Each record's object, read back as a tree, with the added properties last, through one
     * generator of the format for the file (Smile's header once, its back-references across records).
     */
    private static final class BinaryJsonWriter<T> implements RecordWriter<T> {
        private final MessageCodec<T> records;
        private final Additions additions;
        private final ObjectMapper mapper;
        private final JsonGenerator generator;

        BinaryJsonWriter(MessageCodec<T> records, Additions additions, ObjectMapper mapper, OutputStream out) {
            this.records = records;
            this.additions = additions;
            this.mapper = mapper;
            try {
                this.generator = mapper.createGenerator(out);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void write(T record) throws IOException {
            ObjectNode object = (ObjectNode) mapper.readTree(records.encode(record));
            Addition addition = additions.next();
            object.put(REVISION_JSON, Long.toString(addition.revision()));
            ObjectNode provenance = object.putObject(PROVENANCE_JSON);
            provenance.put("origin", addition.origin());
            provenance.put("ingestedAtMs", Long.toString(addition.ingestedAtMs()));
            mapper.writeTree(generator, object);
        }

        @Override
        public void close() throws IOException {
            generator.close();
        }
    }

    /** Each record's frame: its length prefix, the record's message bytes, the added fields' bytes. */
    private record DelimitedWriter<T>(MessageCodec<T> records, Additions additions, OutputStream out)
            implements RecordWriter<T> {

        @Override
        public void write(T record) throws IOException {
            byte[] message = records.encode(record);
            if (message.length == 0) {
                // As the tool's own writers: a record of defaults only is a frame no reader accepts.
                throw new IllegalArgumentException("a record with every field at its default value cannot be written");
            }
            byte[] added = protobuf(additions.next());
            byte[] prefix = new byte[CodedOutputStream.computeUInt32SizeNoTag(message.length + added.length)];
            CodedOutputStream.newInstance(prefix).writeUInt32NoTag(message.length + added.length);
            out.write(prefix);
            out.write(message);
            out.write(added);
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
