package io.formatbench.report;

import io.formatbench.codec.Compression;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.BenchmarkResult;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;

/**
 * Both operations of one codec in one variant; either may be absent when the run was restricted
 * to some operations (a strict variant has reads only).
 *
 * @param records the dataset's record count
 */
public record CodecResults(BenchmarkResult write, BenchmarkResult read, long records) {

    public BenchmarkResult operation(Operation operation) {
        return operation == Operation.WRITE ? write : read;
    }

    /** The key of the codec's read, whether or not it was measured: what the codec is grouped by. */
    public BenchmarkKey key() {
        return (read != null ? read : write).key().withOperation(Operation.READ);
    }

    public Format format() {
        return key().format();
    }

    public CodecName codec() {
        return key().codec();
    }

    public Compression compression() {
        return key().compression();
    }

    public Variant variant() {
        return key().variant();
    }

    public Style style() {
        return (read != null ? read : write).style();
    }

    /** True when a present operation failed verification; its figures are not to be trusted. */
    public boolean failedVerification() {
        return (write != null && !write.verified()) || (read != null && !read.verified());
    }

    /** True when other processes used the machine during a present operation's passes. */
    public boolean machineBusy() {
        return (write != null && write.machineBusy()) || (read != null && read.machineBusy());
    }

    /**
     * "json, idiomatic", with the compression where there is one, the variant where it is not the
     * library one, the threads where more than one and the JVM in a run of several: "json, zstd,
     * idiomatic, jdk25".
     */
    public String detail() {
        return format() + Phrases.compressed(compression()) + ", " + style()
                + (variant() == Variant.LIBRARY ? "" : ", " + variant().id())
                + (key().threads() == 1 ? "" : ", " + key().threads() + " threads")
                + (key().jvm().isEmpty() ? "" : ", " + key().jvm());
    }

    /** The codec's name, with Avro's block codec where its file has one: "avro-generic + deflate blocks". */
    public String codecLabel() {
        return key().codecLabel();
    }

    /** "jackson-databind (json, idiomatic)": the label under which the codec appears everywhere. */
    public String label() {
        return codecLabel() + " (" + detail() + ")";
    }

    /** The data file's sizes: the read benchmark read the dataset's file, the write one wrote the same bytes. */
    public BenchmarkResult sizeSource() {
        return read != null ? read : write;
    }
}
