package io.formatbench.codec.jackson3;

import io.formatbench.codec.InvalidRecordException;
import tools.jackson.databind.DatabindException;

/**
 * A refusal of one of the Jackson 3 ports' deserializers ({@link InvalidRecordException}, checked), on
 * its way out of Jackson 3's databind, which lets only its unchecked exceptions through: the Jackson 3
 * side of {@code io.formatbench.codec.json.proto3.DatabindRefusal}. A {@link DatabindException}, so that
 * databind passes it on, adding each property, element and entry it leaves by their .proto names;
 * {@link Jackson3Errors} puts that path before the reason's own, as for Jackson 2.
 */
final class Jackson3Refusal extends DatabindException {

    private static final long serialVersionUID = 1L;

    private final InvalidRecordException reason;

    private Jackson3Refusal(InvalidRecordException reason) {
        super(reason.getMessage()); // no location: the streaming readers name none for a refusal either
        this.reason = reason;
    }

    /** A value's refusal, which names no field: the path databind adds names it. */
    static Jackson3Refusal of(InvalidRecordException reason) {
        return new Jackson3Refusal(reason);
    }

    /** A map key's: databind reads a key outside the entry's part of the path, so it names its entry itself. */
    static Jackson3Refusal ofKey(String key, InvalidRecordException reason) {
        return new Jackson3Refusal(reason.within("[" + key + "]"));
    }

    /** The refusal, naming the field only as far as below the path databind added. */
    InvalidRecordException reason() {
        return reason;
    }
}
