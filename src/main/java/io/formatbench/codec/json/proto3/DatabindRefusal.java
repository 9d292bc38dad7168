package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonMappingException;
import io.formatbench.codec.InvalidRecordException;

/**
 * A refusal of one of {@link ProtoDatabind}'s deserializers, on its way out of databind: databind passes
 * a plain IOException through as it is, but adds to a mapping exception each property, element and
 * entry it leaves, by their .proto names (the names the generated mix-ins give the properties). The
 * codec's error translation then puts that path before the reason's own ({@link #reason()}), so that
 * databind names a field's whole path as the streaming bindings do, from one place.
 */
public final class DatabindRefusal extends JsonMappingException {

    private static final long serialVersionUID = 1L;

    private final InvalidRecordException reason;

    private DatabindRefusal(JsonParser parser, InvalidRecordException reason) {
        super(null, reason.getMessage(), reason); // no location: the streaming readers name none for a refusal either
        this.reason = reason;
    }

    /** A value's refusal, which names no field: the path databind adds names it. */
    public static DatabindRefusal of(JsonParser parser, InvalidRecordException reason) {
        return new DatabindRefusal(parser, reason);
    }

    /** A map key's: databind reads a key outside the entry's part of the path, so it names its entry itself. */
    public static DatabindRefusal ofKey(JsonParser parser, String key, InvalidRecordException reason) {
        return new DatabindRefusal(parser, reason.within("[" + key + "]"));
    }

    /** The refusal, naming the field only as far as below the path databind added. */
    public InvalidRecordException reason() {
        return reason;
    }
}
