package io.formatbench.codec;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a codec uses its library: the label that travels with every figure it produces. */
public enum Style {
    /** The API most people reach for first, used the way its documentation shows. */
    IDIOMATIC("idiomatic"),
    /** The fastest correct use of the library that we know, still with the library's public API. */
    TUNED("tuned");

    private final String label;

    Style(String label) {
        this.label = label;
    }

    @JsonValue
    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label;
    }
}
