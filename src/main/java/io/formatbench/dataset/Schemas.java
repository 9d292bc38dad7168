package io.formatbench.dataset;

import io.formatbench.codec.json.JacksonDatabindCodec;
import io.formatbench.codec.json.JacksonStreamingCodec;
import io.formatbench.codec.json.UserJsonBinding;
import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.codec.protobuf.ProtobufDelimitedCodec;
import io.formatbench.codec.protobuf.UserProtoBinding;
import io.formatbench.model.User;
import io.formatbench.model.UserDigest;
import java.util.List;
import java.util.stream.Collectors;

/** The registry of record schemas. */
public final class Schemas {

    public static final DatasetSchema<User> USER = new DatasetSchema<>(
            "user",
            1,
            "users",
            User.class,
            UserDigest::hash,
            UserGenerator::new,
            List.of(
                    new JacksonDatabindCodec<>(User.class),
                    new JacksonStreamingCodec<>(new UserJsonBinding()),
                    new ProtobufDelimitedCodec<>(new UserProtoBinding()),
                    new ProtobufCodedCodec<>(new UserProtoBinding())),
            UserDigest::checksum);

    private static final List<DatasetSchema<?>> ALL = List.of(USER);

    private Schemas() {}

    public static List<DatasetSchema<?>> all() {
        return ALL;
    }

    public static DatasetSchema<?> byName(String name) {
        return ALL.stream()
                .filter(schema -> schema.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown schema '" + name + "' (known: "
                        + ALL.stream().map(DatasetSchema::name).collect(Collectors.joining(", ")) + ")"));
    }
}
