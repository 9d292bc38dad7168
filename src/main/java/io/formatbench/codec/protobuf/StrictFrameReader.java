package io.formatbench.codec.protobuf;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.UnknownFields;
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

    private final InputStream stream;
    /** Frames are cut from the stream through one CodedInputStream, for its buffer; records are not parsed from it. */
    private final CodedInputStream frames;
    private final String source;
    private final ProtoBinding<T, M> binding;
    private final UnknownFields unknownFields;
    private long index;
    private long offset;
    private long skipped;

    StrictFrameReader(InputStream stream, String source, ProtoBinding<T, M> binding, UnknownFields unknownFields) {
        this.stream = stream;
        this.frames = CodedInputStream.newInstance(stream);
        this.source = source;
        this.binding = binding;
        this.unknownFields = unknownFields;
    }

    @Override
    public T read() throws IOException {
        if (frames.isAtEnd()) {
            return null;
        }
        // The size limit counts every byte of the stream; counting per record keeps files over 2 GiB readable.
        frames.resetSizeCounter();
        int size = Frames.checkedLength(readLengthPrefix(), source, index, offset);
        int prefixBytes = frames.getTotalBytesRead();
        byte[] body;
        try {
            body = frames.readRawBytes(size);
        } catch (InvalidProtocolBufferException e) {
            throw Frames.truncatedBody(source, index, offset, size);
        }
        try {
            M message = binding.parser().parseFrom(body);
            int unknown = Frames.checkUnknownFields(message, unknownFields);
            Frames.requireNotAllDefaults(message);
            binding.checkValues(message);
            T record = binding.fromMessage(message);
            offset += prefixBytes + size;
            index++;
            skipped += unknown;
            return record;
        } catch (InvalidProtocolBufferException e) {
            throw Frames.badInput(source, index, offset, e);
        } catch (InvalidRecordException e) {
            throw new BadInputException(source, index, offset, e.getMessage(), e);
        }
    }

    /** The varint by hand: readRawVarint64 would let a tenth byte's extra bits wrap around. */
    private long readLengthPrefix() throws IOException {
        long value = 0;
        for (int i = 0; ; i++) {
            byte b;
            try {
                b = frames.readRawByte();
            } catch (InvalidProtocolBufferException e) {
                throw Frames.truncatedPrefix(source, index, offset);
            }
            if (Frames.overflows(i, b)) {
                throw Frames.malformedPrefix(source, index, offset);
            }
            value |= (long) (b & 0x7F) << (7 * i);
            if ((b & 0x80) == 0) {
                return value;
            }
        }
    }

    @Override
    public long skippedFields() {
        return skipped;
    }

    @Override
    public void close() throws IOException {
        stream.close();
    }
}
