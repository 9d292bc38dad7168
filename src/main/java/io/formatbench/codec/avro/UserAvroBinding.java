package io.formatbench.codec.avro;

import io.formatbench.model.User;
import java.io.IOException;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.Encoder;

/** {@link User} straight to and from Avro, in proto/user.proto's field order: id, name, email, age, active. */
public final class UserAvroBinding implements AvroBinding<User> {

    @Override
    public void write(User user, Encoder out) throws IOException {
        out.writeLong(user.id());
        out.writeString(user.name());
        out.writeString(user.email());
        out.writeInt(user.age());
        out.writeBoolean(user.active());
    }

    @Override
    public User read(Decoder in, ValueLimits limits) throws IOException {
        long id = in.readLong();
        String name = limits.string(in, "name");
        String email = limits.string(in, "email");
        int age = in.readInt();
        boolean active = AvroValues.readBoolean(in, limits, "active");
        return new User(id, name, email, age, active);
    }
}
