package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.User;
import java.io.IOException;

/** {@link User} through the Jackson streaming API, field by field. */
public final class UserJsonBinding implements JsonBinding<User> {

    // Pre-encoded names: the generator copies their UTF-8 bytes instead of encoding each time.
    private static final SerializableString ID = new SerializedString("id");
    private static final SerializableString NAME = new SerializedString("name");
    private static final SerializableString EMAIL = new SerializedString("email");
    private static final SerializableString AGE = new SerializedString("age");
    private static final SerializableString ACTIVE = new SerializedString("active");

    private static final String[] FIELDS = {"id", "name", "email", "age", "active"};
    private static final int ALL_FIELDS = (1 << FIELDS.length) - 1;

    @Override
    public Class<User> type() {
        return User.class;
    }

    @Override
    public void write(JsonGenerator generator, User user) throws IOException {
        generator.writeStartObject();
        generator.writeFieldName(ID);
        generator.writeNumber(user.id());
        generator.writeFieldName(NAME);
        generator.writeString(user.name());
        generator.writeFieldName(EMAIL);
        generator.writeString(user.email());
        generator.writeFieldName(AGE);
        generator.writeNumber(user.age());
        generator.writeFieldName(ACTIVE);
        generator.writeBoolean(user.active());
        generator.writeEndObject();
    }

    @Override
    public User read(JsonParser parser, JsonUnknownFields unknown) throws IOException {
        long id = 0;
        String name = null;
        String email = null;
        int age = 0;
        boolean active = false;
        int seen = 0;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            int bit;
            switch (field) {
                case "id" -> {
                    bit = 1;
                    id = JsonTokens.longValue(parser, value, field);
                }
                case "name" -> {
                    bit = 1 << 1;
                    name = JsonTokens.stringValue(parser, value, field);
                }
                case "email" -> {
                    bit = 1 << 2;
                    email = JsonTokens.stringValue(parser, value, field);
                }
                case "age" -> {
                    bit = 1 << 3;
                    age = JsonTokens.intValue(parser, value, field);
                }
                case "active" -> {
                    bit = 1 << 4;
                    active = JsonTokens.booleanValue(value, field);
                }
                default -> {
                    unknown.skip(parser, field);
                    continue;
                }
            }
            if ((seen & bit) != 0) {
                throw InvalidRecordException.duplicateField(field);
            }
            seen |= bit;
        }
        if (seen != ALL_FIELDS) {
            throw InvalidRecordException.missingFields(JsonTokens.missing(seen, FIELDS));
        }
        return new User(id, name, email, age, active);
    }
}
