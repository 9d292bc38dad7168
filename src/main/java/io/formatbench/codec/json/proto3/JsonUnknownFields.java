package io.formatbench.codec.json.proto3;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.UnknownFields;
import java.io.IOException;

/**
 * What a JSON reader does with a property its record type lacks, as its {@link UnknownFields} says:
 * reject it, or skip its value and count it. Every JSON binding hands such a property here, in its
 * records and in their nested objects alike; only the record's own properties are counted (see
 * {@link io.formatbench.codec.RecordReader#skippedFields()}). One instance per reader.
 */
public final class JsonUnknownFields {

    /**
     * Rejects every unknown property, with the hint of --unknown-fields=skip: the readers of a dataset,
     * which that option governs. Keeps no state, so one instance serves every reader.
     */
    public static final JsonUnknownFields REJECT = new JsonUnknownFields(UnknownFields.REJECT, false,
            UnknownFields.HINT);

    /**
     * Rejects every unknown property, with no option to offer: a user's own records being imported
     * (generate --from-json), where a name the .proto lacks is most likely misspelt. No state either.
     */
    public static final JsonUnknownFields REJECT_NO_SKIPPING = new JsonUnknownFields(UnknownFields.REJECT, false,
            "the .proto's message has no field of this name, neither as its .proto name nor as its JSON name");

    /** Skips without counting: what a nested object's properties get ({@link #nested()}); no state either. */
    private static final JsonUnknownFields SKIP_UNCOUNTED = new JsonUnknownFields(UnknownFields.SKIP, false, null);

    private final UnknownFields policy;
    /** Whether the properties handed here are the record's own, which are counted. */
    private final boolean counts;
    /** What a rejection adds for the user, in parentheses. */
    private final String hint;
    private long skipped;

    private JsonUnknownFields(UnknownFields policy, boolean counts, String hint) {
        this.policy = policy;
        this.counts = counts;
        this.hint = hint;
    }

    /** The handling for one reader: {@link #REJECT}, or a new counting one. */
    public static JsonUnknownFields of(UnknownFields policy) {
        return policy == UnknownFields.REJECT ? REJECT : new JsonUnknownFields(policy, true, null);
    }

    /**
     * The handling of the properties of an object nested in the record: the same policy, uncounted.
     * What the bindings of libraries whose reader does not say how deep it stands hand to a nested
     * object's binding (Jackson's parser says, see {@link #skip(JsonParser, String)}).
     */
    public JsonUnknownFields nested() {
        // The rejecting ones keep no state: a nested object's properties get the same rejection, and hint.
        return policy == UnknownFields.REJECT ? this : SKIP_UNCOUNTED;
    }

    /**
     * Whether a property the record lacks is refused ({@link InvalidRecordException#unknownField}); else
     * its value is skipped, with the library's own call, and {@link #countSkipped} called.
     */
    public boolean rejects() {
        return policy == UnknownFields.REJECT;
    }

    /** A property skipped: counted when it is the record's own. */
    public void countSkipped() {
        if (counts) {
            skipped++;
        }
    }

    /**
     * Handles the property {@code field}, whose value the parser stands on: rejected, or skipped with
     * all it holds and counted when it is a property of the record itself.
     */
    public void skip(JsonParser parser, String field) throws IOException {
        skip(parser, field, isRecordProperty(parser));
    }

    /** The same, told whether the property is the record's own (counted) or a nested object's. */
    public void skip(JsonParser parser, String field, boolean recordProperty) throws IOException {
        skipping(field, recordProperty);
        parser.skipChildren();
    }

    /**
     * The decision of {@link #skip(JsonParser, String, boolean)} without the skip: rejected, or counted
     * when the property is the record's own; the caller then skips the value with its own parser (Jackson 3's).
     */
    public void skipping(String field, boolean recordProperty) throws InvalidRecordException {
        if (policy == UnknownFields.REJECT) {
            throw InvalidRecordException.unknownField(field, hint);
        }
        if (recordProperty) {
            skipped++;
        }
    }

    public long skipped() {
        return skipped;
    }

    /**
     * Whether the property whose value the parser stands on belongs to a record: an object at the root
     * of the input, as every record of a JSON Lines file is. On an object or array value the parser
     * has already entered the value's own context.
     */
    private static boolean isRecordProperty(JsonParser parser) {
        JsonStreamContext context = parser.getParsingContext();
        JsonToken value = parser.currentToken();
        if (value == JsonToken.START_OBJECT || value == JsonToken.START_ARRAY) {
            context = context.getParent();
        }
        return context.getParent() != null && context.getParent().inRoot();
    }
}
