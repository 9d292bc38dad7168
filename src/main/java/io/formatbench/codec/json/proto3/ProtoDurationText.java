package io.formatbench.codec.json.proto3;

import com.google.protobuf.Duration;

/**
 * A {@code google.protobuf.Duration} in the proto3 JSON mapping: seconds with 0, 3, 6 or 9 fractional
 * digits (the fewest that hold the nanoseconds) and an "s", negative with a leading '-', as protobuf's
 * {@code Durations.toString} prints it ("1.500s", "-0.000001s", "315576000000s"). Read back: exactly
 * that form (any of the four digit counts), within the range of a Duration (+-315,576,000,000 s, about
 * 10,000 years); no '+', no leading zeros, no "-0s". The methods throw IllegalArgumentException with
 * the reason; the codecs say which field.
 */
final class ProtoDurationText {

    static final long MAX_SECONDS = 315_576_000_000L;
    private static final int MAX_SECONDS_DIGITS = 12;
    private static final int NANOS_PER_SECOND = 1_000_000_000;

    private ProtoDurationText() {}

    static String format(Duration duration) {
        long seconds = duration.getSeconds();
        int nanos = duration.getNanos();
        if (seconds < -MAX_SECONDS || seconds > MAX_SECONDS || nanos <= -NANOS_PER_SECOND || nanos >= NANOS_PER_SECOND
                || (seconds < 0 && nanos > 0) || (seconds > 0 && nanos < 0)) {
            throw new IllegalArgumentException("Duration of " + seconds + " s and " + nanos
                    + " ns is not a valid google.protobuf.Duration");
        }
        StringBuilder text = new StringBuilder(24);
        if (seconds < 0 || nanos < 0) {
            text.append('-');
        }
        text.append(Math.abs(seconds));
        int fraction = Math.abs(nanos);
        if (fraction != 0) {
            text.append('.');
            if (fraction % 1_000_000 == 0) {
                appendDigits(text, fraction / 1_000_000, 3);
            } else if (fraction % 1000 == 0) {
                appendDigits(text, fraction / 1000, 6);
            } else {
                appendDigits(text, fraction, 9);
            }
        }
        return text.append('s').toString();
    }

    private static void appendDigits(StringBuilder text, int value, int count) {
        String digits = Integer.toString(value);
        text.append("0".repeat(count - digits.length())).append(digits);
    }

    static Duration parse(String text) {
        int end = text.length() - 1;
        if (end < 1 || text.charAt(end) != 's') {
            throw notADuration(text);
        }
        boolean negative = text.charAt(0) == '-';
        int start = negative ? 1 : 0;
        int point = text.indexOf('.', start);
        int secondsEnd = point < 0 ? end : point;
        int secondsDigits = secondsEnd - start;
        if (secondsDigits < 1 || secondsDigits > MAX_SECONDS_DIGITS || !digits(text, start, secondsEnd)
                || (text.charAt(start) == '0' && secondsDigits > 1)) {
            throw notADuration(text);
        }
        long seconds = Long.parseLong(text, start, secondsEnd, 10);
        int nanos = 0;
        if (point >= 0) {
            int fraction = end - point - 1;
            if ((fraction != 3 && fraction != 6 && fraction != 9) || !digits(text, point + 1, end)) {
                throw notADuration(text);
            }
            nanos = Integer.parseInt(text, point + 1, end, 10);
            for (int i = fraction; i < 9; i++) {
                nanos *= 10;
            }
        }
        if (seconds > MAX_SECONDS) {
            throw new IllegalArgumentException("'" + text + "' is beyond the range of a Duration (+-" + MAX_SECONDS
                    + "s)");
        }
        if (negative && seconds == 0 && nanos == 0) {
            throw notADuration(text);
        }
        return Duration.newBuilder().setSeconds(negative ? -seconds : seconds).setNanos(negative ? -nanos : nanos)
                .build();
    }

    private static boolean digits(String text, int from, int to) {
        for (int i = from; i < to; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private static IllegalArgumentException notADuration(String text) {
        String shown = text.length() <= 40 ? text : text.substring(0, 37) + "...";
        return new IllegalArgumentException("'" + shown + "' is not a duration of the form -12.500s (seconds, 0, 3,"
                + " 6 or 9 fractional digits, an 's')");
    }
}
