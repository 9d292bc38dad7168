package io.formatbench.spark.protobuf;

/**
 * A value that the other side cannot hold exactly (a timestamp finer than Spark's microseconds, a
 * number an enum does not declare, a null for a field without presence): refused, in one line that
 * names the field, and the file and record where there is one.
 */
final class ValueRefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    ValueRefusedException(String message) {
        super(message, null, false, false);
    }
}
