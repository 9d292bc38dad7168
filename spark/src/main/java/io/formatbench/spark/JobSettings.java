package io.formatbench.spark;

import io.formatbench.Defaults;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The job's arguments, all {@code --name=value} (or {@code --name value}); a blank value means the
 * default, as the core's Maven profiles pass every property whether set or not.
 *
 * @param data the dataset folder: a local path or a URI (hdfs://..., s3a://...)
 * @param master null: the one spark-submit gives (spark.master), else local[*]
 * @param formats empty: every format of the dataset
 * @param codecs empty: every codec of the formats
 * @param warmups the fewest warm-up runs of every workload before the counted ones (recorded, not
 *     counted), as bench's --warmups
 * @param maxWarmups the most: between the two, warm-up ends by bench's rule ({@link WarmupRule})
 * @param executors executors to wait for before the first run (on a cluster); 0 for none
 * @param workloads the workloads to run, of {@link Workloads#NAMES}
 */
record JobSettings(String data, Path results, String run, String master, List<String> formats, List<String> codecs,
                   int runs, int warmups, int maxWarmups, int executors, List<String> workloads) {

    static final String USAGE = "usage: --data=DIR|URI [--results=DIR] [--run=ID] [--master=URL] [--format=LIST]"
            + " [--codecs=LIST] [--runs=N] [--warmups=N] [--max-warmups=N] [--executors=N] [--workloads=LIST]";

    private static final List<String> NAMES = List.of("data", "results", "run", "master", "format", "codecs",
            "runs", "warmups", "max-warmups", "executors", "workloads");

    static JobSettings parse(String[] args) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                throw usage("unexpected argument '" + arg + "'");
            }
            String name;
            String value;
            int equals = arg.indexOf('=');
            if (equals >= 0) {
                name = arg.substring(2, equals);
                value = arg.substring(equals + 1);
            } else if (i + 1 < args.length) {
                name = arg.substring(2);
                value = args[++i];
            } else {
                throw usage("option '" + arg + "' needs a value");
            }
            if (!NAMES.contains(name)) {
                throw usage("unknown option '--" + name + "'");
            }
            values.put(name, value.strip());
        }
        String data = values.getOrDefault("data", "");
        if (data.isEmpty()) {
            throw usage("--data is required: the folder of a dataset made by generate --shards N");
        }
        String results = values.getOrDefault("results", "");
        String run = values.getOrDefault("run", "");
        String master = values.getOrDefault("master", "");
        // bench's defaults and its rule (io.formatbench.Defaults, bench/WarmupPolicy): the same warm-up and the
        // same count of measured passes on both sides of the ratio.
        int runs = count("runs", values.getOrDefault("runs", ""), Defaults.ITERATIONS, 1, 100);
        int warmups = count("warmups", values.getOrDefault("warmups", ""), Defaults.WARMUPS, 0, 100);
        int maxWarmups = count("max-warmups", values.getOrDefault("max-warmups", ""),
                Math.max(Defaults.MAX_WARMUPS, warmups), 0, 100);
        if (maxWarmups < warmups) {
            throw usage("--max-warmups (" + maxWarmups + ") is below --warmups (" + warmups + ")");
        }
        return new JobSettings(data, Path.of(results.isEmpty() ? "results" : results),
                run.isEmpty() ? ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))
                        : run,
                master.isEmpty() ? null : master, list(values.get("format")), list(values.get("codecs")),
                runs, warmups, maxWarmups,
                count("executors", values.getOrDefault("executors", ""), 0, 0, 10_000),
                workloads(values.get("workloads")));
    }

    private static int count(String name, String value, int otherwise, int least, int most) {
        if (value.isEmpty()) {
            return otherwise;
        }
        try {
            int count = Integer.parseInt(value);
            if (count >= least && count <= most) {
                return count;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw usage("--" + name + " must be a whole number from " + least + " to " + most + ", was '" + value + "'");
    }

    private static List<String> workloads(String value) {
        List<String> names = list(value);
        if (names.isEmpty() || names.equals(List.of("all"))) {
            return Workloads.NAMES;
        }
        for (String name : names) {
            if (!Workloads.NAMES.contains(name)) {
                throw usage("unknown workload '" + name + "' (known: " + String.join(", ", Workloads.NAMES) + ")");
            }
        }
        return names;
    }

    private static List<String> list(String value) {
        List<String> items = new ArrayList<>();
        if (value != null) {
            for (String item : value.split(",")) {
                if (!item.isBlank()) {
                    items.add(item.strip().toLowerCase(Locale.ROOT));
                }
            }
        }
        return List.copyOf(items);
    }

    private static JobException usage(String message) {
        return new JobException(JobException.USAGE, message + "; " + USAGE);
    }
}
