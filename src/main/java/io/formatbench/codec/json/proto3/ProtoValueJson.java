package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * One value of a protobuf field's type in the proto3 JSON mapping, as {@link DescriptorJsonBinding}
 * writes and reads it: a scalar, an enum, a message, a well-known type. Values are in the form of
 * protobuf's reflection ({@code Message.getField}, {@code Builder.setField}): Integer, Long, Float,
 * Double, Boolean, String, ByteString, EnumValueDescriptor or Message.
 */
interface ProtoValueJson {

    void write(JsonGenerator generator, Object value) throws IOException;

    /**
     * Reads the value whose first token, {@code token}, the parser stands on, and leaves the parser on
     * its last token. Throws {@link io.formatbench.codec.InvalidRecordException} naming {@code field}
     * for a value the type cannot take (null included, unless the type's JSON is null).
     */
    Object read(JsonParser parser, JsonToken token, String field, JsonUnknownFields unknown) throws IOException;
}
