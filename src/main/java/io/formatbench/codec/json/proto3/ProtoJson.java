package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.Base64Variants;
import com.fasterxml.jackson.core.JsonGenerator;
import io.formatbench.model.Bytes;
import io.formatbench.model.ProtoTimestamps;
import io.formatbench.model.UnsafeBytes;
import java.io.IOException;
import java.time.Instant;

/**
 * The proto3 JSON mapping's text for the values of the model that JSON has no type for, written
 * and read here once for both JSON codecs, so that they write the same bytes and accept the same
 * text:
 * <ul>
 *   <li>a {@code google.protobuf.Timestamp} is an RFC 3339 string in UTC: {@code Z}, a four-digit
 *       year, and 0, 3, 6 or 9 fractional digits, the fewest that hold the nanoseconds (what
 *       protobuf's {@code Timestamps.toString} prints). Read back: exactly that form (any of the
 *       four digit counts), years 0001 to 9999, real dates and times (no 24:00, no leap second).
 *       Offsets other than Z, other digit counts and lower-case letters, which protobuf's JSON parser
 *       also takes, are refused: the file has one spelling of a time;
 *   <li>{@code bytes} are standard base64 (RFC 4648 section 4) with padding. Read back: exactly
 *       that, canonical (unused bits zero), no whitespace or line breaks, no URL-safe alphabet,
 *       for the same reason.
 * </ul>
 * The methods throw IllegalArgumentException with the reason; the codecs say which field.
 */
public final class ProtoJson {

    private static final int SECONDS_PER_DAY = 86_400;
    /** Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
    private static final long DAYS_0000_03_01_TO_EPOCH = 719_468;
    private static final char[] DIGITS = "0123456789".toCharArray();

    private ProtoJson() {}

    public static void writeTimestamp(JsonGenerator generator, Instant instant) throws IOException {
        char[] text = new char[30];
        generator.writeString(text, 0, formatTimestamp(instant, text));
    }

    /** The timestamp's text, as {@link #writeTimestamp} writes it. */
    public static String timestampText(Instant instant) {
        char[] text = new char[30];
        return new String(text, 0, formatTimestamp(instant, text));
    }

    /**
     * Writes the instant into {@code text} (30 chars at least) and returns its length. Hand-written
     * for the writers' loop: java.time's ISO_INSTANT prints the same for years 1 to 9999 (the tests
     * compare), through a StringBuilder and several objects per call.
     */
    public static int formatTimestamp(Instant instant, char[] text) {
        long seconds = instant.getEpochSecond();
        int nanos = instant.getNano();
        if (seconds < ProtoTimestamps.MIN.getEpochSecond() || seconds > ProtoTimestamps.MAX.getEpochSecond()) {
            throw new IllegalArgumentException(instant + " is outside the range of a protobuf Timestamp");
        }
        long days = Math.floorDiv(seconds, SECONDS_PER_DAY);
        int secondOfDay = Math.floorMod(seconds, SECONDS_PER_DAY);
        // Howard Hinnant's civil_from_days, in eras of 400 years from 0000-03-01.
        long z = days + DAYS_0000_03_01_TO_EPOCH;
        long era = Math.floorDiv(z, 146_097);
        int dayOfEra = (int) (z - era * 146_097);
        int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        int shiftedMonth = (5 * dayOfYear + 2) / 153;
        int day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1;
        int month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
        int year = (int) (yearOfEra + era * 400) + (month <= 2 ? 1 : 0);

        digits(text, 0, year, 4);
        text[4] = '-';
        digits(text, 5, month, 2);
        text[7] = '-';
        digits(text, 8, day, 2);
        text[10] = 'T';
        digits(text, 11, secondOfDay / 3600, 2);
        text[13] = ':';
        digits(text, 14, secondOfDay / 60 % 60, 2);
        text[16] = ':';
        digits(text, 17, secondOfDay % 60, 2);
        int length = 19;
        if (nanos != 0) {
            text[length++] = '.';
            if (nanos % 1_000_000 == 0) {
                digits(text, length, nanos / 1_000_000, 3);
                length += 3;
            } else if (nanos % 1000 == 0) {
                digits(text, length, nanos / 1000, 6);
                length += 6;
            } else {
                digits(text, length, nanos, 9);
                length += 9;
            }
        }
        text[length++] = 'Z';
        return length;
    }

    private static void digits(char[] text, int at, int value, int count) {
        for (int i = at + count - 1; i >= at; i--) {
            text[i] = DIGITS[value % 10];
            value /= 10;
        }
    }

    public static Instant parseTimestamp(String text) {
        return parseTimestamp(text.toCharArray(), 0, text.length());
    }

    /** The instant of an RFC 3339 timestamp in the one form {@link #writeTimestamp} writes. */
    public static Instant parseTimestamp(char[] text, int offset, int length) {
        if (length != 20 && length != 24 && length != 27 && length != 30
                || text[offset + 4] != '-' || text[offset + 7] != '-' || text[offset + 10] != 'T'
                || text[offset + 13] != ':' || text[offset + 16] != ':' || text[offset + length - 1] != 'Z'
                || length > 20 && text[offset + 19] != '.'
                || !digits(text, offset, 4) || !digits(text, offset + 5, 2) || !digits(text, offset + 8, 2)
                || !digits(text, offset + 11, 2) || !digits(text, offset + 14, 2) || !digits(text, offset + 17, 2)
                || !digits(text, offset + 20, Math.max(length - 21, 0))) {
            throw notATimestamp(text, offset, length, "not an RFC 3339 timestamp of the form"
                    + " 2024-02-29T23:59:59[.000[000[000]]]Z (UTC, 0, 3, 6 or 9 fractional digits)");
        }
        int year = number(text, offset, 4);
        int month = number(text, offset + 5, 2);
        int day = number(text, offset + 8, 2);
        int hour = number(text, offset + 11, 2);
        int minute = number(text, offset + 14, 2);
        int second = number(text, offset + 17, 2);
        int fraction = Math.max(length - 21, 0);
        int nanos = number(text, offset + 20, fraction);
        for (int i = fraction; i < 9; i++) {
            nanos *= 10;
        }
        if (year == 0) {
            throw notATimestamp(text, offset, length, "year 0000 is before 0001-01-01T00:00:00Z, the earliest"
                    + " protobuf Timestamp");
        }
        if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59
                || second > 59) {
            throw notATimestamp(text, offset, length, "no such date or time (months 01-12, the days of the month,"
                    + " hours 00-23, minutes and seconds 00-59)");
        }
        long seconds = daysFromCivil(year, month, day) * SECONDS_PER_DAY + hour * 3600L + minute * 60L + second;
        return Instant.ofEpochSecond(seconds, nanos);
    }

    private static boolean digits(char[] text, int at, int count) {
        for (int i = at; i < at + count; i++) {
            if (text[i] < '0' || text[i] > '9') {
                return false;
            }
        }
        return true;
    }

    private static int number(char[] text, int at, int count) {
        int value = 0;
        for (int i = at; i < at + count; i++) {
            value = value * 10 + (text[i] - '0');
        }
        return value;
    }

    private static IllegalArgumentException notATimestamp(char[] text, int offset, int length, String reason) {
        return new IllegalArgumentException("'" + quoted(text, offset, length) + "': " + reason);
    }

    private static String quoted(char[] text, int offset, int length) {
        return length <= 40 ? new String(text, offset, length) : new String(text, offset, 37) + "...";
    }

    private static int daysInMonth(int year, int month) {
        if (month == 2) {
            boolean leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
            return leap ? 29 : 28;
        }
        return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
    }

    /** Howard Hinnant's days_from_civil: days since 1970-01-01 of a proleptic Gregorian date. */
    private static long daysFromCivil(int year, int month, int day) {
        int y = month <= 2 ? year - 1 : year;
        int era = Math.floorDiv(y, 400);
        int yearOfEra = y - era * 400;
        int dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
        int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097L + dayOfEra - DAYS_0000_03_01_TO_EPOCH;
    }

    /**
     * Standard base64 with padding, no line breaks: Jackson's default variant, named here so that both codecs use it.
     */
    public static void writeBytes(JsonGenerator generator, Bytes bytes) throws IOException {
        byte[] array = UnsafeBytes.array(bytes);
        generator.writeBinary(Base64Variants.MIME_NO_LINEFEEDS, array, 0, array.length);
    }

    public static Bytes parseBytes(String text) {
        return parseBytes(text.toCharArray(), 0, text.length());
    }

    /**
     * The bytes of canonical, padded standard base64. By hand rather than Jackson's decoder, which
     * skips whitespace, or java.util.Base64's, which takes a missing padding and non-zero unused bits.
     */
    public static Bytes parseBytes(char[] text, int offset, int length) {
        if (length % 4 != 0) {
            throw notBase64(text, offset, length, "its length " + length + " is not a multiple of 4 (padded base64)");
        }
        int padding = length == 0 ? 0 : text[offset + length - 1] != '=' ? 0 : text[offset + length - 2] != '=' ? 1 : 2;
        byte[] bytes = new byte[length / 4 * 3 - padding];
        int out = 0;
        for (int i = offset; i < offset + length; i += 4) {
            boolean last = i + 4 == offset + length;
            int a = sextet(text, i, offset, length);
            int b = sextet(text, i + 1, offset, length);
            int c = last && padding == 2 ? 0 : sextet(text, i + 2, offset, length);
            int d = last && padding >= 1 ? 0 : sextet(text, i + 3, offset, length);
            int word = a << 18 | b << 12 | c << 6 | d;
            bytes[out++] = (byte) (word >> 16);
            if (out < bytes.length) {
                bytes[out++] = (byte) (word >> 8);
            }
            if (out < bytes.length) {
                bytes[out++] = (byte) word;
            }
            if (last && padding > 0 && (padding == 2 ? (b & 0x0F) : (c & 0x03)) != 0) {
                throw notBase64(text, offset, length, "not canonical: the bits before the padding are not zero");
            }
        }
        // The array is new here and goes nowhere else.
        return UnsafeBytes.wrap(bytes);
    }

    private static int sextet(char[] text, int at, int offset, int length) {
        char c = text[at];
        if (c >= 'A' && c <= 'Z') {
            return c - 'A';
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 26;
        }
        if (c >= '0' && c <= '9') {
            return c - '0' + 52;
        }
        if (c == '+') {
            return 62;
        }
        if (c == '/') {
            return 63;
        }
        throw notBase64(text, offset, length, (c == '=' ? "padding" : "character U+" + String.format("%04X", (int) c))
                + " at index " + (at - offset) + ", which standard padded base64 does not have there");
    }

    private static IllegalArgumentException notBase64(char[] text, int offset, int length, String reason) {
        return new IllegalArgumentException("'" + quoted(text, offset, length) + "' is not base64: " + reason);
    }
}
