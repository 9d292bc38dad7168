package io.formatbench.model;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * An immutable run of bytes with value equality: a protobuf {@code bytes} field in a domain record,
 * where a bare {@code byte[]} would make the record's equals compare identities. Not protobuf's
 * ByteString, so that the protobuf codecs pay the mapping to and from it like every other field;
 * in JSON it is standard base64 with padding (codec/json's ProtoJson, through {@link UnsafeBytes}).
 */
public final class Bytes {

    public static final Bytes EMPTY = new Bytes(new byte[0]);

    /**
     * Never changed and never handed out but through {@link UnsafeBytes}, so that only this package
     * and the callers of that need to be trusted with it.
     */
    final byte[] value;

    private Bytes(byte[] value) {
        this.value = value;
    }

    public static Bytes copyOf(byte[] bytes) {
        return bytes.length == 0 ? EMPTY : new Bytes(bytes.clone());
    }

    /** A message's bytes field: one copy, the one every mapping to a domain type pays. */
    public static Bytes copyOf(ByteString bytes) {
        return bytes.isEmpty() ? EMPTY : new Bytes(bytes.toByteArray());
    }

    /** Takes {@code bytes} over without a copy: only for an array nothing else holds. */
    static Bytes adopt(byte[] bytes) {
        return bytes.length == 0 ? EMPTY : new Bytes(bytes);
    }

    public int length() {
        return value.length;
    }

    public byte byteAt(int index) {
        return value[index];
    }

    public byte[] toByteArray() {
        return value.clone();
    }

    /**
     * The bytes for a message's bytes field, without a copy: neither this nor a ByteString ever
     * changes its bytes, which is what {@link UnsafeByteOperations} asks.
     */
    public ByteString toByteString() {
        return value.length == 0 ? ByteString.EMPTY : UnsafeByteOperations.unsafeWrap(value);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Bytes bytes && Arrays.equals(value, bytes.value);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(value);
    }

    /** The length and up to the first 32 bytes in hex: enough to tell two apart in a test failure. */
    @Override
    public String toString() {
        String hex = HexFormat.of().formatHex(value, 0, Math.min(value.length, 32));
        return "Bytes[" + value.length + ": " + hex + (value.length > 32 ? "..." : "") + "]";
    }
}
