package io.formatbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Parser;
import io.formatbench.model.User;
import io.formatbench.model.UserMessages;
import io.formatbench.proto.UserList;
import java.util.List;
import java.util.function.Function;

/** {@link User} as the generated {@code io.formatbench.proto.User} message. */
public final class UserProtoBinding implements ProtoBinding<User, io.formatbench.proto.User> {

    @Override
    public Parser<io.formatbench.proto.User> parser() {
        return io.formatbench.proto.User.parser();
    }

    @Override
    public io.formatbench.proto.User defaultInstance() {
        return io.formatbench.proto.User.getDefaultInstance();
    }

    @Override
    public io.formatbench.proto.User toMessage(User record) {
        return UserMessages.toMessage(record);
    }

    @Override
    public Function<User, io.formatbench.proto.User> newReusingConverter() {
        io.formatbench.proto.User.Builder builder = io.formatbench.proto.User.newBuilder();
        // Every field is set on each call, so no clear() is needed between records.
        return user -> UserMessages.fill(builder, user).build();
    }

    @Override
    public User fromMessage(io.formatbench.proto.User message) {
        return UserMessages.fromMessage(message);
    }

    @Override
    public UserList toListMessage(List<io.formatbench.proto.User> messages) {
        return UserList.newBuilder().addAllUsers(messages).build();
    }

    @Override
    public List<io.formatbench.proto.User> parseListMessage(byte[] bytes) throws InvalidProtocolBufferException {
        return UserList.parseFrom(bytes).getUsersList();
    }

    @Override
    public int listFieldNumber() {
        return UserList.USERS_FIELD_NUMBER;
    }
}
