package io.formatbench.spark.protobuf;

import io.formatbench.codec.Codec;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.protobuf.MessageMapping;
import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.codec.protobuf.RecordProtoBinding;
import io.formatbench.dataset.ProtoCatalog;
import io.formatbench.shaded.com.google.protobuf.Message;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * A message type of the tool's proto/ files, by its full name, as the source reads and writes it:
 * its generated class (the descriptor, and builders for the writer), its row mapping, and the tool's
 * protobuf codec over its messages, whose strict reader cuts and checks every frame by the tool's
 * rules (exact frames, no field outside the schema, bounded sizes) and whose writer writes what
 * writeDelimitedTo would. Made once per JVM and options: the driver and each executor.
 */
final class MessageType {

    private static final Map<String, MessageType> MADE = new ConcurrentHashMap<>();

    private final Message defaultInstance;
    private final Codec<Message> codec;
    private final RowMapping mapping;

    private MessageType(Message defaultInstance, Codec<Message> codec, RowMapping mapping) {
        this.defaultInstance = defaultInstance;
        this.codec = codec;
        this.mapping = mapping;
    }

    /**
     * @throws IllegalArgumentException when proto/ has no message of that name, or the type is
     *     recursive and no depth is given
     */
    static MessageType of(ProtobufSourceOptions options) {
        return MADE.computeIfAbsent(options.message() + "/" + options.maxDepth() + "/" + options.timesAsMessages(),
                key -> make(options));
    }

    private static MessageType make(ProtobufSourceOptions options) {
        String fullName = options.message();
        SchemaName name;
        try {
            name = SchemaName.of(fullName);
        } catch (IllegalArgumentException e) {
            throw unknown(fullName);
        }
        Optional<Message> instance = ProtoCatalog.built().defaultInstance(name);
        if (instance.isEmpty()) {
            throw unknown(fullName);
        }
        // The tool's primary protobuf codec over the messages themselves, no record type in between: its strict
        // reader is the tool's rules for frames, and its writer writes what writeDelimitedTo would.
        Codec<Message> codec = new ProtobufCodedCodec<>(
                new RecordProtoBinding<>(MessageMapping.ofMessages(instance.get()), Optional.empty()));
        return new MessageType(instance.get(), codec, RowMapping.of(instance.get().getDescriptorForType(), options));
    }

    private static IllegalArgumentException unknown(String fullName) {
        return new IllegalArgumentException("delimited-protobuf: no message type '" + fullName + "' in the tool's"
                + " proto/ files (a message of your own: put its .proto in proto/ and build again); known: "
                + ProtoCatalog.built().names().stream().map(SchemaName::toString).collect(Collectors.joining(", ")));
    }

    Message defaultInstance() {
        return defaultInstance;
    }

    Codec<Message> codec() {
        return codec;
    }

    RowMapping mapping() {
        return mapping;
    }
}
