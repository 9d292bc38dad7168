package io.formatbench.model;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * One record of a log-and-metrics pipeline: proto/pipeline.proto, schema {@code pipeline}. JSON names
 * are the .proto's field names, as the proto3 JSON mapping gives them with the original names kept.
 *
 * @param timestamp within {@link ProtoTimestamps#MIN} and {@link ProtoTimestamps#MAX}
 * @param fields copied into an immutable list
 * @param metrics copied into an immutable list
 */
public record Pipeline(
        int version,
        String producerId,
        Instant timestamp,
        String product,
        String team,
        String service,
        Vertical vertical,
        LogLevel logLevel,
        String logMsg,
        List<Field> fields,
        List<Metric> metrics) {

    public Pipeline {
        Objects.requireNonNull(producerId, "producer_id");
        ProtoTimestamps.requireInRange(timestamp, "timestamp");
        Objects.requireNonNull(product, "product");
        Objects.requireNonNull(team, "team");
        Objects.requireNonNull(service, "service");
        Objects.requireNonNull(vertical, "vertical");
        Objects.requireNonNull(logLevel, "log_level");
        Objects.requireNonNull(logMsg, "log_msg");
        fields = immutable(fields, "fields");
        metrics = immutable(metrics, "metrics");
    }

    /** List.copyOf, whose NullPointerException would not say which element of which list. */
    private static <E> List<E> immutable(List<E> list, String field) {
        Objects.requireNonNull(list, field);
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw new NullPointerException(field + "[" + i + "] is null");
            }
        }
        return List.copyOf(list);
    }

    /** A label of the log line. */
    public record Field(String key, String value) {

        public Field {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(value, "value");
        }
    }

    /**
     * One measurement. Its value is finite: the proto3 JSON mapping would write NaN and the
     * infinities as strings, which the JSON policy refuses for a number.
     */
    public record Metric(String key, double value, Type type) {

        public Metric {
            Objects.requireNonNull(key, "key");
            if (!Double.isFinite(value)) {
                throw new IllegalArgumentException("field 'value': " + value + " is not a finite number");
            }
            Objects.requireNonNull(type, "type");
        }

        /** The .proto's Metric.Type: the constants in the order of their numbers, 0 up, named as there. */
        public enum Type {
            TYPE_UNSPECIFIED,
            TYPE_COUNTER,
            TYPE_GAUGE,
            TYPE_HISTOGRAM,
            TYPE_SUMMARY;

            private static final Type[] BY_NUMBER = values();

            public int number() {
                return ordinal();
            }

            /** The type numbered {@code number}, or an IllegalArgumentException naming {@code field}. */
            public static Type forNumber(int number, String field) {
                return ProtoEnums.forNumber(BY_NUMBER, number, field, "Metric.Type");
            }
        }
    }

    /** The .proto's Vertical: the constants in the order of their numbers, 0 up, named as there. */
    public enum Vertical {
        VERTICAL_UNSPECIFIED,
        VERTICAL_RETAIL,
        VERTICAL_FINANCE,
        VERTICAL_HEALTHCARE,
        VERTICAL_GAMING,
        VERTICAL_MEDIA,
        VERTICAL_LOGISTICS;

        private static final Vertical[] BY_NUMBER = values();

        public int number() {
            return ordinal();
        }

        /** The vertical numbered {@code number}, or an IllegalArgumentException naming {@code field}. */
        public static Vertical forNumber(int number, String field) {
            return ProtoEnums.forNumber(BY_NUMBER, number, field, "Vertical");
        }
    }

    /** The .proto's LogLevel: the constants in the order of their numbers, 0 up, named as there. */
    public enum LogLevel {
        LOG_LEVEL_UNSPECIFIED,
        LOG_LEVEL_TRACE,
        LOG_LEVEL_DEBUG,
        LOG_LEVEL_INFO,
        LOG_LEVEL_WARN,
        LOG_LEVEL_ERROR,
        LOG_LEVEL_FATAL;

        private static final LogLevel[] BY_NUMBER = values();

        public int number() {
            return ordinal();
        }

        /** The level numbered {@code number}, or an IllegalArgumentException naming {@code field}. */
        public static LogLevel forNumber(int number, String field) {
            return ProtoEnums.forNumber(BY_NUMBER, number, field, "LogLevel");
        }
    }
}
