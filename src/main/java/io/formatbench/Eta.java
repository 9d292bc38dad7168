package io.formatbench;

import java.time.Duration;
import java.util.Locale;

/** The time a task of known size still needs, from the pace so far: what every progress line shows. */
public final class Eta {

    private Eta() {}

    /** " (ETA 1:05)", " (ETA 2:03:10)" past an hour, or "" before anything is done. */
    public static String of(Duration elapsed, long done, long total) {
        if (done <= 0 || done > total) {
            return "";
        }
        Duration remaining = Duration.ofNanos((long) ((double) elapsed.toNanos() / done * (total - done)));
        return remaining.toHours() > 0
                ? String.format(Locale.ROOT, " (ETA %d:%02d:%02d)", remaining.toHours(), remaining.toMinutesPart(),
                        remaining.toSecondsPart())
                : String.format(Locale.ROOT, " (ETA %d:%02d)", remaining.toMinutes(), remaining.toSecondsPart());
    }
}
