package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.avro.AvroRuntimeException;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;

/**
 * An Avro codec in memory: one record is its Avro binary datum (no container: what a message bus
 * carries, the schema known to both sides), a list an Avro array of them, through the codec's own
 * datum writer and reader of records (each codec's whole way from a record to its bytes and back).
 * For one thread: it reuses its encoder and decoder.
 */
final class AvroMessages<T> implements MessageCodec<T> {

    private final DatumWriter<T> writer;
    private final DatumReader<T> reader;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private BinaryEncoder encoder;
    private BinaryDecoder decoder;

    AvroMessages(DatumWriter<T> writer, DatumReader<T> reader) {
        this.writer = writer;
        this.reader = reader;
    }

    @Override
    public byte[] encode(T record) throws IOException {
        BinaryEncoder out = start();
        writer.write(record, out);
        return finish(out);
    }

    @Override
    public T decode(byte[] message) throws IOException {
        BinaryDecoder in = DecoderFactory.get().binaryDecoder(message, decoder);
        decoder = in;
        T record = read(in);
        requireEnd(in);
        return record;
    }

    @Override
    public byte[] encodeList(List<T> records) throws IOException {
        BinaryEncoder out = start();
        out.writeArrayStart();
        out.setItemCount(records.size());
        for (T record : records) {
            out.startItem();
            writer.write(record, out);
        }
        out.writeArrayEnd();
        return finish(out);
    }

    @Override
    public List<T> decodeList(byte[] message) throws IOException {
        BinaryDecoder in = DecoderFactory.get().binaryDecoder(message, decoder);
        decoder = in;
        List<T> records = new ArrayList<>();
        try {
            for (long n = in.readArrayStart(); n != 0; n = in.arrayNext()) {
                if (n < 0 || records.size() + n > ValueLimits.MAX_ITEMS) {
                    throw new InvalidRecordException("a list of more than " + ValueLimits.MAX_ITEMS + " records");
                }
                for (long i = 0; i < n; i++) {
                    records.add(read(in));
                }
            }
        } catch (AvroRuntimeException e) {
            throw new IOException(e.getMessage(), e);
        }
        requireEnd(in);
        return records;
    }

    private T read(BinaryDecoder in) throws IOException {
        try {
            return reader.read(null, in);
        } catch (AvroRuntimeException | IllegalArgumentException | IllegalStateException | ClassCastException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private static void requireEnd(BinaryDecoder in) throws IOException {
        if (!in.isEnd()) {
            throw new InvalidRecordException("bytes after the Avro datum");
        }
    }

    private BinaryEncoder start() {
        bytes.reset();
        encoder = EncoderFactory.get().binaryEncoder(bytes, encoder);
        return encoder;
    }

    private byte[] finish(BinaryEncoder out) throws IOException {
        out.flush();
        return bytes.toByteArray();
    }
}
