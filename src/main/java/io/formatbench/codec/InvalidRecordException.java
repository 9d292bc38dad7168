package io.formatbench.codec;

import io.formatbench.model.ProtoEnum;
import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * A record that decodes but breaks the schema (a missing, unknown or mistyped field). Readers turn it
 * into a {@link BadInputException}, which adds where in which file it happened.
 *
 * <p>Most reasons name a field. The reader of a nested message, list element or map entry names only
 * the field it reads; each reader above it adds its own part as the exception passes it
 * ({@link #within}), so that the message names the field's whole path, {@code
 * spans[3].annotations[0].timestamp}, without any reader building a path while nothing is wrong.
 */
public final class InvalidRecordException extends IOException {

    private static final long serialVersionUID = 1L;

    /** The message's text before the field's path, and after it; the path is null for a reason that names none. */
    private final String before;
    private final String path;
    private final String after;

    public InvalidRecordException(String reason) {
        this(reason, null, "");
    }

    private InvalidRecordException(String before, String path, String after) {
        super(before);
        this.before = before;
        this.path = path;
        this.after = after;
    }

    /** A reason about a field: "field 'PATH' " followed by {@code problem}. */
    public static InvalidRecordException ofField(String field, String problem) {
        return new InvalidRecordException("field ", field, problem.startsWith(":") ? problem : " " + problem);
    }

    @Override
    public String getMessage() {
        return path == null ? before : before + "'" + path + "'" + after;
    }

    /** The field the reason names, as far as the readers have told it; null for a reason that names none. */
    public String field() {
        return path;
    }

    /**
     * The same reason, inside the field {@code parent} of the message around it: {@code name} becomes
     * {@code address.name}, {@code [2]} (an element) becomes {@code lines[2]}; a reason that named no
     * field names {@code parent}.
     */
    public InvalidRecordException within(String parent) {
        if (path == null) {
            return new InvalidRecordException("field ", parent, ": " + before);
        }
        String joined = path.isEmpty() ? parent : path.charAt(0) == '[' ? parent + path : parent + "." + path;
        return new InvalidRecordException(before, joined, after);
    }

    /** The same reason, inside element {@code index} of the list {@code parent}. */
    public InvalidRecordException within(String parent, int index) {
        return within(parent + "[" + index + "]");
    }

    /** The same reason, inside the entry of {@code key} of the map {@code parent}. */
    public InvalidRecordException withinEntry(String parent, Object key) {
        return within(parent + "[" + key + "]");
    }

    /** A field the schema lacks, read by a reader that --unknown-fields could tell to skip it. */
    public static InvalidRecordException unknownField(String field) {
        return unknownField(field, UnknownFields.HINT);
    }

    /** A field the schema lacks, with what the user can do about it. */
    public static InvalidRecordException unknownField(String field, String hint) {
        return new InvalidRecordException("unknown field ", field, " (" + hint + ")");
    }

    public static InvalidRecordException duplicateField(String field) {
        return new InvalidRecordException("duplicate field ", field, "");
    }

    /** A field given under both of its names, its .proto name and its JSON name. */
    public static InvalidRecordException givenTwice(String field, String first, String second) {
        return new InvalidRecordException("field ", field, " given twice, as '" + first + "' and as '" + second + "'");
    }

    public static InvalidRecordException missingFields(String fields) {
        return new InvalidRecordException("missing field(s) " + fields);
    }

    /** Two members of one oneof set: at most one may be. */
    public static InvalidRecordException twoOfOneof(String first, String second, String oneof) {
        return new InvalidRecordException("fields '" + first + "' and ", second, " are both of oneof '" + oneof
                + "': one at most may be set");
    }

    /**
     * @param schema the JSON Schema file broken
     * @param pointer the JSON pointer of the first value that breaks it ("" for the record itself)
     */
    public static InvalidRecordException breaksSchema(String schema, String pointer, String reason) {
        return new InvalidRecordException("breaks " + schema + " at JSON pointer \"" + pointer + "\""
                + (pointer.isEmpty() ? " (the record)" : "") + ": " + reason);
    }

    public static InvalidRecordException wrongType(String field, String expected, String found) {
        return new InvalidRecordException("field ", field, " must be " + expected + ", found " + found);
    }

    /** A value of the right JSON type that the field's type cannot hold; the value itself is not quoted. */
    public static InvalidRecordException outOfRange(String field, String range) {
        return new InvalidRecordException("field ", field, " must be " + range + ", found a value out of that range");
    }

    /**
     * An enum number the .proto does not list: proto3 keeps it in a message (protobuf-java's
     * UNRECOGNIZED), but a record's enum has no constant for it.
     */
    public static <E extends Enum<E> & ProtoEnum> InvalidRecordException unknownEnumNumber(String field,
                                                                                         Class<E> type, long number) {
        return new InvalidRecordException("field ", field, ": enum " + type.getSimpleName() + " has no value numbered "
                + number + " (it has " + Arrays.stream(type.getEnumConstants())
                .map(value -> value.name() + " = " + value.number()).collect(Collectors.joining(", ")) + ")");
    }
}
