package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;

/**
 * The jackson-streaming binding of any protobuf message type, driven by its descriptor: what the tuned
 * codec runs for a schema given as a .proto message. A field table for the type and every type it
 * reaches is built once, here; each record is then written and read field by field through Jackson's
 * generator and parser, with pre-encoded names, no tree and no reflection over names.
 *
 * <p>Writes, in JSON, the bytes of ProtobufJsonCodec's printer, {@code JsonFormat.printer()
 * .preservingProtoFieldNames().omittingInsignificantWhitespace().alwaysPrintFieldsWithNoPresence()}
 * (protobuf-java-util 4.36.2), whose output the dataset's JSON Lines of any message are: .proto names
 * (a json_name is not written), fields in number order, every field without presence written even when
 * default or empty (a proto3 scalar, enum, string or bytes as 0, 0.0, false, "", its first value's
 * name; a repeated field as [], a map as {}), a field with presence (a message, wrappers and Timestamp
 * among them, a proto3 optional, a oneof's member, a proto2 optional or required) only when set,
 * whatever its value, JsonFormat's string escaping ({@link ProtoJsonEscapes}), numbers as
 * Float.toString and Double.toString print them, 64-bit integers as strings, enums by name, bytes in
 * base64, the well-known types in their own JSON. Refuses (IllegalArgumentException) what no reader
 * accepts: NaN and the infinities, an enum number the .proto does not list, an invalid Timestamp or
 * Duration. In CBOR and Smile the same calls write the same document, bytes as the format's byte string.
 *
 * <p>Reads by the JSON Lines policy ({@link ProtoJsonPolicy}'s rules, with ranges, enum names, base64 and
 * timestamps checked here instead of by JsonFormat): each field by its .proto or its JSON name, once,
 * not by both; no null (except as google.protobuf.Value's and NullValue's null); no coercion; integers
 * in range; a 64-bit integer as a number or a canonical decimal string; an enum by name, or by a number
 * the enum lists (not by one it lacks); at most one field of a oneof; no duplicate map keys or Struct
 * names. Unlike ProtoJsonPolicy, which requires every field without presence to be there, this binding
 * leaves an absent field at its default (so "{}" is a record of proto3 type), but a proto2 required field
 * must be there. A valid record reads as the message JsonFormat's parser gives. Unknown names go to
 * {@link JsonUnknownFields}, at any depth.
 */
public final class DescriptorJsonBinding<M extends Message> implements JsonBinding<M> {

    private final Class<M> type;
    private final ProtoMessageJson root;

    /** @param defaultInstance the default instance of the message's generated class */
    @SuppressWarnings("unchecked")
    public DescriptorJsonBinding(M defaultInstance) {
        this.type = (Class<M>) defaultInstance.getClass();
        this.root = new ProtoJsonTypes().message(defaultInstance.getDefaultInstanceForType());
    }

    @Override
    public Class<M> type() {
        return type;
    }

    @Override
    public void write(JsonGenerator generator, M record) throws IOException {
        root.write(generator, record);
    }

    /** JsonFormat's escaping and its characters outside the BMP, on a JSON generator. */
    @Override
    public JsonGenerator prepared(JsonGenerator generator) {
        generator.setCharacterEscapes(ProtoJsonEscapes.INSTANCE);
        // Jackson otherwise writes a character outside the BMP as two escaped surrogates ("\uD83D\uDE00"),
        // JsonFormat as its four UTF-8 bytes.
        return generator.enable(JsonGenerator.Feature.COMBINE_UNICODE_SURROGATES_IN_UTF8);
    }

    @Override
    public M read(JsonParser parser, JsonUnknownFields unknown) throws IOException {
        Message message = root.read(parser, JsonToken.START_OBJECT, "", unknown);
        if (!message.isInitialized()) {
            throw InvalidRecordException.missingFields("'" + String.join("', '",
                    message.findInitializationErrors()) + "'");
        }
        return type.cast(message);
    }
}
