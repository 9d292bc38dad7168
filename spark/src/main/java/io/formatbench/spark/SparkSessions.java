package io.formatbench.spark;

import java.util.regex.Pattern;
import org.apache.spark.sql.SparkSession;

/** The job's Spark session: the master given, or the one spark-submit sets, or local[*]. */
final class SparkSessions {

    /**
     * Files larger than this are split, and files are packed into one partition until it is reached,
     * counting each file at least this size: at 1 TiB each for both, every shard file is exactly one
     * partition, one task, as the workloads need.
     */
    private static final String ONE_FILE_A_PARTITION = String.valueOf(1L << 40);

    /**
     * The master URLs Spark 4 takes (local, local[N], local[N,F], local-cluster[...], spark://,
     * yarn, k8s://): checked first, as Spark itself would log a stack trace for any other before
     * failing.
     */
    private static final Pattern MASTERS =
            Pattern.compile("local(\\[[0-9*]+(,[0-9]+)?])?|local-cluster\\[[0-9, ]+]|spark://.+|yarn|k8s://.+");

    private SparkSessions() {}

    /** @param name the application's name, as the cluster's master lists it */
    static SparkSession start(String master, String name) {
        SparkSession.Builder builder = SparkSession.builder()
                .appName(name)
                .config("spark.sql.files.maxPartitionBytes", ONE_FILE_A_PARTITION)
                .config("spark.sql.files.openCostInBytes", ONE_FILE_A_PARTITION)
                .config("spark.ui.showConsoleProgress", "false")
                // Spark's readers end in an xxhash64 of every column (SparkRead); maps are among them.
                .config("spark.sql.legacy.allowHashOnMapType", "true");
        boolean submitted = System.getProperty("spark.master") != null;
        String effective = master != null ? master : submitted ? null : "local[*]";
        if (effective != null) {
            if (!MASTERS.matcher(effective).matches()) {
                throw new JobException(JobException.USAGE, "cannot start Spark with master '" + effective
                        + "': not a Spark master URL (local[*], local[N], spark://HOST:PORT, yarn, k8s://...)");
            }
            builder.master(effective);
        }
        if (effective != null && effective.startsWith("local")) {
            // No web UI for an embedded run: it only takes a port and a thread.
            builder.config("spark.ui.enabled", "false");
        } else if (effective != null && System.getProperty("spark.jars") == null) {
            // Started by the core's spark command, not spark-submit: the executors need the job's jars.
            builder.config("spark.jars", String.join(",", jarOf(SparkJobMain.class),
                    jarOf(io.formatbench.codec.Codec.class)));
        }
        try {
            return builder.getOrCreate();
        } catch (Exception e) {
            // SparkException, checked in Java's terms, is what a master Spark cannot parse or reach throws.
            throw new JobException(JobException.USAGE, "cannot start Spark with master '" + effective + "': "
                    + rootMessage(e));
        }
    }

    /** The jar a class was loaded from, which a cluster's executors are sent. */
    private static String jarOf(Class<?> type) {
        try {
            java.nio.file.Path code = java.nio.file.Path.of(type.getProtectionDomain().getCodeSource().getLocation()
                    .toURI());
            if (java.nio.file.Files.isRegularFile(code)) {
                return code.toString();
            }
            throw new JobException(JobException.USAGE, "on a cluster the job runs from its jars, not from " + code
                    + ": build them (mvn -B -q package -DskipTests && mvn -B -q -f spark/pom.xml package"
                    + " -DskipTests) and run the jar");
        } catch (java.net.URISyntaxException | SecurityException e) {
            throw new JobException(JobException.USAGE, "cannot find the jar of " + type.getName() + ": " + e);
        }
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return message == null ? root.getClass().getSimpleName() : message.lines().findFirst().orElse("");
    }
}
