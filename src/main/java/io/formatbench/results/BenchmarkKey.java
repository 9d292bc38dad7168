package io.formatbench.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.FormatOptionsJson;
import java.util.List;
import java.util.Objects;

/**
 * What one measurement is. The plan is a list of keys, each fork is handed one, results carry its
 * fields, and the report, the head-to-head and the comparison of runs group by it: no part of the
 * tool names a benchmark any other way. Its schema and codec are names, not the registry's objects:
 * a results file may name ones this tool no longer has, and the report needs only the names.
 *
 * @param schema the dataset's record schema, e.g. {@code user}
 * @param format the codec's format
 * @param compression how the file is compressed, written and read through: the dataset's
 * @param formatOptions the options of its format the file was written with, inside it and beneath
 *     {@code compression} (Avro's block codec): the dataset's, of this format only, and what its codec
 *     writes and reads with
 * @param codec the codec's stable name within the schema, e.g. {@code jackson-databind}
 * @param threads threads the benchmark runs its work in, within one fork
 * @param jvm the label of the JVM its forks ran on, in a run of several JVMs ({@code jdk25}); empty in a
 *     run of one, whose JVM the environment names (and in files from before several JVMs could be run):
 *     so that two runs of one JVM each, on two JDKs, still pair by key in {@code report --compare}
 */
public record BenchmarkKey(SchemaName schema, Format format, Compression compression,
                           @JsonDeserialize(using = FormatOptionsJson.class) FormatOptions formatOptions,
                           CodecName codec, Variant variant, Operation operation, Mode mode, int threads,
                           String jvm) {

    /** The JVM of a run of one JVM: named by the environment, not by the key. */
    public static final String ONE_JVM = "";

    /** A key of a file of {@code format} written with {@code formatOptions}: those of its format, the others' ignored. */
    @JsonCreator
    public BenchmarkKey {
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(compression, "compression");
        // A dataset's options are every format's; the file of this key has its own format's only.
        formatOptions = Objects.requireNonNull(formatOptions, "formatOptions").of(format);
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(mode, "mode");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        // A file from before several JVMs could be run has no label: its one JVM is the environment's.
        jvm = jvm == null ? ONE_JVM : jvm;
        if (!jvm.matches(JVM_LABEL)) {
            throw new IllegalArgumentException("a JVM label is letters, digits and . _ + -, was '" + jvm + "'");
        }
    }

    /** What a JVM's label may be made of: it is a word of every line that names the JVM. */
    public static final String JVM_LABEL = "[A-Za-z0-9._+-]*";

    /** A key of the run's one JVM. */
    public BenchmarkKey(SchemaName schema, Format format, Compression compression, FormatOptions formatOptions,
                        CodecName codec, Variant variant, Operation operation, Mode mode, int threads) {
        this(schema, format, compression, formatOptions, codec, variant, operation, mode, threads, ONE_JVM);
    }

    /** A key of a file its format wrote with every option at its default. */
    public BenchmarkKey(SchemaName schema, Format format, Compression compression, CodecName codec, Variant variant,
                        Operation operation, Mode mode, int threads) {
        this(schema, format, compression, FormatOptions.DEFAULTS, codec, variant, operation, mode, threads);
    }

    public BenchmarkKey withOperation(Operation other) {
        return new BenchmarkKey(schema, format, compression, formatOptions, codec, variant, other, mode, threads, jvm);
    }

    public BenchmarkKey withVariant(Variant other) {
        return new BenchmarkKey(schema, format, compression, formatOptions, codec, other, operation, mode, threads, jvm);
    }

    public BenchmarkKey withCodec(CodecName other) {
        return new BenchmarkKey(schema, format, compression, formatOptions, other, variant, operation, mode, threads);
    }

    public BenchmarkKey withThreads(int other) {
        return new BenchmarkKey(schema, format, compression, formatOptions, codec, variant, operation, mode, other, jvm);
    }

    /** This measurement on the JVM labelled {@code other}: what pairs a JVM against the baseline JVM. */
    public BenchmarkKey withJvm(String other) {
        return new BenchmarkKey(schema, format, compression, formatOptions, codec, variant, operation, mode, threads,
                other);
    }

    /** This measurement of any codec of the format: what groups the codecs of one format together. */
    public AnyCodec anyCodec() {
        return new AnyCodec(schema, format, compression, formatOptions, variant, operation, mode, threads, jvm);
    }

    /** A key without its codec: the same measurement of whichever codec of the format. */
    public record AnyCodec(SchemaName schema, Format format, Compression compression, FormatOptions formatOptions,
                           Variant variant, Operation operation, Mode mode, int threads, String jvm) {}

    /**
     * This measurement of the codec however its file is compressed, by the tool or by its format's options:
     * what pairs a run of an uncompressed dataset with a run of a compressed one.
     */
    public AnyPacking anyPacking() {
        return new AnyPacking(schema, format, codec, variant, operation, mode, threads, jvm);
    }

    /** A key without its compression and format options. */
    public record AnyPacking(SchemaName schema, Format format, CodecName codec, Variant variant, Operation operation,
                             Mode mode, int threads, String jvm) {}

    /**
     * How the file is compressed, in words: "not compressed", "zstd", "deflate blocks", "zstd +
     * deflate blocks" (the tool's compression around the file, its format's options inside it).
     */
    public String packing() {
        List<String> inside = formatOptions.labels();
        if (!compression.compressed()) {
            return inside.isEmpty() ? "not compressed" : String.join(" + ", inside);
        }
        return compression.id() + formatOptions.label();
    }

    /**
     * The codec as results name it: "avro-generic + deflate blocks" for a file of format options
     * asked for (Avro's compressed blocks), so that they are never taken for the tool's compression;
     * else the codec's name.
     */
    public String codecLabel() {
        return codec + formatOptions.label();
    }

    /**
     * "json jackson-databind read", with the JVM, compression, variant, mode and threads only where they
     * are not the usual ones: "protobuf protobuf-coded read (zstd)", "protobuf protobuf-coded read
     * (bare-loop, 2 threads)", "avro avro-generic + deflate blocks read", "json jackson-databind read (jdk25)".
     */
    public String label() {
        String label = format.id() + ' ' + codecLabel() + ' ' + operation.id();
        String details = details();
        return details.isEmpty() ? label : label + " (" + details + ")";
    }

    /**
     * The JVM, compression, variant, mode and threads where they are not the usual ones, "jdk25, zstd,
     * bare-loop, 2 threads"; else empty. The JVM is named only in a run of several, where it is part of
     * every key.
     */
    public String details() {
        StringBuilder details = new StringBuilder(jvm);
        if (compression.compressed()) {
            details.append(details.isEmpty() ? "" : ", ").append(compression.id());
        }
        if (variant != Variant.LIBRARY) {
            details.append(details.isEmpty() ? "" : ", ").append(variant.id());
        }
        if (mode != Mode.FILE) {
            details.append(details.isEmpty() ? "" : ", ").append(mode.id());
        }
        if (threads != 1) {
            details.append(details.isEmpty() ? "" : ", ").append(threads).append(" threads");
        }
        return details.toString();
    }

    @Override
    public String toString() {
        return schema + " " + label();
    }
}
