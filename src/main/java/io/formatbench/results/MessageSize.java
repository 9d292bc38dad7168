package io.formatbench.results;

import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;

/**
 * The size of one record's message in one format, as small comparisons report it.
 *
 * @param record {@code typical} (a record of the dataset) or {@code empty} (every field at its default)
 * @param bytes the message's length: for protobuf the message alone, without a length prefix
 */
public record MessageSize(SchemaName schema, Format format, String record, long bytes) {

    /** The record of median JSON size among the dataset's first records: what the single-record benchmarks use. */
    public static final String TYPICAL = "typical";
    /** The record with every field at its default (0, "", false): what proto3 leaves off the wire. */
    public static final String EMPTY = "empty";
}
