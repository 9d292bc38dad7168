package io.formatbench.report;

/**
 * Both operations of one codec in one run; either may be absent when the run was restricted to
 * some operations or a fork failed.
 */
public record CodecResults(String format, String codec, String style, BenchmarkResult write, BenchmarkResult read) {

    public static final String WRITE = "write";
    public static final String READ = "read";

    public BenchmarkResult operation(String operation) {
        return WRITE.equals(operation) ? write : read;
    }

    /** True when a present operation failed verification; its figures are not to be trusted. */
    public boolean failedVerification() {
        return (write != null && !write.verified()) || (read != null && !read.verified());
    }

    /** "jackson-databind (json, idiomatic)": the label under which the codec appears everywhere. */
    public String label() {
        return codec + " (" + format + ", " + style + ")";
    }

    /** The data file's sizes: the read benchmark read the dataset's file, the write one wrote its own. */
    public BenchmarkResult sizeSource() {
        return read != null ? read : write;
    }
}
