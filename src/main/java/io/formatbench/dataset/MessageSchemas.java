package io.formatbench.dataset;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.protobuf.GeneratedMessageBinding;
import io.formatbench.model.MessageDigest;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToLongFunction;

/**
 * The schemas of any message type in proto/, by full name: records are the generated messages
 * themselves, generated from the descriptor ({@link MessageGenerator}), hashed from it
 * ({@link MessageDigest}), and carried by the codecs that work on any message
 * ({@link Schemas#messageCodecs}). Built once per JVM and name, where the JVM starts.
 */
final class MessageSchemas {

    private static final Map<SchemaName, Optional<DatasetSchema<?>>> BUILT = new ConcurrentHashMap<>();

    private MessageSchemas() {}

    /** The schema of a message type in proto/, or empty if proto/ has no message of that full name. */
    static Optional<DatasetSchema<?>> find(SchemaName name) {
        return BUILT.computeIfAbsent(name, key -> ProtoCatalog.built().defaultInstance(key).map(MessageSchemas::of));
    }

    /** The full names of every message type in proto/: the schemas {@link #find} knows. */
    static List<SchemaName> names() {
        return ProtoCatalog.built().names();
    }

    private static <M extends Message> DatasetSchema<M> of(M defaultInstance) {
        Descriptor descriptor = defaultInstance.getDescriptorForType();
        SchemaName name = SchemaName.of(descriptor.getFullName());
        @SuppressWarnings("unchecked")
        Class<M> type = (Class<M>) defaultInstance.getClass();
        GeneratedMessageBinding<M> binding = new GeneratedMessageBinding<>(defaultInstance, listMessage(descriptor));
        MessageDigest digest = MessageDigest.of(descriptor);
        ToLongFunction<M> contentHash = digest::hash;
        return new DatasetSchema<M>(
                name,
                1,
                descriptor.getFullName(),
                type,
                contentHash,
                generator(defaultInstance),
                Schemas.messageCodecs(defaultInstance, binding),
                digest::checksum);
    }

    /** A hand-written schema's records where this is its message type, else values from the descriptor. */
    @SuppressWarnings("unchecked")
    private static <M extends Message> RecordGenerator.Factory<M> generator(M defaultInstance) {
        return Schemas.handWrittenRecordsOf(defaultInstance.getDescriptorForType())
                .map(records -> (RecordGenerator.Factory<M>) records)
                .orElseGet(() -> MessageGenerator.factory(defaultInstance));
    }

    private static Optional<Message> listMessage(Descriptor record) {
        ProtoCatalog catalog = ProtoCatalog.built();
        return catalog.listMessageOf(SchemaName.of(record.getFullName())).flatMap(catalog::defaultInstance);
    }
}
