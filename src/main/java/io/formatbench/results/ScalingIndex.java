package io.formatbench.results;

import java.util.List;

/**
 * results/RUN/scaling.json: the runs of one scaling run, a complete run per record count, each with
 * its own dataset, results and report; the scaling report sets them side by side.
 *
 * @param runs in increasing record count
 */
public record ScalingIndex(int scalingVersion, List<Entry> runs) {

    public static final int CURRENT_VERSION = 1;
    public static final String FILE_NAME = "scaling.json";

    /** One record count and the run that measured it. */
    public record Entry(long records, String run) {}
}
