package io.formatbench.model;

/**
 * A {@link Bytes}' array without a copy, for the JSON codecs' base64 (codec/json), which runs once
 * per bytes field inside the measured region: a copy there would be work that neither protobuf
 * codec pays for the field. Named after protobuf's UnsafeByteOperations for the same promise: a
 * caller never changes an array it gets or hands over here, and every such caller is a search for
 * this class away.
 */
public final class UnsafeBytes {

    private UnsafeBytes() {}

    /** The bytes' own array: to read, never to change. */
    public static byte[] array(Bytes bytes) {
        return bytes.value;
    }

    /** Bytes over {@code array} without a copy: only for an array that nothing else holds. */
    public static Bytes wrap(byte[] array) {
        return Bytes.adopt(array);
    }
}
