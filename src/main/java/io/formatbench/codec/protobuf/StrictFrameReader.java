package io.formatbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordReader;
import java.io.IOException;
import java.io.InputStream;

/**
 * The strict reader of both protobuf codecs: each frame is read whole ({@link Frames}' rules on its
 * length prefix and its length), then parsed from its own bytes, then checked against the schema.
 *
 * <p>Parsing each record from its own bytes makes the outcome a function of the record alone.
 * protobuf-java decodes a varint on one of two paths, picked by how many bytes its buffer holds at
 * that moment, and the two disagree on a 10-byte varint whose last byte still has its continuation
 * bit (the fast path takes it, the slow path rejects it). Parsed from a stream, the same record was
 * accepted or rejected depending on how the file's bytes arrived, and differently by the two codecs
 * (found by fuzzing). From its own bytes, one path sees every record the same way, for both codecs.
 */
final class StrictFrameReader<T, M extends Message> implements RecordReader<T> {

    private final InputStream in;
    private final String source;
    private final ProtoBinding<T, M> binding;
    private long index;
    private long offset;

    StrictFrameReader(InputStream in, String source, ProtoBinding<T, M> binding) {
        this.in = in;
        this.source = source;
        this.binding = binding;
    }

    @Override
    public T read() throws IOException {
        int first = in.read();
        if (first < 0) {
            return null;
        }
        int prefixBytes = 1;
        long length = first & 0x7F;
        for (int b = first; (b & 0x80) != 0; prefixBytes++) {
            b = in.read();
            if (b < 0) {
                throw Frames.truncatedPrefix(source, index, offset);
            }
            if (Frames.overflows(prefixBytes, b)) {
                throw Frames.malformedPrefix(source, index, offset);
            }
            length |= (long) (b & 0x7F) << (7 * prefixBytes);
        }
        int size = Frames.checkedLength(length, source, index, offset);
        byte[] body = in.readNBytes(size);
        if (body.length < size) {
            throw Frames.truncatedBody(source, index, offset, size, body.length);
        }
        try {
            M message = binding.parser().parseFrom(body);
            Frames.requireSchemaFieldsOnly(message);
            Frames.requireNotAllDefaults(message);
            T record = binding.fromMessage(message);
            offset += prefixBytes + size;
            index++;
            return record;
        } catch (InvalidProtocolBufferException e) {
            throw new BadInputException(source, index, offset, Frames.describe(e), e);
        } catch (InvalidRecordException e) {
            throw new BadInputException(source, index, offset, e.getMessage(), e);
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
