package io.formatbench.dataset;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.avro.AvroBinding;
import io.formatbench.codec.avro.AvroDirectCodec;
import io.formatbench.codec.avro.AvroGenericCodec;
import io.formatbench.codec.avro.AvroRecordType;
import io.formatbench.codec.avro.EventAvroBinding;
import io.formatbench.codec.avro.EventGenericRecords;
import io.formatbench.codec.avro.GenericRecordBinding;
import io.formatbench.codec.avro.PipelineAvroBinding;
import io.formatbench.codec.avro.PipelineGenericRecords;
import io.formatbench.codec.avro.SmallMessageAvroBinding;
import io.formatbench.codec.avro.SmallMessageGenericRecords;
import io.formatbench.codec.avro.UserAvroBinding;
import io.formatbench.codec.avro.UserGenericRecords;
import io.formatbench.codec.json.BinaryDatabindCodec;
import io.formatbench.codec.json.BinaryJson;
import io.formatbench.codec.json.BinaryStreamingCodec;
import io.formatbench.codec.json.DescriptorJsonBinding;
import io.formatbench.codec.json.EventJsonBinding;
import io.formatbench.codec.json.JacksonDatabindCodec;
import io.formatbench.codec.json.JacksonJsonSchemaCodec;
import io.formatbench.codec.json.JsonBinding;
import io.formatbench.codec.json.JacksonStreamingCodec;
import io.formatbench.codec.json.ProtobufJsonCodec;
import io.formatbench.codec.json.ProtobufModuleCodecs;
import io.formatbench.codec.json.PipelineJsonBinding;
import io.formatbench.codec.json.SmallMessageJsonBinding;
import io.formatbench.codec.json.UserJsonBinding;
import io.formatbench.codec.protobuf.EventProtoBinding;
import io.formatbench.codec.protobuf.GeneratedMessageBinding;
import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.codec.protobuf.ProtoBinding;
import io.formatbench.codec.protobuf.ProtobufDelimitedCodec;
import io.formatbench.codec.protobuf.PipelineProtoBinding;
import io.formatbench.codec.protobuf.SmallMessageProtoBinding;
import io.formatbench.codec.protobuf.UserProtoBinding;
import io.formatbench.model.Event;
import io.formatbench.model.EventDigest;
import io.formatbench.model.Pipeline;
import io.formatbench.model.PipelineDigest;
import io.formatbench.model.SmallMessage;
import io.formatbench.model.SmallMessageDigest;
import io.formatbench.model.User;
import io.formatbench.model.UserDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.avro.Schema;

/** The registry of record schemas. */
public final class Schemas {

    public static final DatasetSchema<User> USER = new DatasetSchema<>(
            SchemaName.of("user"),
            1,
            "users",
            User.class,
            UserDigest::hash,
            UserGenerator::new,
            codecs(SchemaName.of("user"), User.class, new UserJsonBinding(), Protos.USER,
                    UserGenericRecords::new, new UserAvroBinding()),
            UserDigest::checksum);

    public static final DatasetSchema<Event> EVENT = new DatasetSchema<>(
            SchemaName.of("event"),
            1,
            "events",
            Event.class,
            EventDigest::hash,
            EventGenerator::new,
            codecs(SchemaName.of("event"), Event.class, new EventJsonBinding(), Protos.EVENT,
                    EventGenericRecords::new, new EventAvroBinding()),
            EventDigest::checksum);


    /** The small message of the usual Go comparison: proto/message.proto. */
    public static final DatasetSchema<SmallMessage> MESSAGE = new DatasetSchema<>(
            SchemaName.of("message"),
            1,
            "messages",
            SmallMessage.class,
            SmallMessageDigest::hash,
            SmallMessageGenerator::new,
            codecs(SchemaName.of("message"), SmallMessage.class, new SmallMessageJsonBinding(), Protos.MESSAGE,
                    SmallMessageGenericRecords::new, new SmallMessageAvroBinding()),
            SmallMessageDigest::checksum);

    /** A log-and-metrics record with nested and repeated messages: proto/pipeline.proto. */
    public static final DatasetSchema<Pipeline> PIPELINE = new DatasetSchema<>(
            SchemaName.of("pipeline"),
            1,
            "pipelines",
            Pipeline.class,
            PipelineDigest::hash,
            PipelineGenerator::new,
            codecs(SchemaName.of("pipeline"), Pipeline.class, new PipelineJsonBinding(), Protos.PIPELINE,
                    PipelineGenericRecords::new, new PipelineAvroBinding()),
            PipelineDigest::checksum);

    private static final List<DatasetSchema<?>> ALL = List.of(USER, MESSAGE, EVENT, PIPELINE);

    /** The hand-written schemas' protobuf bindings: their codecs', and their records as messages. */
    private static final class Protos {
        static final UserProtoBinding USER = new UserProtoBinding();
        static final EventProtoBinding EVENT = new EventProtoBinding();
        static final SmallMessageProtoBinding MESSAGE = new SmallMessageProtoBinding();
        static final PipelineProtoBinding PIPELINE = new PipelineProtoBinding();
    }

    private Schemas() {}

    /**
     * The records of the hand-written schema whose message type this is, as those messages: what the
     * schema of the message type itself ({@code formatbench.user.User}) generates instead of values
     * from its descriptor. The same seed then gives both schemas the same records (their protobuf
     * files are the same bytes), and a run of both sets the codecs that work on any message beside
     * the hand-written ones on the same data: what a generic codec costs. Empty for any other type.
     */
    static Optional<RecordGenerator.Factory<? extends Message>> handWrittenRecordsOf(Descriptor messageType) {
        return Stream.of(asMessages(USER, Protos.USER), asMessages(EVENT, Protos.EVENT),
                        asMessages(MESSAGE, Protos.MESSAGE), asMessages(PIPELINE, Protos.PIPELINE))
                .filter(records -> records.type().equals(messageType.getFullName()))
                .findFirst()
                .map(RecordsAsMessages::records);
    }

    private record RecordsAsMessages(String type, RecordGenerator.Factory<? extends Message> records) {}

    private static <T, M extends Message> RecordsAsMessages asMessages(DatasetSchema<T> schema,
                                                                       ProtoBinding<T, M> binding) {
        RecordGenerator.Factory<M> records = (seed, firstRecord) -> {
            RecordGenerator<T> generator = schema.generator().create(seed, firstRecord);
            return () -> binding.toMessage(generator.next());
        };
        return new RecordsAsMessages(binding.defaultInstance().getDescriptorForType().getFullName(), records);
    }

    /**
     * Every codec a schema has, in the order they run and are reported: the one place that lists
     * them, so that a new codec reaches every schema and a new schema gets every codec. Within a
     * format, the first tuned codec is the primary one ({@link DatasetSchema#primaryCodec}).
     *
     * @param name the schema's name, which finds its JSON Schema, {@code proto/<name>.schema.json}
     * @param genericRecords the records' hand-written mapping to Avro's GenericRecord of their Avro schema,
     *     which avro-generic runs
     * @param avroBinding the records' own Avro binding, which avro-direct runs
     */
    static <T, M extends Message> List<Codec<T>> codecs(SchemaName name, Class<T> type, JsonBinding<T> json,
                                                        ProtoBinding<T, M> proto,
                                                        Function<Schema, GenericRecordBinding<T>> genericRecords,
                                                        AvroBinding<T> avroBinding) {
        AvroRecordType<T, M> avro = AvroRecordType.of(proto, avroBinding);
        return List.of(
                new JacksonDatabindCodec<>(type),
                new JacksonStreamingCodec<>(json),
                new JacksonJsonSchemaCodec<>(name, type),
                new ProtobufJsonCodec<>(proto),
                new ProtobufDelimitedCodec<>(proto),
                new ProtobufCodedCodec<>(proto),
                new BinaryDatabindCodec<>(BinaryJson.CBOR, type),
                new BinaryStreamingCodec<>(BinaryJson.CBOR, json),
                new BinaryDatabindCodec<>(BinaryJson.SMILE, type),
                new BinaryStreamingCodec<>(BinaryJson.SMILE, json),
                new AvroGenericCodec<>(avro, genericRecords.apply(avro.schema())),
                new AvroDirectCodec<>(avro));
    }

    /**
     * The codecs of a schema whose records are its generated messages (any message type in proto/):
     * the same codecs, by name, with the bindings that work on any message, built from its
     * descriptor once. No jackson-json-schema: such a schema has no JSON Schema of ours; no databind
     * codecs where the module cannot read every message ({@link ProtobufModuleCodecs#readsEveryMessage}).
     */
    static <M extends Message> List<Codec<M>> messageCodecs(M defaultInstance, GeneratedMessageBinding<M> proto) {
        @SuppressWarnings("unchecked")
        Class<M> type = (Class<M>) defaultInstance.getClass();
        JsonBinding<M> json = new DescriptorJsonBinding<>(defaultInstance);
        boolean databind = ProtobufModuleCodecs.readsEveryMessage(defaultInstance.getDescriptorForType());
        List<Codec<M>> codecs = new ArrayList<>();
        if (databind) {
            codecs.add(ProtobufModuleCodecs.databind(type));
        }
        codecs.addAll(List.of(
                new JacksonStreamingCodec<>(json),
                new ProtobufJsonCodec<>(proto),
                new ProtobufDelimitedCodec<>(proto),
                new ProtobufCodedCodec<>(proto)));
        for (BinaryJson format : BinaryJson.values()) {
            if (databind) {
                codecs.add(ProtobufModuleCodecs.binaryDatabind(format, type));
            }
            codecs.add(new BinaryStreamingCodec<>(format, json));
        }
        AvroRecordType<M, M> avro = AvroRecordType.ofMessages(proto);
        codecs.add(new AvroGenericCodec<>(avro));
        codecs.add(new AvroDirectCodec<>(avro));
        return codecs;
    }

    /**
     * The full name of the protobuf message a schema's records are written as in its protobuf files:
     * a hand-written schema's own ({@code formatbench.user.User} for user), and a message type's
     * schema its own name. What an engine reading those files as messages names.
     */
    public static SchemaName messageType(DatasetSchema<?> schema) {
        ProtoBinding<?, ?> binding = schema == USER ? Protos.USER : schema == EVENT ? Protos.EVENT
                : schema == MESSAGE ? Protos.MESSAGE : schema == PIPELINE ? Protos.PIPELINE : null;
        return binding == null ? schema.name()
                : SchemaName.of(binding.defaultInstance().getDescriptorForType().getFullName());
    }

    /** The hand-written schemas, which every run over "all" schemas measures: user, message, event, pipeline. */
    public static List<DatasetSchema<?>> all() {
        return ALL;
    }

    /**
     * The schema of this name, or an error that lists the names there are: what a JVM does once, where
     * it starts, with the name its options, its manifest, its fork's spec or its JMH parameters give.
     */
    public static DatasetSchema<?> byName(SchemaName name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException("unknown schema '" + name + "' (known: "
                + names().stream().map(SchemaName::toString).collect(Collectors.joining(", ")) + ")"));
    }

    /**
     * The schema of this name, if the tool has it today (results can name one it no longer has): a
     * hand-written one by its short name, or any message type in proto/ by its full name.
     */
    public static Optional<DatasetSchema<?>> find(SchemaName name) {
        Optional<DatasetSchema<?>> handWritten = ALL.stream().filter(schema -> schema.name().equals(name)).findFirst();
        return handWritten.isPresent() ? handWritten : MessageSchemas.find(name);
    }

    /** Every schema name there is: the hand-written schemas', then every message type's in proto/. */
    public static List<SchemaName> names() {
        List<SchemaName> names = new ArrayList<>();
        ALL.forEach(schema -> names.add(schema.name()));
        names.addAll(MessageSchemas.names());
        return names;
    }
}
