package io.formatbench.dataset;

import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.protobuf.RecordProtoBinding;
import io.formatbench.proto.records.Event;
import io.formatbench.proto.records.EventBindings;
import io.formatbench.proto.records.Pipeline;
import io.formatbench.proto.records.PipelineBindings;
import io.formatbench.proto.records.SmallMessage;
import io.formatbench.proto.records.SmallMessageBindings;
import io.formatbench.proto.records.User;
import io.formatbench.proto.records.UserBindings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The registry of record schemas. Every message of proto/ is a schema, named by its full name, with
 * the records and bindings the build generates from it ({@link RecordBindings}); four of them are also
 * the tool's own schemas under short names, with records of realistic values from a generator of
 * their own (a dataset's values are a choice the .proto cannot make): what "all" measures.
 */
public final class Schemas {

    public static final DatasetSchema<User> USER =
            of(SchemaName.of("user"), "users", UserBindings.INSTANCE, UserGenerator::new);

    public static final DatasetSchema<Event> EVENT =
            of(SchemaName.of("event"), "events", EventBindings.INSTANCE, EventGenerator::new);

    /** The small message of the usual Go comparison: proto/message.proto. */
    public static final DatasetSchema<SmallMessage> MESSAGE =
            of(SchemaName.of("message"), "messages", SmallMessageBindings.INSTANCE, SmallMessageGenerator::new);

    /** A log-and-metrics record with nested and repeated messages: proto/pipeline.proto. */
    public static final DatasetSchema<Pipeline> PIPELINE =
            of(SchemaName.of("pipeline"), "pipelines", PipelineBindings.INSTANCE, PipelineGenerator::new);

    private static final List<DatasetSchema<?>> ALL = List.of(USER, MESSAGE, EVENT, PIPELINE);

    private Schemas() {}

    /** The schema of a message of proto/, its records made by {@code generator}; version 1 (see NewerSchema). */
    static <T, M extends Message> DatasetSchema<T> of(SchemaName name, String fileStem, RecordBindings<T, M> bindings,
                                                      RecordGenerator.Factory<T> generator) {
        return new DatasetSchema<>(name, 1, fileStem, bindings, generator, codecs(name, bindings));
    }

    /**
     * The records the tool's own schema of this message type generates, if it has one: what the
     * schema of the message type itself ({@code formatbench.user.User}) generates too, so that both
     * have the same records and files.
     */
    @SuppressWarnings("unchecked")
    static <T> Optional<RecordGenerator.Factory<T>> ownRecordsOf(RecordBindings<T, ?> bindings) {
        return ALL.stream()
                .filter(schema -> schema.type() == bindings.type())
                .findFirst()
                .map(schema -> (RecordGenerator.Factory<T>) schema.generator());
    }

    /**
     * Every codec a schema has, in the order they run and are reported: each format's, as its module
     * lists them, in the order of {@link FormatModules}; so that a new codec reaches every schema and a
     * new schema gets every codec. Within a format, the first tuned codec is the primary one
     * ({@link DatasetSchema#primaryCodec}).
     */
    static <T, M extends Message> List<Codec<T>> codecs(SchemaName name, RecordBindings<T, M> bindings) {
        RecordProtoBinding<T, M> proto = new RecordProtoBinding<>(bindings,
                MessageSchemas.listMessageOf(bindings.defaultMessage().getDescriptorForType()));
        List<Codec<T>> codecs = new ArrayList<>();
        for (FormatModule module : FormatModules.all()) {
            codecs.addAll(module.codecs(name, proto, bindings));
        }
        return codecs;
    }

    /**
     * The full name of the protobuf message a schema's records are written as in its protobuf files
     * ({@code formatbench.user.User} for user): what an engine reading those files as messages names.
     */
    public static SchemaName messageType(DatasetSchema<?> schema) {
        return SchemaName.of(schema.bindings().fullName());
    }

    /** The tool's own schemas, which every run over "all" schemas measures: user, message, event, pipeline. */
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
     * The schema of this name, if the tool has it today (results can name one it no longer has): one
     * of the tool's own by its short name, or any message type in proto/ by its full name.
     */
    public static Optional<DatasetSchema<?>> find(SchemaName name) {
        Optional<DatasetSchema<?>> own = ALL.stream().filter(schema -> schema.name().equals(name)).findFirst();
        return own.isPresent() ? own : MessageSchemas.find(name);
    }

    /** Every schema name there is: the tool's own schemas', then every message type's in proto/. */
    public static List<SchemaName> names() {
        List<SchemaName> names = new ArrayList<>();
        ALL.forEach(schema -> names.add(schema.name()));
        names.addAll(MessageSchemas.names());
        return names;
    }
}
