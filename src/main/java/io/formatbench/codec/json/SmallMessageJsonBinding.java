package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Bytes;
import io.formatbench.model.SmallMessage;
import java.io.IOException;
import java.time.Instant;

/** {@link SmallMessage} through the Jackson streaming API, field by field, in the proto3 JSON mapping. */
public final class SmallMessageJsonBinding implements JsonBinding<SmallMessage> {

    // Pre-encoded names: the generator copies their UTF-8 bytes instead of encoding each time.
    private static final SerializableString MY_INT = new SerializedString("my_int");
    private static final SerializableString MY_BOOL = new SerializedString("my_bool");
    private static final SerializableString MY_BYTES = new SerializedString("my_bytes");
    private static final SerializableString MY_STRING = new SerializedString("my_string");
    private static final SerializableString MY_TIMESTAMP = new SerializedString("my_timestamp");
    private static final SerializableString MY_MY_STATUS = new SerializedString("my_my_status");
    private static final SerializableString[] STATUS_NAMES = ProtoJsonTokens.names(SmallMessage.MyStatus.class);

    private static final String[] FIELDS = {"my_int", "my_bool", "my_bytes", "my_string", "my_timestamp",
            "my_my_status"};
    private static final int ALL_FIELDS = (1 << FIELDS.length) - 1;

    @Override
    public Class<SmallMessage> type() {
        return SmallMessage.class;
    }

    @Override
    public void write(JsonGenerator generator, SmallMessage message) throws IOException {
        generator.writeStartObject();
        generator.writeFieldName(MY_INT);
        generator.writeNumber(message.myInt());
        generator.writeFieldName(MY_BOOL);
        generator.writeBoolean(message.myBool());
        generator.writeFieldName(MY_BYTES);
        ProtoJson.writeBytes(generator, message.myBytes());
        generator.writeFieldName(MY_STRING);
        generator.writeString(message.myString());
        generator.writeFieldName(MY_TIMESTAMP);
        ProtoJson.writeTimestamp(generator, message.myTimestamp());
        generator.writeFieldName(MY_MY_STATUS);
        generator.writeString(STATUS_NAMES[message.myMyStatus().ordinal()]);
        generator.writeEndObject();
    }

    @Override
    public SmallMessage read(JsonParser parser, JsonUnknownFields unknown) throws IOException {
        int myInt = 0;
        boolean myBool = false;
        Bytes myBytes = null;
        String myString = null;
        Instant myTimestamp = null;
        SmallMessage.MyStatus myMyStatus = null;
        int seen = 0;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            int bit;
            switch (field) {
                case "my_int" -> {
                    bit = 1;
                    myInt = JsonTokens.intValue(parser, value, field);
                }
                case "my_bool" -> {
                    bit = 1 << 1;
                    myBool = JsonTokens.booleanValue(value, field);
                }
                case "my_bytes" -> {
                    bit = 1 << 2;
                    myBytes = ProtoJsonTokens.bytesValue(parser, value, field);
                }
                case "my_string" -> {
                    bit = 1 << 3;
                    myString = JsonTokens.stringValue(parser, value, field);
                }
                case "my_timestamp" -> {
                    bit = 1 << 4;
                    myTimestamp = ProtoJsonTokens.timestampValue(parser, value, field);
                }
                case "my_my_status" -> {
                    bit = 1 << 5;
                    myMyStatus = ProtoJsonTokens.enumValue(parser, value, field, SmallMessage.MyStatus.class);
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
        return new SmallMessage(myInt, myBool, myBytes, myString, myTimestamp, myMyStatus);
    }
}
