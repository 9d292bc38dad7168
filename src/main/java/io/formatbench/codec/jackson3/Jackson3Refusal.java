package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import tools.jackson.databind.DatabindException;

/**
 * The tool's refusal of a value ({@link InvalidRecordException}, checked) thrown through Jackson 3's
 * databind, whose deserializers may throw only its unchecked exceptions. A {@link DatabindException},
 * so that databind passes it on (adding the property path as it goes) instead of wrapping it; the
 * reader reports the refusal itself, in the words the Jackson 2 codecs give it.
 */
final class Jackson3Refusal extends DatabindException {

    private static final long serialVersionUID = 1L;

    private final InvalidRecordException refusal;

    Jackson3Refusal(InvalidRecordException refusal) {
        super(refusal.getMessage());
        this.refusal = refusal;
    }

    InvalidRecordException refusal() {
        return refusal;
    }
}
