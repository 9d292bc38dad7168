package io.formatbench.codec.json.binary;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.core.exc.InputCoercionException;
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
 * unchecked exceptions of its own, which no Jackson caller catches), gives its locations in bytes
 * (msgpack-java's count the bytes but call them characters), refuses an integer out of the range
 * asked for, as Jackson's parsers do, and holds the nesting to the factory's StreamReadConstraints,
 * which msgpack-java's parser does not check.
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

    /**
     * An int, as Jackson's parsers give one: msgpack-java's narrows a long or a big integer to its low
     * bits, so that databind would read 2^40 as 0 into an int field.
     */
    @Override
    public int getIntValue() {
        if (currentToken() == JsonToken.VALUE_NUMBER_INT && getNumberType() != NumberType.INT) {
            throw sneaky(new InputCoercionException(this, "Numeric value (" + getNumberValue() + ") out of range of int",
                    JsonToken.VALUE_NUMBER_INT, Integer.TYPE));
        }
        return super.getIntValue();
    }

    /** A long, as Jackson's parsers give one: msgpack-java's narrows a uint 64 past a long's range to its low bits. */
    @Override
    public long getLongValue() {
        if (currentToken() == JsonToken.VALUE_NUMBER_INT && getNumberType() == NumberType.BIG_INTEGER) {
            throw sneaky(new InputCoercionException(this, "Numeric value (" + getNumberValue() + ") out of range of long",
                    JsonToken.VALUE_NUMBER_INT, Long.TYPE));
        }
        return super.getLongValue();
    }

    /**
     * Throws Jackson's checked exception from a method msgpack-java declares without it, as Jackson's
     * own parsers throw it from theirs: every caller of a parser handles a JsonProcessingException.
     */
    @SuppressWarnings("unchecked")
    private static <E extends Exception> RuntimeException sneaky(Exception e) throws E {
        throw (E) e;
    }

    /** msgpack-java gives its offsets as characters; they count bytes, which the tool's readers take. */
    @Override
    public JsonLocation currentLocation() {
        return inBytes(super.currentLocation());
    }

    @Override
    public JsonLocation currentTokenLocation() {
        return inBytes(super.currentTokenLocation());
    }

    private static JsonLocation inBytes(JsonLocation location) {
        return new JsonLocation(location.contentReference(), location.getCharOffset(), -1, -1, -1);
    }

    private JsonParseException truncated(Exception e) {
        return new JsonParseException(this, "the input ends inside a value (truncated)", e);
    }
}
