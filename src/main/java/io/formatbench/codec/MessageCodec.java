package io.formatbench.codec;

import java.io.IOException;
import java.util.List;

/**
 * A codec's records as single messages in memory: one record, or a list of records, to and from a
 * {@code byte[]}, with the same library configuration and bindings that the codec's file reader and
 * writer use. A list is what each format sends several records as: a JSON array, or a protobuf
 * message whose one field is a repeated field of the record's message (protobuf-json: that message
 * in protobuf's JSON mapping, as JsonFormat reads and writes messages only).
 *
 * <p>An instance may keep state between calls (a reused builder), so it belongs to one thread.
 */
public interface MessageCodec<T> {

    byte[] encode(T record) throws IOException;

    T decode(byte[] message) throws IOException;

    byte[] encodeList(List<T> records) throws IOException;

    List<T> decodeList(byte[] message) throws IOException;
}
