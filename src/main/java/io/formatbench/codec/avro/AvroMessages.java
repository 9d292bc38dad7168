package io.formatbench.codec.avro;

import com.google.protobuf.Message;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.protobuf.ProtoBinding;
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
 * datum writer and reader. For one thread: it reuses its encoder and decoder.
 */
final class AvroMessages<T, M extends Message> implements MessageCodec<T> {

    private final ProtoBinding<T, M> binding;
    private final DatumWriter<M> writer;
    private final DatumReader<M> reader;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private BinaryEncoder encoder;
    private BinaryDecoder decoder;

    AvroMessages(ProtoBinding<T, M> binding, DatumWriter<M> writer, DatumReader<M> reader) {
        this.binding = binding;
        this.writer = writer;
        this.reader = reader;
    }

    @Override
    public byte[] encode(T record) throws IOException {
        BinaryEncoder out = start();
        writer.write(binding.toMessage(record), out);
        return finish(out);
    }

    @Override
    public T decode(byte[] message) throws IOException {
        BinaryDecoder in = DecoderFactory.get().binaryDecoder(message, decoder);
        decoder = in;
        T record = binding.fromMessage(read(in));
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
            writer.write(binding.toMessage(record), out);
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
                    records.add(binding.fromMessage(read(in)));
                }
            }
        } catch (AvroRuntimeException e) {
            throw new IOException(e.getMessage(), e);
        }
        requireEnd(in);
        return records;
    }

    private M read(BinaryDecoder in) throws IOException {
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
