package io.formatbench.bench;

import java.util.List;

/**
 * The heap every measuring JVM gets: bench's forks and the Spark job's driver and executors. Fixed
 * (-Xms = -Xmx: with -Xmx alone, pass times alternated by up to 1.5x here), G1, and touched in full
 * at start-up (-XX:+AlwaysPreTouch: otherwise the first passes that reach fresh heap pay for its page
 * faults, which made pass times bimodal). One place, so that an engine's figures and bench's come
 * from JVMs set up alike.
 */
public final class FixedHeap {

    /** A JVM size as -Xms and -Xmx take it: 512m, 1g. */
    public static final java.util.regex.Pattern SIZE = java.util.regex.Pattern.compile("[1-9][0-9]*[kKmMgG]?");

    private FixedHeap() {}

    /** The JVM options of a fixed, pre-touched heap of {@code size} (a JVM size: 512m, 1g). */
    public static List<String> options(String size) {
        return List.of("-Xms" + size, "-Xmx" + size, "-XX:+UseG1GC", "-XX:+AlwaysPreTouch");
    }

    /**
     * The same options but -Xmx, for a JVM whose -Xmx someone else sets from the same size: Spark's
     * executors, whose launcher takes it from spark.executor.memory and refuses it among their options.
     */
    public static List<String> optionsBesideMax(String size) {
        return options(size).stream().filter(option -> !option.startsWith("-Xmx")).toList();
    }
}
