package io.formatbench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.formatbench.codec.Compression;

/**
 * Makes the tree of a results file of an older version one of the current version, as its figures were
 * measured (see {@link RunResult#CURRENT_VERSION}); keys added within a version are
 * {@link ResultFiles}' business.
 */
final class OlderVersions {

    private OlderVersions() {}

    /** The tree of a file of any version {@link ResultFiles#read} reads, as one of the current version. */
    static void upgrade(ObjectNode tree) {
        int version = tree.path("result_version").asInt();
        if (version < RunResult.BEFORE_FAMILIES_VERSION) {
            withoutCanary(tree);
        }
        if (version < RunResult.BEFORE_EVERY_PASS_VERSION) {
            withoutFamilies(tree);
        }
        if (version < RunResult.CURRENT_VERSION) {
            withMedianTimes(tree);
        }
        if (version == RunResult.UNCOMPRESSED_VERSION) {
            uncompressed(tree);
        }
    }

    /** A file of version 2, from before compression: its files were uncompressed, their raw figures their own. */
    private static void uncompressed(ObjectNode tree) {
        if (tree.get("dataset") instanceof ObjectNode dataset) {
            dataset.put("compression", Compression.NONE.id());
        }
        for (JsonNode benchmark : tree.path("benchmarks")) {
            if (benchmark instanceof ObjectNode entry) {
                entry.put("compression", Compression.NONE.id());
                entry.set("raw_file_bytes", entry.get("file_bytes"));
                entry.set("raw_mb_per_s", entry.get("mb_per_s"));
            }
        }
    }

    /**
     * A file from before the speed canary (version 3 or 2): its machine's speed is unknown (null
     * canary figures, never "unsteady"), its forks were not judged one by one (its benchmarks' busy
     * flags stand as they were), and its rounds were a fixed number.
     */
    private static void withoutCanary(ObjectNode tree) {
        int forks = tree.path("settings").path("forks").asInt();
        boolean anyBusy = false;
        for (JsonNode benchmark : tree.path("benchmarks")) {
            if (benchmark instanceof ObjectNode entry) {
                boolean busy = entry.path("machine_busy").asBoolean();
                anyBusy |= busy;
                entry.put("busy_forks", 0);
                entry.put("unjudged_forks", 0);
                entry.putNull("canary_mean_ms");
                entry.putNull("canary_cv");
                entry.put("machine_unsteady", false);
                for (JsonNode fork : entry.path("forks")) {
                    if (fork instanceof ObjectNode forkEntry) {
                        forkEntry.putArray("canary_ms");
                        forkEntry.putNull("life_other_cpu_cores");
                        forkEntry.put("machine_busy", busy);
                    }
                }
            }
        }
        if (tree.get("settings") instanceof ObjectNode settings) {
            settings.putNull("unsteady_cv");
            settings.put("precision", 0.0);
            settings.put("time_budget_s", 0.0);
            settings.put("max_forks", forks);
        }
        if (tree.get("machine") instanceof ObjectNode machine) {
            machine.put("busy", anyBusy);
            machine.putNull("canary_mean_ms");
            machine.putNull("canary_cv");
            machine.put("unsteady", false);
        }
        ObjectNode stopping = tree.putObject("stopping");
        stopping.put("rule", StopRule.FORKS.id());
        stopping.put("rounds", forks);
        stopping.putNull("elapsed_s");
        stopping.putNull("widest");
        stopping.putNull("next_round_s");
        stopping.put("confidence", RunResult.Stopping.BEFORE_THE_OPTION);
    }

    /**
     * A file of version 5 or before, as it was measured: each fork's time was the median of its measured
     * passes (the first in a row that agreed), so its {@code mean_ms} is that median.
     */
    private static void withMedianTimes(ObjectNode tree) {
        for (JsonNode benchmark : tree.path("benchmarks")) {
            for (JsonNode fork : benchmark.path("forks")) {
                if (fork instanceof ObjectNode forkEntry && !forkEntry.has("mean_ms")) {
                    forkEntry.set("mean_ms", forkEntry.get("median_ms"));
                }
            }
        }
    }

    /**
     * A file of version 4 or before, as it was measured: its time verdicts at 99.9% each (no family),
     * no equivalence margin of its own (the report's default), its latency in every fork, its canary
     * figures as it computed them (over every pass), no slow stretch judged, and no record of where
     * its forks' seconds went.
     */
    private static void withoutFamilies(ObjectNode tree) {
        if (tree.get("settings") instanceof ObjectNode settings) {
            settings.putNull("margin");
            settings.put("latency_rounds", settings.path("max_forks").asInt());
            settings.putNull("slow_canary");
        }
        if (tree.get("stopping") instanceof ObjectNode stopping) {
            stopping.put("family", 0);
            stopping.put("sequential", false);
        }
        for (JsonNode benchmark : tree.path("benchmarks")) {
            if (benchmark instanceof ObjectNode entry) {
                entry.putNull("canary_slower");
                entry.put("machine_slow", false);
                for (JsonNode fork : entry.path("forks")) {
                    if (fork instanceof ObjectNode forkEntry) {
                        forkEntry.putArray("canary_warmup_ms");
                        forkEntry.put("write_chunk_records", 0);
                        forkEntry.putNull("seconds");
                    }
                }
            }
        }
    }
}
