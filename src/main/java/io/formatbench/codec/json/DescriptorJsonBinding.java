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
 * <p>Writes, in JSON, the bytes of {@code JsonFormat.printer().omittingInsignificantWhitespace()}
 * (protobuf-java-util 4.36.2): JSON names, fields in number order, default values of fields without
 * presence left out, JsonFormat's string escaping ({@link ProtoJsonEscapes}), numbers as Float.toString
 * and Double.toString print them, 64-bit integers as strings, enums by name, bytes in base64, the
 * well-known types in their own JSON. Refuses (IllegalArgumentException) what no reader accepts: NaN and
 * the infinities, an enum number the .proto does not list, an invalid Timestamp or Duration. In CBOR and
 * Smile the same calls write the same document, bytes as the format's byte string.
 *
 * <p>Reads by the JSON Lines policy ({@link ProtoJsonPolicy}'s rules, with ranges, enum names, base64 and
 * timestamps checked here instead of by JsonFormat): each field by its JSON or its .proto name, once,
 * not by both; absent fields keep their defaults (the printer leaves them out), but a proto2 required
 * field must be there; no null (except as google.protobuf.Value's and NullValue's null); no coercion;
 * integers in range; a 64-bit integer as a number or a canonical decimal string; an enum by name only;
 * at most one field of a oneof; no duplicate map keys or Struct names. A valid record reads as the
 * message JsonFormat's parser gives. Unknown names go to {@link JsonUnknownFields}, at any depth.
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
        // Set on a JSON generator at its first record; CBOR's and Smile's ignore both (and return null).
        if (generator.getCharacterEscapes() != ProtoJsonEscapes.INSTANCE) {
            generator.setCharacterEscapes(ProtoJsonEscapes.INSTANCE);
            // Jackson otherwise writes a character outside the BMP as two escaped surrogates ("\uD83D\uDE00"),
            // JsonFormat as its four UTF-8 bytes.
            generator.enable(JsonGenerator.Feature.COMBINE_UNICODE_SURROGATES_IN_UTF8);
        }
        root.write(generator, record);
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
