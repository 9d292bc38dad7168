package io.formatbench.dataset;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.SchemaName;
import io.formatbench.generated.GeneratedRecords;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The schemas of any message type in proto/, by full name: the records and bindings the build
 * generated from it ({@link GeneratedRecords}), with records made from the descriptor
 * ({@link MessageGenerator}) unless the type is one of the tool's own schemas' (then its records,
 * {@link Schemas#ownRecordsOf}). Built once per JVM and name, where the JVM starts.
 */
final class MessageSchemas {

    private static final Map<SchemaName, Optional<DatasetSchema<?>>> BUILT = new ConcurrentHashMap<>();

    private MessageSchemas() {}

    /** The schema of a message type in proto/, or empty if proto/ has no message of that full name. */
    static Optional<DatasetSchema<?>> find(SchemaName name) {
        return BUILT.computeIfAbsent(name, key -> GeneratedRecords.of(key.toString()).map(MessageSchemas::of));
    }

    /** The full names of every message type in proto/: the schemas {@link #find} knows. */
    static List<SchemaName> names() {
        return ProtoCatalog.built().names();
    }

    /** The message of proto/ whose only field is a repeated field of {@code record}, if there is one. */
    static Optional<Message> listMessageOf(Descriptor record) {
        ProtoCatalog catalog = ProtoCatalog.built();
        return catalog.listMessageOf(SchemaName.of(record.getFullName())).flatMap(catalog::defaultInstance);
    }

    private static <T, M extends Message> DatasetSchema<T> of(RecordBindings<T, M> bindings) {
        SchemaName name = SchemaName.of(bindings.fullName());
        RecordGenerator.Factory<T> records = Schemas.ownRecordsOf(bindings)
                .orElseGet(() -> fromMessages(bindings, MessageGenerator.factory(bindings.defaultMessage())));
        return Schemas.of(name, bindings.fullName(), bindings, records);
    }

    /** Records of the generated messages: mapped outside any measured region, as a dataset is made. */
    private static <T, M extends Message> RecordGenerator.Factory<T> fromMessages(
            RecordBindings<T, M> bindings, RecordGenerator.Factory<M> messages) {
        return (seed, firstRecord) -> {
            RecordGenerator<M> generator = messages.create(seed, firstRecord);
            return () -> {
                M message = generator.next();
                try {
                    return bindings.fromMessage(message);
                } catch (InvalidRecordException e) {
                    throw new IllegalStateException("the generator made a message its record cannot hold: "
                            + e.getMessage(), e);
                }
            };
        };
    }
}
