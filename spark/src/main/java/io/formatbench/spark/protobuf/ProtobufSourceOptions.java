package io.formatbench.spark.protobuf;

import io.formatbench.codec.Compression;
import java.io.Serializable;
import java.util.Locale;
import java.util.Map;

/**
 * The options of {@code spark.read.format("delimited-protobuf")} and of its writer, as Spark passes
 * them (names in any case).
 *
 * @param message the message type's full name, as in its .proto ({@code formatbench.user.User})
 * @param maxDepth how many times a message type may nest in itself (see {@link RowMapping}); -1, the
 *     default: a recursive type is refused
 * @param timesAsMessages whether Timestamp and Duration are structs of their seconds and nanos, whole
 *     (option {@code times=messages}), rather than Spark's timestamp and interval, which hold
 *     microseconds and refuse finer values ({@code times=spark}, the default)
 * @param compression the writer's: the tool's compression of the whole file (its name gets the
 *     suffix); the reader takes each file's from its name, as the tool names them
 * @param strict the reader's mode (option {@code strict=true}): the tool's strict frame reader and checks
 *     (exact frames, no field outside the schema, no record of defaults only), where by default it reads as
 *     protobuf-java documents for a stream of messages, with the library's own checks
 */
record ProtobufSourceOptions(String message, int maxDepth, boolean timesAsMessages, Compression compression,
                             boolean strict) implements Serializable {

    static final String MESSAGE = "message";
    static final String MAX_DEPTH = "recursive.fields.max.depth";
    static final String COMPRESSION = "compression";
    static final String TIMES = "times";
    static final String STRICT = "strict";
    /** As spark-protobuf's: a Spark schema grows with every level. */
    static final int MOST_DEPTH = 10;

    static ProtobufSourceOptions of(Map<String, String> given) {
        String message = null;
        String depth = null;
        String compression = null;
        String times = "spark";
        String strict = "false";
        for (Map.Entry<String, String> option : given.entrySet()) {
            switch (option.getKey().toLowerCase(Locale.ROOT)) {
                case MESSAGE -> message = option.getValue().strip();
                case MAX_DEPTH -> depth = option.getValue().strip();
                case COMPRESSION -> compression = option.getValue().strip().toLowerCase(Locale.ROOT);
                case TIMES -> times = option.getValue().strip().toLowerCase(Locale.ROOT);
                case STRICT -> strict = option.getValue().strip().toLowerCase(Locale.ROOT);
                default -> {
                    // Spark's own options (path, paths, ...) and others' are none of this source's.
                }
            }
        }
        if (message == null || message.isEmpty()) {
            throw new IllegalArgumentException("delimited-protobuf needs the option " + MESSAGE + ": the full name of"
                    + " the files' message type, e.g. .option(\"message\", \"formatbench.user.User\")");
        }
        int maxDepth = -1;
        if (depth != null) {
            try {
                maxDepth = Integer.parseInt(depth);
            } catch (NumberFormatException e) {
                maxDepth = Integer.MIN_VALUE;
            }
            if (maxDepth != -1 && (maxDepth < 1 || maxDepth > MOST_DEPTH)) {
                throw new IllegalArgumentException("delimited-protobuf: option " + MAX_DEPTH + " must be -1 or 1 to "
                        + MOST_DEPTH + ", was '" + depth + "'");
            }
        }
        if (!times.equals("spark") && !times.equals("messages")) {
            throw new IllegalArgumentException("delimited-protobuf: option " + TIMES + " must be spark (Timestamp and"
                    + " Duration as Spark's timestamp and interval, in microseconds) or messages (as structs of"
                    + " seconds and nanos), was '" + times + "'");
        }
        if (!strict.equals("true") && !strict.equals("false")) {
            throw new IllegalArgumentException("delimited-protobuf: option " + STRICT + " must be true (the tool's"
                    + " strict reader and checks) or false (protobuf-java's documented loop, the default), was '"
                    + strict + "'");
        }
        Compression chosen = Compression.NONE;
        if (compression != null && !compression.isEmpty()) {
            try {
                chosen = Compression.fromId(compression);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("delimited-protobuf: option " + COMPRESSION + ": "
                        + e.getMessage());
            }
        }
        return new ProtobufSourceOptions(message, maxDepth, times.equals("messages"), chosen, strict.equals("true"));
    }

    static ProtobufSourceOptions of(scala.collection.Map<String, String> given) {
        return of(scala.jdk.javaapi.CollectionConverters.asJava(given));
    }
}
