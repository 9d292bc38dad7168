package io.formatbench.messages;

import io.formatbench.codec.Codec;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.OwnObjects;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.function.ToLongFunction;

/**
 * What one measured call does, for one codec and batch size: encode the prepared records, or decode
 * the prepared message and check it. Everything else (the records, the message, the expected
 * checksum) is made once, before JMH starts timing, so that the timed call does only the codec's
 * work. One instance per thread: a message codec may keep state between calls.
 *
 * <p>Each decode is checked against the schema's cheap checksum of every record (the one the file
 * benchmark's reads use: numbers and string lengths), and the record count: a codec that drops a
 * field, returns a default or decodes nothing fails the run instead of looking fast. Each encode
 * checks the length of its output. Once, at creation, the records are also compared in full.
 */
public final class MessageWork<T> {

    private final String label;
    private final MessageCodec<T> codec;
    private final ToLongFunction<T> checksum;
    private final boolean single;
    private final T record;
    private final List<T> records;
    private final byte[] message;
    private final long expectedChecksum;

    MessageWork(String label, MessageCodec<T> codec, ToLongFunction<T> checksum, List<T> records, boolean single)
            throws IOException {
        if (single && records.size() != 1) {
            throw new IllegalArgumentException("a single message holds one record, was given " + records.size());
        }
        this.label = label;
        this.codec = codec;
        this.checksum = checksum;
        this.single = single;
        this.record = records.get(0);
        this.records = List.copyOf(records);
        this.message = single ? codec.encode(record) : codec.encodeList(this.records);
        this.expectedChecksum = single ? checksum.applyAsLong(record) : listChecksum(this.records);
        List<T> decoded = single ? List.of(codec.decode(message)) : codec.decodeList(message);
        for (int i = 0; i < Math.max(decoded.size(), this.records.size()); i++) {
            T got = i < decoded.size() ? decoded.get(i) : null;
            T expected = i < this.records.size() ? this.records.get(i) : null;
            if (!Objects.equals(got, expected)) {
                throw new MessageCheckException(label + ": the records do not come back as they went; record " + i
                        + " decoded as " + got + ", expected " + expected);
            }
        }
    }

    /**
     * The work of one codec of a schema for one batch size, with the batch's records from the seeded dataset,
     * on the objects the codec's benchmarks run on ({@link DatasetSchema#objectsOf}): protoc's messages for a
     * protobuf codec, made from the records here, before any timing.
     */
    public static <T> MessageWork<?> of(DatasetSchema<T> schema, Codec<T> codec, int batch) throws IOException {
        String label = schema.name() + " " + codec.name() + ", " + batch + (batch == 1 ? " record" : " records");
        return of(label, schema.objectsOf(codec), MessageInputs.forBatch(schema, batch), batch == 1);
    }

    private static <T, O> MessageWork<O> of(String label, OwnObjects<T, O> objects, List<T> records, boolean single)
            throws IOException {
        return new MessageWork<>(label, objects.codec().newMessageCodec(), objects.checksum(),
                records.stream().map(objects.fromRecord()).toList(), single);
    }

    /** The message that {@link #decode} decodes: this codec's own encoding of the records. */
    public byte[] message() {
        return message;
    }

    /** Encodes the records; returns the message, for JMH to consume. */
    public byte[] encode() throws IOException {
        byte[] encoded = single ? codec.encode(record) : codec.encodeList(records);
        if (encoded.length != message.length) {
            throw new MessageCheckException(label + ": encode wrote " + encoded.length + " bytes, "
                    + message.length + " the first time");
        }
        return encoded;
    }

    /** Decodes the message and checks it; returns what it decoded, for JMH to consume. */
    public Object decode() throws IOException {
        if (single) {
            T decoded = codec.decode(message);
            if (checksum.applyAsLong(decoded) != expectedChecksum) {
                throw decodedOther(decoded);
            }
            return decoded;
        }
        List<T> decoded = codec.decodeList(message);
        if (decoded.size() != records.size() || listChecksum(decoded) != expectedChecksum) {
            throw decodedOther(decoded.size() + " records");
        }
        return decoded;
    }

    private long listChecksum(List<T> list) {
        long hash = 0;
        for (T one : list) {
            hash = ContentDigest.fold(hash, checksum.applyAsLong(one));
        }
        return hash;
    }

    private MessageCheckException decodedOther(Object decoded) {
        return new MessageCheckException(label + ": decode gave other records than were encoded: " + decoded);
    }
}
