package io.formatbench;

import java.time.Duration;
import java.util.Locale;

/** The time a task of known size still needs, from the pace so far: what every progress line shows. */
public final class Eta {

    private Eta() {}

    /** " (ETA 1:05)", " (ETA 2:03:10)" past an hour, or "" before anything is done. */
    public static String of(Duration elapsed, long done, long total) {
        Duration remaining = remaining(elapsed, done, total);
        return remaining == null ? "" : text(remaining);
    }

    /** The time the rest takes at the pace so far; null before anything is done, or past the total. */
    public static Duration remaining(Duration elapsed, long done, long total) {
        if (done <= 0 || done > total) {
            return null;
        }
        return Duration.ofNanos((long) ((double) elapsed.toNanos() / done * (total - done)));
    }

    /** " (ETA 1:05)", " (ETA 2:03:10)" past an hour. */
    public static String text(Duration remaining) {
        return remaining.toHours() > 0
                ? String.format(Locale.ROOT, " (ETA %d:%02d:%02d)", remaining.toHours(), remaining.toMinutesPart(),
                        remaining.toSecondsPart())
                : String.format(Locale.ROOT, " (ETA %d:%02d)", remaining.toMinutes(), remaining.toSecondsPart());
    }
}
