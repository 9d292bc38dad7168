package io.formatbench.bench;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.FormatModules;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * A fork's {@link ForkSpec} as a file of {@code name=value} lines ({@link Properties}), which the fork
 * reads with the JDK alone. A fork of a JSON codec must not run the JSON library it measures before its
 * first pass: reading its spec with Jackson, as once, loaded and ran Jackson's parser and deserializers
 * first, in the Jackson forks only. Its outcome, written after the passes, may take any library.
 *
 * <p>The keys are the spec's components in snake_case, a nested record's prefixed by its name
 * ({@code key.codec}, {@code warmup.min}, {@code shard.0.data_file}); a null string has no line.
 */
final class ForkSpecFile {

    private ForkSpecFile() {}

    static void write(ForkSpec spec, Path file) throws IOException {
        Properties lines = new Properties();
        BenchmarkKey key = spec.key();
        put(lines, "key.schema", key.schema().toString());
        put(lines, "key.format", key.format().id());
        put(lines, "key.compression", key.compression().id());
        key.formatOptions().byName().forEach((name, value) -> put(lines, "key.format_options." + name, value));
        put(lines, "key.codec", key.codec().toString());
        put(lines, "key.variant", key.variant().id());
        put(lines, "key.operation", key.operation().id());
        put(lines, "key.mode", key.mode().id());
        put(lines, "key.threads", key.threads());
        put(lines, "key.jvm", key.jvm());
        put(lines, "round", spec.round());
        put(lines, "slot", spec.slot());
        put(lines, "shards", spec.shards().size());
        for (int i = 0; i < spec.shards().size(); i++) {
            ForkSpec.ShardFile shard = spec.shards().get(i);
            String prefix = "shard." + i + ".";
            put(lines, prefix + "data_file", shard.dataFile());
            put(lines, prefix + "sha256", shard.sha256());
            put(lines, prefix + "bytes", shard.bytes());
            put(lines, prefix + "content_digest", shard.contentDigest());
            put(lines, prefix + "checksum", shard.checksum());
            put(lines, prefix + "scratch_file", shard.scratchFile());
            put(lines, prefix + "unknown_fields", shard.unknownFields());
            put(lines, prefix + "units", shard.units());
        }
        put(lines, "records", spec.records());
        put(lines, "seed", spec.seed());
        put(lines, "records_file", spec.recordsFile());
        put(lines, "digest", spec.digest());
        put(lines, "warmup.min", spec.warmup().min());
        put(lines, "warmup.max", spec.warmup().max());
        put(lines, "warmup.window", spec.warmup().window());
        put(lines, "warmup.tolerance", spec.warmup().tolerance());
        put(lines, "iterations", spec.iterations());
        put(lines, "latency_pass", spec.latencyPass());
        put(lines, "verify_content", spec.verifyContent());
        put(lines, "fsync", spec.fsync());
        put(lines, "unknown_fields", spec.unknownFields().id());
        put(lines, "outcome_file", spec.outcomeFile());
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            lines.store(out, "formatbench fork spec");
        }
    }

    static ForkSpec read(Path file) throws IOException {
        Properties lines = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            lines.load(in);
        }
        Lines spec = new Lines(lines, file);
        Format format = Format.fromId(spec.text("key.format"));
        FormatOptions options = FormatOptions.DEFAULTS;
        for (String name : lines.stringPropertyNames()) {
            if (name.startsWith("key.format_options.")) {
                String option = name.substring("key.format_options.".length());
                options = options.withValueOf(FormatModules.option(option).orElseThrow(() ->
                        new IOException(file + ": no format has an option '" + option + "'")), lines.getProperty(name));
            }
        }
        BenchmarkKey key = new BenchmarkKey(SchemaName.of(spec.text("key.schema")), format,
                Compression.fromId(spec.text("key.compression")), options, CodecName.of(spec.text("key.codec")),
                Variant.fromId(spec.text("key.variant")), Operation.fromId(spec.text("key.operation")),
                mode(spec.text("key.mode")), spec.integer("key.threads"), spec.textOrNull("key.jvm"));
        List<ForkSpec.ShardFile> shards = new ArrayList<>();
        for (int i = 0; i < spec.integer("shards"); i++) {
            String prefix = "shard." + i + ".";
            shards.add(new ForkSpec.ShardFile(spec.text(prefix + "data_file"), spec.textOrNull(prefix + "sha256"),
                    spec.number(prefix + "bytes"), spec.textOrNull(prefix + "content_digest"),
                    spec.textOrNull(prefix + "checksum"), spec.text(prefix + "scratch_file"),
                    spec.number(prefix + "unknown_fields"), spec.number(prefix + "units")));
        }
        WarmupPolicy warmup = new WarmupPolicy(spec.integer("warmup.min"), spec.integer("warmup.max"),
                spec.integer("warmup.window"), spec.fraction("warmup.tolerance"));
        return new ForkSpec(key, spec.integer("round"), spec.integer("slot"), shards, spec.number("records"),
                spec.number("seed"), spec.textOrNull("records_file"), spec.textOrNull("digest"), warmup, spec.integer("iterations"),
                spec.flag("latency_pass"), spec.flag("verify_content"), spec.flag("fsync"),
                UnknownFields.fromId(spec.text("unknown_fields")), spec.text("outcome_file"));
    }

    private static Mode mode(String id) {
        for (Mode mode : Mode.values()) {
            if (mode.id().equals(id)) {
                return mode;
            }
        }
        throw new IllegalArgumentException("unknown mode '" + id + "'");
    }

    private static void put(Properties lines, String name, Object value) {
        if (value != null) {
            lines.setProperty(name, String.valueOf(value));
        }
    }

    /** The lines of one spec file, each read as its component's type; a missing number or flag is an error. */
    private record Lines(Properties lines, Path file) {

        /** A string that must be there: a name or a path. */
        String text(String name) throws IOException {
            return required(name);
        }

        /** A string that may be null: then it has no line. */
        String textOrNull(String name) {
            return lines.getProperty(name);
        }

        long number(String name) throws IOException {
            try {
                return Long.parseLong(required(name));
            } catch (NumberFormatException e) {
                throw new IOException(file + ": " + name + " is not a whole number: " + lines.getProperty(name));
            }
        }

        int integer(String name) throws IOException {
            long value = number(name);
            if (value != (int) value) {
                throw new IOException(file + ": " + name + " is beyond an int: " + value);
            }
            return (int) value;
        }

        double fraction(String name) throws IOException {
            try {
                return Double.parseDouble(required(name));
            } catch (NumberFormatException e) {
                throw new IOException(file + ": " + name + " is not a number: " + lines.getProperty(name));
            }
        }

        boolean flag(String name) throws IOException {
            String value = required(name);
            if (!value.equals("true") && !value.equals("false")) {
                throw new IOException(file + ": " + name + " is neither true nor false: " + value);
            }
            return Boolean.parseBoolean(value);
        }

        private String required(String name) throws IOException {
            String value = lines.getProperty(name);
            if (value == null) {
                throw new IOException(file + ": no " + name);
            }
            return value;
        }
    }
}
