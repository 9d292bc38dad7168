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

    static SparkSession start(String master) {
        SparkSession.Builder builder = SparkSession.builder()
                .appName("formatbench-spark")
                .config("spark.sql.files.maxPartitionBytes", ONE_FILE_A_PARTITION)
                .config("spark.sql.files.openCostInBytes", ONE_FILE_A_PARTITION)
                .config("spark.ui.showConsoleProgress", "false");
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
        }
        try {
            return builder.getOrCreate();
        } catch (Exception e) {
            // SparkException, checked in Java's terms, is what a master Spark cannot parse or reach throws.
            throw new JobException(JobException.USAGE, "cannot start Spark with master '" + effective + "': "
                    + rootMessage(e));
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
