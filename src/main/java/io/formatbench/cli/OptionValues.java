package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.codec.UnknownFields;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parsing of the option values still taken as strings, which Maven passes blank for a -D property that
 * is not set: blank means the default. The options several commands share are typed when parsed
 * ({@link OptionConverters}, {@link NewRunOptions}, {@link ForkJvmOptions}).
 */
final class OptionValues {

    /** A time of --time-budget: hours, minutes and seconds, each optional, in that order. */
    private static final Pattern DURATION = Pattern.compile("(?:([0-9]{1,6})h)?(?:([0-9]{1,6})m)?(?:([0-9]{1,9})s)?");

    private OptionValues() {}

    static String orDefault(String value, String fallback) {
        return value == null || value.isBlank() ? fallback : value.strip();
    }

    private static List<String> list(String value, String fallback) {
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
            default -> throw new FormatBenchCommand.UsageException(option + " must be true or false, was '" + value
                    + "'");
        };
    }

    static UnknownFields unknownFields(String value) {
        try {
            return UnknownFields.fromId(orDefault(value, Defaults.UNKNOWN_FIELDS));
        } catch (IllegalArgumentException e) {
            throw new FormatBenchCommand.UsageException("--unknown-fields: " + e.getMessage());
        }
    }

    /**
     * A fraction given as a percentage or a plain number: "5%" or "0.05"; "0" or "none" for none.
     * At least 0 and below 1 (100%).
     */
    static double fraction(String option, String value, String fallback) {
        String text = orDefault(value, fallback).toLowerCase(Locale.ROOT);
        if (text.equals("none")) {
            return 0;
        }
        double parsed;
        try {
            parsed = text.endsWith("%") ? Double.parseDouble(text.substring(0, text.length() - 1).strip()) / 100
                    : Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new FormatBenchCommand.UsageException(option + " must be a percentage such as 5% or a fraction such"
                    + " as 0.05, was '" + value + "'");
        }
        if (!(parsed >= 0 && parsed < 1)) {
            throw new FormatBenchCommand.UsageException(option + " must be at least 0 and below 100%, was '" + value
                    + "'");
        }
        return parsed;
    }

    /** A length of time: "90s", "3m", "1m30s", "2h"; "0" or "none" for none. */
    static Duration duration(String option, String value, String fallback) {
        String text = orDefault(value, fallback).toLowerCase(Locale.ROOT).replace(" ", "");
        if (text.equals("none") || text.equals("0")) {
            return Duration.ZERO;
        }
        Matcher matcher = DURATION.matcher(text);
        if (!matcher.matches() || text.isEmpty()) {
            throw new FormatBenchCommand.UsageException(option + " must be a time such as 90s, 3m or 1m30s (or 0 for"
                    + " none), was '" + value + "'");
        }
        return Duration.ofHours(amount(matcher.group(1))).plusMinutes(amount(matcher.group(2)))
                .plusSeconds(amount(matcher.group(3)));
    }

    private static long amount(String digits) {
        return digits == null ? 0 : Long.parseLong(digits);
    }

}
