package io.formatbench.codec.json.binary;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.io.IOContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import org.msgpack.jackson.dataformat.MessagePackFactory;

/**
 * msgpack-java's factory as the tool uses it: its parsers are {@link MsgpackParser}s, its generators
 * {@link MsgpackStreamGenerator}s, so that both read and write a stream of root values as Jackson's
 * other formats do. Its buffers are msgpack-java's own (8 KiB each way, not Jackson's recycled ones,
 * whose size a factory could choose): a parser reads its input through one of that size, and a
 * generator writes each root value out whole as it ends.
 */
final class MsgpackFactory extends MessagePackFactory {

    private static final long serialVersionUID = 1L;

    MsgpackFactory() {
        super();
    }

    private MsgpackFactory(MsgpackFactory source) {
        super(source);
    }

    /** A generator of any number of root values, each packed by a MessagePackGenerator of its own. */
    @Override
    public JsonGenerator createGenerator(OutputStream out, JsonEncoding encoding) throws IOException {
        return new MsgpackStreamGenerator(values -> super.createGenerator(values, encoding), out,
                isEnabled(JsonGenerator.Feature.AUTO_CLOSE_TARGET));
    }

    @Override
    protected MsgpackParser _createParser(InputStream in, IOContext context) throws IOException {
        return new MsgpackParser(context, _parserFeatures, _objectCodec, in);
    }

    @Override
    protected JsonParser _createParser(byte[] data, int offset, int length, IOContext context) throws IOException {
        byte[] bytes = offset == 0 && length == data.length ? data : Arrays.copyOfRange(data, offset, offset + length);
        return new MsgpackParser(context, _parserFeatures, _objectCodec, bytes);
    }

    @Override
    public JsonFactory copy() {
        return new MsgpackFactory(this);
    }
}
