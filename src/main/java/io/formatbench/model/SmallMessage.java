package io.formatbench.model;

import java.time.Instant;
import java.util.Objects;

/**
 * The small message of the usual Go comparison of protobuf and JSON ({@code MyMessage} there):
 * proto/message.proto, schema {@code message}. JSON names are the .proto's field names, as the
 * proto3 JSON mapping gives them with the original names kept.
 *
 * @param myTimestamp within {@link ProtoTimestamps#MIN} and {@link ProtoTimestamps#MAX}
 */
public record SmallMessage(
        int myInt,
        boolean myBool,
        Bytes myBytes,
        String myString,
        Instant myTimestamp,
        MyStatus myMyStatus) {

    public SmallMessage {
        Objects.requireNonNull(myBytes, "my_bytes");
        Objects.requireNonNull(myString, "my_string");
        ProtoTimestamps.requireInRange(myTimestamp, "my_timestamp");
        Objects.requireNonNull(myMyStatus, "my_my_status");
    }

    /** The .proto's MyStatus: the constants in the order of their numbers, 0 up, named as there. */
    public enum MyStatus {
        STATUS_UNSPECIFIED,
        STATUS_ONE,
        STATUS_TWO,
        STATUS_THREE;

        private static final MyStatus[] BY_NUMBER = values();

        public int number() {
            return ordinal();
        }

        /** The status numbered {@code number}, or an IllegalArgumentException naming {@code field}. */
        public static MyStatus forNumber(int number, String field) {
            return ProtoEnums.forNumber(BY_NUMBER, number, field, "MyStatus");
        }
    }
}
