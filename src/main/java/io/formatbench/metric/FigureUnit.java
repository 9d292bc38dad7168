package io.formatbench.metric;

/**
 * The unit of a declared metric's figure, raw as the probe reads it; the report alone scales it
 * (report.Units), so a figure is written in the results file as it was measured.
 */
public enum FigureUnit {
    BYTES,
    NANOSECONDS,
    MILLISECONDS,
    /** A number of things: collections, records, calls. */
    COUNT
}
