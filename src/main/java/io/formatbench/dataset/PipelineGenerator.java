package io.formatbench.dataset;

import io.formatbench.proto.records.Pipeline;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Realistic log-and-metrics records: schema versions 1-3 (with int32's extremes, rarely); producer
 * ids like UUIDs or host names; one record a second from 2024-03-01T00:00:00Z by record number (a
 * shard's continue from the shard before it), with now and then a time near either end of a
 * Timestamp's range; products, teams and services whose names mix ASCII and other scripts; every
 * vertical and log level, INFO most often; log lines mostly of one sentence, sometimes empty,
 * sometimes a stack trace of a few KiB; 0-20 labels and 0-20 metrics, most records few, some none;
 * metric values with and without a fraction, tiny, huge, negative and zero (never -0.0).
 * SplittableRandom's algorithm is specified by the JDK, so a seed gives the same records on any JVM.
 */
public final class PipelineGenerator implements RecordGenerator<Pipeline> {

    static final Instant BASE = Instant.parse("2024-03-01T00:00:00Z");
    /** The most labels, and the most metrics, of one record. */
    static final int MAX_LIST = 20;

    private static final String[] PRODUCTS = {
        "checkout", "search", "recommendations", "Zahlungsverkehr", "recommandations", "búsqueda", "検索", "推荐",
        "платежи", "loyalty", "ads",
    };
    private static final String[] TEAMS = {
        "payments", "growth", "platform", "data-eng", "Équipe Données", "plataforma", "インフラ", "데이터팀",
        "sre", "Søk og innsikt",
    };
    private static final String[] SERVICES = {
        "api-gateway", "order-service", "billing-worker", "inventory", "søk-indexer", "auth", "notifier",
        "stream-ingest", "fraud-scorer", "café-menu",
    };
    private static final String[] REGIONS = {"eu-west-1", "eu-central-1", "us-east-1", "ap-northeast-1", "sa-east-1"};
    private static final String[] FIELD_KEYS = {
        "http.method", "http.status_code", "http.route", "user.id", "tenant", "region", "trace_id", "span_id",
        "k8s.pod", "k8s.namespace", "client.ip", "feature_flag", "país", "ユーザー", "retry",
    };
    private static final String[] METHODS = {"GET", "POST", "PUT", "DELETE", "PATCH"};
    private static final String[] METRIC_KEYS = {
        "latency_ms", "bytes_out", "bytes_in", "requests", "errors", "cpu.utilization", "queue.depth",
        "gc.pause_ms", "température_c", "cache.hit_ratio", "items", "amount_eur",
    };
    private static final String[] MESSAGES = {
        "request completed", "cache miss for key", "payment accepted", "retrying after timeout",
        "user session expired", "Bestellung verarbeitet", "paiement refusé", "注文を処理しました",
        "connection reset by peer", "slow query", "rate limit exceeded for tenant", "запрос выполнен",
    };
    private static final String[] STATUS_CODES = {"200", "201", "204", "301", "400", "401", "404", "429", "500", "503"};
    private static final double[] DECIMALS = {10, 100, 1000};
    // Literals, not Math.pow, which may differ in the last bit between JVMs: a seed gives the same records anywhere.
    private static final double[] SCALES = {1e-3, 1e-2, 1e-1, 1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6};
    private static final int[] VERSION_WEIGHTS = {60, 30, 10};
    private static final int[] VERTICAL_WEIGHTS = {5, 25, 20, 15, 10, 15, 10};
    private static final int[] LOG_LEVEL_WEIGHTS = {3, 5, 20, 50, 12, 8, 2};
    private static final int[] TYPE_WEIGHTS = {5, 35, 35, 15, 10};
    private static final Pipeline.Vertical[] VERTICALS = Pipeline.Vertical.values();
    private static final Pipeline.LogLevel[] LOG_LEVELS = Pipeline.LogLevel.values();
    private static final Pipeline.Metric.Type[] TYPES = Pipeline.Metric.Type.values();

    private final SplittableRandom random;
    private long recordNumber;

    /** Records numbered from {@code firstRecord} on: the number sets their time. */
    public PipelineGenerator(long seed, long firstRecord) {
        this.random = new SplittableRandom(seed);
        this.recordNumber = firstRecord;
    }

    @Override
    public Pipeline next() {
        int version = random.nextInt(GeneratedValues.EXTREME_EVERY) == 0 ? GeneratedValues.int32(random)
                : 1 + GeneratedValues.weighted(random, VERSION_WEIGHTS);
        String producerId = producerId();
        Instant timestamp = GeneratedValues.timestamp(random, BASE, 1, recordNumber++);
        String product = GeneratedValues.pick(random, PRODUCTS);
        String team = GeneratedValues.pick(random, TEAMS);
        String service = GeneratedValues.pick(random, SERVICES);
        Pipeline.Vertical vertical = VERTICALS[GeneratedValues.weighted(random, VERTICAL_WEIGHTS)];
        Pipeline.LogLevel logLevel = LOG_LEVELS[GeneratedValues.weighted(random, LOG_LEVEL_WEIGHTS)];
        String logMsg = logMessage(logLevel);
        return new Pipeline(version, producerId, timestamp, product, team, service, vertical, logLevel, logMsg,
                fields(), metrics());
    }

    private String producerId() {
        if (random.nextInt(10) < 7) {
            return uuid();
        }
        int host = random.nextInt(1, 40);
        return "collector-" + GeneratedValues.pick(random, REGIONS) + "-" + (host < 10 ? "0" : "") + host;
    }

    private String uuid() {
        return new java.util.UUID(random.nextLong(), random.nextLong()).toString();
    }

    /** A sentence with a detail or two; 2% empty; an error's stack trace of 1-4 KiB now and then. */
    private String logMessage(Pipeline.LogLevel level) {
        int r = random.nextInt(50);
        if (r == 0) {
            return "";
        }
        StringBuilder text = new StringBuilder(GeneratedValues.pick(random, MESSAGES));
        text.append(": ").append(GeneratedValues.words(random, 20));
        boolean failing = level == Pipeline.LogLevel.LOG_LEVEL_ERROR || level == Pipeline.LogLevel.LOG_LEVEL_FATAL;
        if (failing && random.nextInt(4) == 0 || r == 1) {
            int frames = random.nextInt(10, 60);
            text.append("\njava.lang.IllegalStateException: ").append(GeneratedValues.words(random, 6));
            for (int i = 0; i < frames; i++) {
                text.append("\n\tat io.example.").append(GeneratedValues.pick(random, SERVICES).replace('-', '_'))
                        .append(".Handler").append(random.nextInt(100)).append(".handle(Handler.java:")
                        .append(random.nextInt(1, 900)).append(')');
            }
        }
        return text.toString();
    }

    private List<Pipeline.Field> fields() {
        int count = listSize();
        List<Pipeline.Field> fields = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String key = GeneratedValues.pick(random, FIELD_KEYS);
            String value = switch (key) {
                case "http.method" -> GeneratedValues.pick(random, METHODS);
                case "http.status_code" -> GeneratedValues.pick(random, STATUS_CODES);
                case "trace_id", "span_id", "user.id" -> uuid();
                case "region" -> GeneratedValues.pick(random, REGIONS);
                case "retry" -> Integer.toString(random.nextInt(5));
                default -> random.nextInt(20) == 0 ? "" : GeneratedValues.words(random, 4);
            };
            fields.add(new Pipeline.Field(key, value));
        }
        return fields;
    }

    private List<Pipeline.Metric> metrics() {
        int count = listSize();
        List<Pipeline.Metric> metrics = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Pipeline.Metric.Type type = TYPES[GeneratedValues.weighted(random, TYPE_WEIGHTS)];
            metrics.add(new Pipeline.Metric(GeneratedValues.pick(random, METRIC_KEYS), metricValue(), type));
        }
        return metrics;
    }

    /** 0-20: a tenth none, most a few, some the most. */
    private int listSize() {
        return random.nextInt(10) == 0 ? 0 : GeneratedValues.skewed(random, 1, MAX_LIST);
    }

    /**
     * Counts (whole numbers, printed "42.0" in JSON), values with one to three decimals, any fraction,
     * and the odd ones: tiny, huge, negative, zero, the largest and smallest doubles. Never -0.0: the
     * codecs keep it, but protobuf-java-util's JsonFormat parser reads "-0.0" as 0.0 (through a
     * BigDecimal), and the dataset's JSON Lines are to give it exactly the records of the .pb file.
     */
    private double metricValue() {
        double value = anyMetricValue();
        return value == 0 ? 0.0 : value;
    }

    private double anyMetricValue() {
        int r = random.nextInt(100);
        if (r < 40) {
            return random.nextInt(random.nextBoolean() ? 100 : 1_000_000_000);
        }
        if (r < 65) {
            return random.nextInt(-100_000, 1_000_000) / DECIMALS[random.nextInt(DECIMALS.length)];
        }
        if (r < 90) {
            return random.nextDouble() * SCALES[random.nextInt(SCALES.length)];
        }
        return switch (r) {
            case 90 -> 0.0;
            case 91 -> -(1 + random.nextInt(1000));
            case 92 -> Double.MAX_VALUE;
            case 93 -> Double.MIN_VALUE;
            case 94 -> -Double.MAX_VALUE;
            case 95 -> random.nextDouble() * 1e-300;
            case 96 -> random.nextDouble() * 1e300;
            case 97 -> Double.MIN_NORMAL;
            default -> -random.nextDouble() * 1e9;
        };
    }
}
