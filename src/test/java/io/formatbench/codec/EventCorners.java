package io.formatbench.codec;

import io.formatbench.proto.records.Event;
import java.util.List;

/**
 * Events that reach the corners of every field type: extreme and unsigned numbers, doubles of every shape, odd strings.
 */
public final class EventCorners {

    private EventCorners() {}

    public static List<Event> all() {
        return List.of(
                numbers(Long.MAX_VALUE, 0xFFFF_FFFFL, Double.MAX_VALUE, Double.MIN_VALUE, -0.0),
                numbers(Long.MIN_VALUE, 0, -Double.MAX_VALUE, -Double.MIN_VALUE, 0.0),
                numbers(0, 1L << 31, Double.MIN_NORMAL, 1e21, 1e-7),
                numbers(-1, (1L << 31) - 1, 0.1, 1.0 / 3, 123456789012345680.0),
                numbers(1, 4294967294L, 2.5, -1.0, 9007199254740993.0),
                strings("", "quote \" backslash \\ slash / tab \t newline \n nul \u0000", "ctl \u001f \u007f"),
                strings("emoji \uD83D\uDE00 and U+10FFFF \uDBFF\uDFFF", "Zoë Ødegaard Nguyễn Trần 例え", "ß"),
                strings("x".repeat(300), "\u2028\u2029", "a"),
                // A string whose length takes a 3-byte varint, in one field.
                new Event("error", "", "", "", "", "", "", "", "", "y".repeat(70_000), "", "", "", "", "", "", "",
                        0, 0, 0, 0, 0, 0, 0.0, 0.0, 0.0));
    }

    /** An event whose strings are ordinary and whose numbers are the ones given, every uint32 the same. */
    private static Event numbers(long auid, long uint32, double cpm, double rtt, double sampleRate) {
        return new Event("impression", "2025-03-01T00:00:00.000Z", "acct-10000", "00000000-0000-4000-8000-000000000000",
                "", "com.example.app", "app", "DE", "banner", "", "", "192.0.2.1", "de", "14", "", "Dalvik/2.1.0",
                        "4.2.0",
                auid, uint32, uint32, uint32, uint32, uint32, cpm, rtt, sampleRate);
    }

    /** An event whose every string is one of three, in turn, and whose numbers are all zero but one. */
    private static Event strings(String a, String b, String c) {
        String[] s = {a, b, c};
        return new Event(s[0], s[1], s[2], s[0], s[1], s[2], s[0], s[1], s[2], s[0], s[1], s[2], s[0], s[1], s[2], s[0],
                s[1],
                0, 0, 0, 0, 0, 1, 0.0, 0.0, 0.0);
    }
}
