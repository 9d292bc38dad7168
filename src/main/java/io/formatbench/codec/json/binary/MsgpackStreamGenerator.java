package io.formatbench.codec.json.binary;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A generator of a stream of root values for msgpack-java, whose generator writes one root container
 * and no more: it holds a container's items until the container is closed (a MessagePack map or array
 * starts with its size), then packs them when flushed, and its state does not return to the root
 * after that, so a second container fails. This one hands each root value a generator of its own,
 * closed when the value ends, which packs it, as msgpack-java's documented way to write several values,
 * an ObjectMapper.writeValue per value, does; the codecs keep one generator for the file, as for every
 * other Jackson format.
 *
 * <p>Each value's generator flushes the stream as it closes: those flushes stop here, so that the
 * stream beneath sees only this generator's own, as with the other formats' generators; otherwise each
 * record would be a write to the file. A value's generator is made when its value starts, never
 * before: msgpack-java's generators share one output buffer per thread (its default, which spares an
 * 8 KiB buffer a record), which the newest generator of the thread points at its own stream, so a
 * generator made early could find it pointed at another's (a record encoded in memory between two of
 * a file's).
 */
final class MsgpackStreamGenerator extends JsonGeneratorDelegate {

    /** Makes the generator of one root value over a stream. */
    interface ValueGenerators {
        JsonGenerator create(OutputStream out) throws IOException;
    }

    private final ValueGenerators generators;
    private final OutputStream out;
    private final OutputStream values;
    private final boolean closeTarget;
    private int depth;
    /** Whether the delegate is spent (the last value's, or the first, which writes nothing): the next value gets its own. */
    private boolean spent = true;

    /** @param closeTarget whether closing this generator closes {@code out} (the factory's AUTO_CLOSE_TARGET) */
    MsgpackStreamGenerator(ValueGenerators generators, OutputStream out, boolean closeTarget) throws IOException {
        this(generators, out, new FlushesStopHere(out), closeTarget);
    }

    private MsgpackStreamGenerator(ValueGenerators generators, OutputStream out, OutputStream values,
                                   boolean closeTarget) throws IOException {
        // Not delegating writeObject, writeTree or copy*: they come back through this one's writes.
        super(valueGenerator(generators, values), false);
        this.generators = generators;
        this.out = out;
        this.values = values;
        this.closeTarget = closeTarget;
    }

    /** Its close packs the value and flushes, never closes: the stream the thread's buffer points at may be another's by then. */
    private static JsonGenerator valueGenerator(ValueGenerators generators, OutputStream values) throws IOException {
        return generators.create(values).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    }

    @Override
    public void writeStartArray() throws IOException {
        containerStarts();
        super.writeStartArray();
    }

    @Override
    public void writeStartArray(int size) throws IOException {
        containerStarts();
        super.writeStartArray(size);
    }

    @Override
    public void writeStartArray(Object forValue) throws IOException {
        containerStarts();
        super.writeStartArray(forValue);
    }

    @Override
    public void writeStartArray(Object forValue, int size) throws IOException {
        containerStarts();
        super.writeStartArray(forValue, size);
    }

    @Override
    public void writeStartObject() throws IOException {
        containerStarts();
        super.writeStartObject();
    }

    @Override
    public void writeStartObject(Object forValue) throws IOException {
        containerStarts();
        super.writeStartObject(forValue);
    }

    @Override
    public void writeStartObject(Object forValue, int size) throws IOException {
        containerStarts();
        super.writeStartObject(forValue, size);
    }

    @Override
    public void writeEndArray() throws IOException {
        super.writeEndArray();
        containerEnded();
    }

    @Override
    public void writeEndObject() throws IOException {
        super.writeEndObject();
        containerEnded();
    }

    /**
     * msgpack-java's generator reads a char array from index 0 whatever the offset (an
     * ArrayIndexOutOfBoundsException past it): given the string, as copyCurrentStructure hands one.
     */
    @Override
    public void writeString(char[] text, int offset, int length) throws IOException {
        super.writeString(new String(text, offset, length));
    }

    /** msgpack-java's generator writes an ASCII byte array whole whatever the offset and length: given the string. */
    @Override
    public void writeUTF8String(byte[] text, int offset, int length) throws IOException {
        super.writeString(new String(text, offset, length, StandardCharsets.UTF_8));
    }

    @Override
    public void writeRawUTF8String(byte[] text, int offset, int length) throws IOException {
        super.writeString(new String(text, offset, length, StandardCharsets.UTF_8));
    }

    /** A root container starts: a generator of its own. */
    private void containerStarts() throws IOException {
        if (depth++ == 0 && spent) {
            delegate = valueGenerator(generators, values);
            spent = false;
        }
    }

    /** A root container that ends is packed by its generator's close. */
    private void containerEnded() throws IOException {
        if (--depth == 0) {
            delegate.close();
            spent = true;
        }
    }

    @Override
    public void flush() throws IOException {
        delegate.flush();
        out.flush();
    }

    @Override
    public void close() throws IOException {
        delegate.close();
        if (closeTarget) {
            out.close();
        } else {
            out.flush();
        }
    }

    /** The stream beneath the value generators: their writes pass, their flushes do not. */
    private static final class FlushesStopHere extends FilterOutputStream {
        FlushesStopHere(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            out.write(bytes, offset, length);
        }

        @Override
        public void flush() {
            // The generator of each value flushes as it closes.
        }
    }
}
