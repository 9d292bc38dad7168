package io.formatbench.messages;

import io.formatbench.codec.Format;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.results.MessageSize;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The size of the typical and of the empty record's message in each format, as small comparisons
 * report them: protobuf without a length prefix (the message alone), JSON without a newline. Every
 * codec of a format that writes the dataset's bytes writes the same message (the tests check), so the
 * primary codec measures them; protobuf-json's messages, in protobuf's JSON mapping, are its own.
 */
public final class MessageSizes {

    private MessageSizes() {}

    public static <T> List<MessageSize> of(DatasetSchema<T> schema) throws IOException {
        T typical = MessageInputs.typical(schema);
        T empty = MessageInputs.empty(schema);
        List<MessageSize> sizes = new ArrayList<>();
        for (Format format : Format.all()) {
            var codec = schema.primaryCodec(format).newMessageCodec();
            sizes.add(new MessageSize(schema.name(), format, MessageSize.TYPICAL, codec.encode(typical).length));
            sizes.add(new MessageSize(schema.name(), format, MessageSize.EMPTY, codec.encode(empty).length));
        }
        return sizes;
    }
}
