package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.UnknownFields;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** Parsing of option values, which Maven passes blank for a -D property that is not set: blank means the default. */
final class OptionValues {

    private OptionValues() {}

    static String orDefault(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value.strip();
    }

    /** A folder option: blank is the default folder, never the current one. */
    static Path path(String value, String fallback) {
        return Path.of(orDefault(value, fallback));
    }

    static List<String> list(String value, String fallback) {
        return Arrays.stream(orDefault(value, fallback).split(","))
                .map(String::strip)
                .filter(item -> !item.isEmpty())
                .distinct()
                .toList();
    }

    /** A comma-separated list of named values, each checked. */
    static <V> List<V> parsed(String option, String value, String fallback, Function<String, V> byName) {
        List<V> parsed = new ArrayList<>();
        for (String name : list(value, fallback)) {
            try {
                V one = byName.apply(name);
                if (!parsed.contains(one)) {
                    parsed.add(one);
                }
            } catch (IllegalArgumentException e) {
                throw new FormatBenchCommand.UsageException(option + ": " + e.getMessage());
            }
        }
        return parsed;
    }

    static int integer(String option, String value, int fallback, int minimum) {
        int parsed;
        try {
            parsed = value == null || value.isBlank() ? fallback : Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new FormatBenchCommand.UsageException(option + " must be a whole number, was '" + value + "'");
        }
        if (parsed < minimum) {
            throw new FormatBenchCommand.UsageException(option + " must be at least " + minimum + ", was " + parsed);
        }
        return parsed;
    }

    static long longInteger(String option, String value, long fallback) {
        try {
            return value == null || value.isBlank() ? fallback : Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new FormatBenchCommand.UsageException(option + " must be a whole number, was '" + value + "'");
        }
    }

    static boolean bool(String option, String value, boolean fallback) {
        String text = orDefault(value, String.valueOf(fallback)).toLowerCase(Locale.ROOT);
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new FormatBenchCommand.UsageException(option + " must be true or false, was '" + value + "'");
        };
    }

    /** A --compression value, or null when blank: "whatever the dataset has", where a command allows that. */
    static Compression compression(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Compression.fromId(value);
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException("--compression: " + e.getMessage());
        }
    }

    static UnknownFields unknownFields(String value) {
        try {
            return UnknownFields.fromId(orDefault(value, Defaults.UNKNOWN_FIELDS));
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException("--unknown-fields: " + e.getMessage());
        }
    }

    static Format format(String value) {
        try {
            return Format.fromId(orDefault(value, ""));
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException("--format: " + e.getMessage());
        }
    }
}
