package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.Limits;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.Decoder;

/**
 * What the Avro readers bound within one record, so that a hostile block fails cleanly: Avro checks a
 * string's or bytes' length against what is left of an in-memory block, but allocates an array's or
 * map's claimed count up front and recurses as deep as a recursive schema's data goes. For one
 * reader (one thread); {@link #startRecord} before each record. Public only as the parameter of
 * {@link AvroBinding#read}: its bindings are all in this package.
 */
public final class ValueLimits {

    /**
     * The most list, map and entry items one record may hold, all fields and depths together. Every
     * item costs at least a byte in protobuf, so no record the protobuf readers accept
     * ({@link Limits#MAX_RECORD_BYTES}) holds more; an Avro item of an empty record costs no bytes.
     */
    static final long MAX_ITEMS = Limits.MAX_RECORD_BYTES;

    /** The deepest nesting of messages followed: protobuf-java's own default recursion limit. */
    static final int MAX_DEPTH = 100;

    private final boolean strictUtf8;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    private long items;
    private int depth;
    private byte[] block;
    private int blockEnd;
    private BinaryDecoder decoder;
    /** The reader's one buffer for strings and bytes: Avro's decoder refills it when it is large enough. */
    private ByteBuffer scratch;

    /** @param strictUtf8 whether a string must be valid UTF-8 (Avro itself replaces bad bytes with U+FFFD) */
    ValueLimits(boolean strictUtf8) {
        this.strictUtf8 = strictUtf8;
    }

    /**
     * The in-memory block the next records are decoded from, by {@code decoder}: what lets a strict
     * reader see a boolean's byte, which Avro's decoder reads as true for 1 and false for anything else.
     */
    void over(byte[] bytes, int end, BinaryDecoder blockDecoder) {
        this.block = bytes;
        this.blockEnd = end;
        this.decoder = blockDecoder;
    }

    /**
     * Refuses a boolean byte other than 0 or 1 at the decoder's position, when a block is known.
     *
     * @param what the value, for the error: {@code a boolean}
     */
    void checkBoolean(String what) throws IOException {
        int found = nonBooleanByte();
        if (found >= 0) {
            throw notABoolean(what, found);
        }
    }

    /**
     * The same for a field of a record, named {@code field 'active'} in the error. Its words are made
     * only when it fails: a read checks every boolean of every record, and a string built for each would be
     * garbage the read pays for in its clock.
     */
    void checkBooleanField(String field) throws IOException {
        int found = nonBooleanByte();
        if (found >= 0) {
            throw notABoolean("field '" + field + "'", found);
        }
    }

    /** The byte at the decoder's position if it is no boolean's (above 1), or -1: also when no block is known. */
    private int nonBooleanByte() throws IOException {
        if (decoder == null) {
            return -1;
        }
        int position = blockEnd - decoder.inputStream().available();
        return position < blockEnd && (block[position] & 0xFF) > 1 ? block[position] & 0xFF : -1;
    }

    private static InvalidRecordException notABoolean(String what, int found) {
        return new InvalidRecordException(what + " must be byte 0 or 1 (a boolean), found byte " + found);
    }

    public void startRecord() {
        items = 0;
        depth = 0;
    }

    /** A list, map or block of them claims {@code count} more items. */
    public int items(long count, String field) throws InvalidRecordException {
        items += count;
        if (count < 0 || items > MAX_ITEMS) {
            throw new InvalidRecordException("field '" + field + "' takes the record past " + MAX_ITEMS
                    + " list and map items, the tool's limit of a record");
        }
        return (int) count;
    }

    public void enter(String type) throws InvalidRecordException {
        if (++depth > MAX_DEPTH) {
            throw new InvalidRecordException("messages nested deeper than " + MAX_DEPTH + ", the tool's limit of a"
                    + " record (at " + type + ")");
        }
    }

    public void leave() {
        depth--;
    }

    public boolean strictUtf8() {
        return strictUtf8;
    }

    /** The next string of {@code in}: refused if it is not UTF-8 when strict, else Avro's own decoding. */
    public String string(Decoder in, String field) throws IOException {
        if (!strictUtf8) {
            return in.readString();
        }
        scratch = in.readBytes(scratch);
        return utf8(scratch, field);
    }

    /**
     * The next bytes value of {@code in}, in the reader's reused buffer (valid until the next call):
     * Avro's decoder checks the length against what is left before it allocates.
     */
    public ByteBuffer bytes(Decoder in) throws IOException {
        scratch = in.readBytes(scratch);
        return scratch;
    }

    /** The string of these bytes, refused if they are not UTF-8. */
    public String utf8(ByteBuffer bytes, String field) throws InvalidRecordException {
        try {
            CharBuffer chars = utf8.reset().decode(bytes);
            return chars.toString();
        } catch (CharacterCodingException e) {
            throw new InvalidRecordException("field '" + field + "' is not valid UTF-8");
        }
    }
}
