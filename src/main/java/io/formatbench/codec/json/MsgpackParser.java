package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.io.IOException;
import java.io.InputStream;
import org.msgpack.core.MessageInsufficientBufferException;
import org.msgpack.core.MessageNeverUsedFormatException;
import org.msgpack.core.MessagePackException;
import org.msgpack.jackson.dataformat.MessagePackParser;

/**
 * msgpack-java's parser as a reader of a stream of root values, as Jackson's other parsers are: it
 * says where the input ends between root values (null, where msgpack-java's throws "Unexpected EOF"
 * whether or not a value was cut), fails as a Jackson parser fails (msgpack-core's failures are
 * unchecked exceptions of its own, which no Jackson caller catches), and holds the nesting to the
 * factory's StreamReadConstraints, which msgpack-java's parser does not check.
 */
final class MsgpackParser extends MessagePackParser {

    MsgpackParser(IOContext context, int features, ObjectCodec codec, InputStream in) throws IOException {
        // Not the thread's shared unpacker: a second parser open on the thread would take it over.
        super(context, features, codec, in, false);
    }

    MsgpackParser(IOContext context, int features, ObjectCodec codec, byte[] bytes) throws IOException {
        super(context, features, codec, bytes, false);
    }

    @Override
    public JsonToken nextToken() throws IOException {
        JsonToken token;
        try {
            token = super.nextToken();
        } catch (JsonEOFException e) {
            if (getParsingContext().inRoot()) {
                // Where a root value could start: the input ended between records.
                _currToken = null;
                return null;
            }
            throw truncated(e);
        } catch (MessageInsufficientBufferException e) {
            throw truncated(e);
        } catch (MessageNeverUsedFormatException e) {
            throw new JsonParseException(this, "0xC1, a byte MessagePack never uses", e);
        } catch (MessagePackException e) {
            throw new JsonParseException(this, "MessagePack: " + e.getMessage(), e);
        }
        if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
            streamReadConstraints().validateNestingDepth(getParsingContext().getNestingDepth());
        }
        return token;
    }

    private JsonParseException truncated(Exception e) {
        return new JsonParseException(this, "the input ends inside a value (truncated)", e);
    }
}
