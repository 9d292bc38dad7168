package io.formatbench.metric;

/** The words for "protobuf is better / worse" on a metric's row. */
public enum Wording {
    SPEED("faster", "slower"),
    /** A rate that is not a speed: MB/s of a smaller file is lower without being slower; it names no winner. */
    RATE("higher", "lower"),
    SIZE("smaller", "larger"),
    AMOUNT("less", "more");

    private final String better;
    private final String worse;

    Wording(String better, String worse) {
        this.better = better;
        this.worse = worse;
    }

    public String betterWord() {
        return better;
    }

    public String worseWord() {
        return worse;
    }
}
