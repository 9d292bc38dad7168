package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Bytes;
import io.formatbench.model.UnsafeBytes;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Every spelling of a scalar that protobuf's JSON mapping lets a parser take, read to its value as
 * protobuf's own parser (JsonFormat) reads it: what {@code generate --from-json} accepts of a user's
 * lines, where the dataset's readers take only the one spelling the tool writes ({@link JsonValues}).
 *
 * <ul>
 *   <li>an integer field: a JSON number or a string holding one, with a fraction or exponent as long
 *       as the value is an integer ({@code 80}, {@code "80"}, {@code 1.0}, {@code "1e3"}), in range;
 *   <li>a float or double: a number or a string holding one ({@code "1.25"}, {@code "-0"}), or
 *       {@code "NaN"}, {@code "Infinity"}, {@code "-Infinity"}; within the type's range;
 *   <li>bytes: base64 in the standard or the URL-safe alphabet, with its padding or without;
 *   <li>a Timestamp: RFC 3339 with {@code Z} or an offset and 0 to 9 fractional digits, 0001 to 9999 in
 *       UTC; a Duration: seconds with 0 to 9 fractional digits and an {@code s}, within ±10,000 years.
 * </ul>
 *
 * A number in a string is JSON's number, with what Java's BigDecimal also reads there and JsonFormat
 * takes (a leading {@code +}, leading zeros, {@code 1.} and {@code .5}); not spaces, hexadecimal or
 * digits of other scripts. Refusals name the field they are given, in JSON's and the .proto's terms.
 */
final class Proto3Spellings {

    /** A decimal number as text: JSON's number syntax, widened to what JsonFormat reads there. */
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(?:[0-9]+\\.?[0-9]*|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?");
    private static final Pattern TIMESTAMP = Pattern.compile(
            "([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\\.([0-9]{1,9}))?"
                    + "(?:Z|([+-])([0-9]{2}):([0-9]{2}))");
    private static final Pattern DURATION = Pattern.compile("(-)?([0-9]+)(?:\\.([0-9]{1,9}))?s");
    private static final BigInteger UINT64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
    /** Digits before the point that no 64-bit integer has: refused before a BigInteger of them is made. */
    private static final int MAX_INTEGER_DIGITS = 20;
    /** JsonFormat's margin past the largest float and double, for decimal text that rounds to it. */
    private static final double MARGIN = 1.0 + 1e-6;
    private static final BigDecimal MAX_DOUBLE = new BigDecimal(String.valueOf(Double.MAX_VALUE))
            .multiply(new BigDecimal(String.valueOf(MARGIN)));
    private static final long MAX_DURATION_SECONDS = 315_576_000_000L;
    private static final long MIN_TIMESTAMP_SECONDS = -62_135_596_800L;
    private static final long MAX_TIMESTAMP_SECONDS = 253_402_300_799L;

    private Proto3Spellings() {}

    /** An int32, sint32 or sfixed32. */
    static int int32(JsonParser parser, JsonToken token, String field) throws IOException {
        BigInteger value = integer(parser, token, field, "an int32");
        if (value.bitLength() > 31) {
            throw InvalidRecordException.outOfRange(field, "an integer from -2147483648 to 2147483647 (int32)");
        }
        return value.intValue();
    }

    /** A uint32 or fixed32, as the long a record holds it in. */
    static long uint32(JsonParser parser, JsonToken token, String field) throws IOException {
        BigInteger value = integer(parser, token, field, "a uint32");
        if (value.signum() < 0 || value.bitLength() > 32) {
            throw InvalidRecordException.outOfRange(field, "an integer from 0 to 4294967295 (uint32)");
        }
        return value.longValue();
    }

    /** An int64, sint64 or sfixed64. */
    static long int64(JsonParser parser, JsonToken token, String field) throws IOException {
        BigInteger value = integer(parser, token, field, "an int64");
        if (value.bitLength() > 63) {
            throw InvalidRecordException.outOfRange(field,
                    "an integer from -9223372036854775808 to 9223372036854775807 (int64)");
        }
        return value.longValue();
    }

    /** A uint64 or fixed64, in the long of its 64 bits. */
    static long uint64(JsonParser parser, JsonToken token, String field) throws IOException {
        BigInteger value = integer(parser, token, field, "a uint64");
        if (value.signum() < 0 || value.compareTo(UINT64_MAX) > 0) {
            throw InvalidRecordException.outOfRange(field, "an integer from 0 to 18446744073709551615 (uint64)");
        }
        return value.longValue();
    }

    /** A map's key of an integer type: the object's name, a string as an integer value's may be. */
    static BigInteger integerKey(String key, String field, String type) throws InvalidRecordException {
        return integerText(key, field, type);
    }

    private static BigInteger integer(JsonParser parser, JsonToken token, String field, String type)
            throws IOException {
        if (token != JsonToken.VALUE_NUMBER_INT && token != JsonToken.VALUE_NUMBER_FLOAT
                && token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "an integer (or one in a string)", JsonTokens.describe(token));
        }
        return integerText(parser.getText(), field, type);
    }

    private static BigInteger integerText(String text, String field, String type) throws InvalidRecordException {
        BigDecimal decimal = decimal(text, field, "an integer");
        // Refused before toBigIntegerExact, which would build every digit of 1e999999999.
        if (decimal.signum() != 0 && decimal.precision() - decimal.scale() > MAX_INTEGER_DIGITS) {
            throw InvalidRecordException.outOfRange(field, type + " value");
        }
        try {
            return decimal.toBigIntegerExact();
        } catch (ArithmeticException fraction) {
            throw InvalidRecordException.ofField(field, "must be an integer, found " + shown(text)
                    + ", which has a fraction");
        }
    }

    /** A double: -0 keeps its sign (JsonFormat's BigDecimal drops it). */
    static double float64(JsonParser parser, JsonToken token, String field) throws IOException {
        String text = number(parser, token, field);
        Double special = special(text);
        if (special != null) {
            return special;
        }
        BigDecimal decimal = decimal(text, field, "a number");
        if (decimal.abs().compareTo(MAX_DOUBLE) > 0) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a double");
        }
        double value = Double.parseDouble(text);
        if (Double.isInfinite(value)) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a double");
        }
        return value;
    }

    /** A float: read as a double, then narrowed, as JsonFormat reads one. */
    static float float32(JsonParser parser, JsonToken token, String field) throws IOException {
        String text = number(parser, token, field);
        Double special = special(text);
        if (special != null) {
            return special.floatValue();
        }
        decimal(text, field, "a number");
        double value = Double.parseDouble(text);
        float narrowed = (float) value;
        if (Math.abs(value) > Float.MAX_VALUE * MARGIN || Float.isInfinite(narrowed)) {
            throw InvalidRecordException.outOfRange(field, "a number within the range of a float");
        }
        return narrowed;
    }

    private static String number(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_NUMBER_INT && token != JsonToken.VALUE_NUMBER_FLOAT
                && token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a number (or one in a string, or \"NaN\", \"Infinity\","
                    + " \"-Infinity\")", JsonTokens.describe(token));
        }
        return parser.getText();
    }

    private static Double special(String text) {
        return switch (text) {
            case "NaN" -> Double.NaN;
            case "Infinity" -> Double.POSITIVE_INFINITY;
            case "-Infinity" -> Double.NEGATIVE_INFINITY;
            default -> null;
        };
    }

    private static BigDecimal decimal(String text, String field, String expected) throws InvalidRecordException {
        if (!DECIMAL.matcher(text).matches()) {
            throw InvalidRecordException.wrongType(field, expected, JsonTokens.quoted(text));
        }
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException | ArithmeticException exponent) {
            // An exponent past an int's range: no field's type holds such a number.
            throw InvalidRecordException.outOfRange(field, expected + " of a .proto type's range");
        }
    }

    static boolean bool(JsonToken token, String field) throws InvalidRecordException {
        if (token == JsonToken.VALUE_TRUE) {
            return true;
        }
        if (token == JsonToken.VALUE_FALSE) {
            return false;
        }
        throw InvalidRecordException.wrongType(field, "true or false", JsonTokens.describe(token));
    }

    /** Base64 of either alphabet, not mixed, with all of its padding or none. */
    static Bytes bytes(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a base64 string", JsonTokens.describe(token));
        }
        String text = parser.getText();
        boolean urlSafe = text.indexOf('-') >= 0 || text.indexOf('_') >= 0;
        boolean standard = text.indexOf('+') >= 0 || text.indexOf('/') >= 0;
        int unpadded = text.length();
        while (unpadded > 0 && text.charAt(unpadded - 1) == '=') {
            unpadded--;
        }
        String problem = urlSafe && standard ? "it mixes the standard alphabet (+ /) with the URL-safe one (- _)"
                : unpadded % 4 == 1 ? "its length without padding, " + unpadded + ", is one more than a multiple of 4"
                : unpadded != text.length() && text.length() % 4 != 0 ? "its padding is incomplete or too long"
                : null;
        if (problem == null) {
            try {
                java.util.Base64.Decoder decoder = urlSafe ? java.util.Base64.getUrlDecoder()
                        : java.util.Base64.getDecoder();
                return UnsafeBytes.wrap(decoder.decode(text.substring(0, unpadded)));
            } catch (IllegalArgumentException e) {
                problem = "it has a character that base64 does not";
            }
        }
        throw InvalidRecordException.ofField(field, ": " + shown(text)
                + " is not base64: " + problem);
    }

    /** An RFC 3339 timestamp, with Z or an offset, as the instant it names. */
    static Instant timestamp(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "an RFC 3339 timestamp string", JsonTokens.describe(token));
        }
        String text = parser.getText();
        Matcher m = TIMESTAMP.matcher(text);
        if (!m.matches()) {
            throw notTimestamp(field, text, "not an RFC 3339 timestamp (2024-02-29T23:59:59Z, with 0 to 9 fractional"
                    + " digits, and Z or an offset such as +01:00)");
        }
        int year = Integer.parseInt(m.group(1));
        int month = Integer.parseInt(m.group(2));
        int day = Integer.parseInt(m.group(3));
        int hour = Integer.parseInt(m.group(4));
        int minute = Integer.parseInt(m.group(5));
        int second = Integer.parseInt(m.group(6));
        int offsetHours = m.group(8) == null ? 0 : Integer.parseInt(m.group(9));
        int offsetMinutes = m.group(8) == null ? 0 : Integer.parseInt(m.group(10));
        if (month < 1 || month > 12 || day < 1 || day > LocalDate.of(year, month, 1).lengthOfMonth()
                || hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) {
            throw notTimestamp(field, text, "no such date, time or offset (months 01-12, the days of the month,"
                    + " hours 00-23, minutes and seconds 00-59)");
        }
        long offset = (offsetHours * 3600L + offsetMinutes * 60L) * ("-".equals(m.group(8)) ? -1 : 1);
        long seconds = LocalDate.of(year, month, day).toEpochDay() * 86_400 + hour * 3600L + minute * 60L + second
                - offset;
        if (seconds < MIN_TIMESTAMP_SECONDS || seconds > MAX_TIMESTAMP_SECONDS) {
            throw notTimestamp(field, text, "outside 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z, the"
                    + " range of a protobuf Timestamp");
        }
        return Instant.ofEpochSecond(seconds, nanos(m.group(7)));
    }

    private static InvalidRecordException notTimestamp(String field, String text, String reason) {
        return InvalidRecordException.ofField(field, ": " + shown(text)
                + " is " + reason);
    }

    /** A Duration's text: seconds, 0 to 9 fractional digits, and an s ({@code "-1.5s"}). */
    static com.google.protobuf.Duration duration(JsonParser parser, JsonToken token, String field) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw InvalidRecordException.wrongType(field, "a duration string", JsonTokens.describe(token));
        }
        String text = parser.getText();
        Matcher m = DURATION.matcher(text);
        if (!m.matches() || m.group(2).length() > 12) {
            throw InvalidRecordException.ofField(field, ": " + shown(text)
                    + " is not a duration of seconds (\"1.5s\", \"-0.000001s\", up to 9 fractional digits)");
        }
        long seconds = Long.parseLong(m.group(2));
        int nanos = nanos(m.group(3));
        if (seconds > MAX_DURATION_SECONDS) {
            throw InvalidRecordException.outOfRange(field, "a duration within ±315576000000s (10,000 years)");
        }
        boolean negative = m.group(1) != null;
        return com.google.protobuf.Duration.newBuilder().setSeconds(negative ? -seconds : seconds)
                .setNanos(negative ? -nanos : nanos).build();
    }

    /** A value as a refusal quotes it: in quotes, its first characters. */
    private static String shown(String text) {
        return "\"" + (text.length() <= 40 ? text : text.substring(0, 37) + "...") + "\"";
    }

    private static int nanos(String fraction) {
        if (fraction == null) {
            return 0;
        }
        int nanos = Integer.parseInt(fraction);
        for (int i = fraction.length(); i < 9; i++) {
            nanos *= 10;
        }
        return nanos;
    }
}
