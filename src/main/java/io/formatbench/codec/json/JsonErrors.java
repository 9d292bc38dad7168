package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.framing.InvalidUtf8Exception;
import io.formatbench.codec.json.proto3.DatabindRefusal;
import java.io.CharConversionException;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/** Turns Jackson's exceptions into one-line {@link BadInputException}s. */
final class JsonErrors {

    private JsonErrors() {}

    /**
     * The one mapping every JSON reader uses for what can go wrong inside a record: Jackson's parse and
     * mapping errors, a schema violation, or bytes that are not UTF-8.
     *
     * @param recordStart where the failing record starts, or -1 when the failure came before its
     *     first token (then the error's own location is the best we have)
     */
    static BadInputException forRecord(String source, long recordIndex, long recordStart, IOException e) {
        return forRecord(source, recordIndex, recordStart, 0, e);
    }

    /**
     * The same, for a parser that started {@code parserOrigin} bytes into the input (on one line of
     * it), whose own locations count from there.
     */
    static BadInputException forRecord(String source, long recordIndex, long recordStart, long parserOrigin,
                                       IOException e) {
        if (e instanceof JsonProcessingException jackson) {
            return badInput(source, recordIndex, recordStart, parserOrigin, jackson);
        }
        if (e instanceof CharConversionException encoding) {
            return badInput(source, recordIndex, recordStart, encoding);
        }
        return new BadInputException(source, recordIndex, Math.max(recordStart, 0), e.getMessage(), e);
    }

    static BadInputException badInput(String source, long recordIndex, long recordStart, JsonProcessingException e) {
        return badInput(source, recordIndex, recordStart, 0, e);
    }

    private static BadInputException badInput(String source, long recordIndex, long recordStart, long parserOrigin,
                                              JsonProcessingException e) {
        JsonLocation location = e.getLocation();
        long errorOffset = location == null || location.getByteOffset() < 0
                ? -1 : parserOrigin + location.getByteOffset();
        long offset = recordStart >= 0 ? recordStart : Math.max(errorOffset, 0);
        if (recordStart < 0 && String.valueOf(e.getOriginalMessage()).startsWith("Illegal character (") && offset > 0) {
            // A control character where a record should start: Jackson's location is the byte after it.
            offset--;
        }
        StringBuilder reason = new StringBuilder(e instanceof JsonMappingException mapping
                ? mappingReason(mapping) : JacksonWords.of(e.getOriginalMessage()));
        if (errorOffset > offset) {
            reason.append(" (error at byte ").append(errorOffset).append(')');
        }
        return new BadInputException(source, recordIndex, offset, reason.toString(), e);
    }

    /**
     * A refusal of databind, in the words the streaming readers use, naming the field by the whole path
     * databind stood at: the one place where databind's path becomes the tool's. The mix-ins name each
     * property by its .proto name, so the path is in the .proto's names whatever name the line used.
     */
    private static String mappingReason(JsonMappingException mapping) {
        String path = path(mapping.getPath());
        if (mapping instanceof UnrecognizedPropertyException) {
            // Databind's own words list every known property; the streaming binding's say what to do.
            return InvalidRecordException.unknownField(path).getMessage();
        }
        if (mapping instanceof DatabindRefusal refusal) {
            return (path.isEmpty() ? refusal.reason() : refusal.reason().within(path)).getMessage();
        }
        String words = mapping instanceof ValueInstantiationException && mapping.getCause() instanceof
                IllegalArgumentException check
                ? check.getMessage() // a record's constructor refused its values (RecordFields), in the .proto's words
                : JacksonWords.of(mapping.getOriginalMessage());
        return path.isEmpty() ? words : InvalidRecordException.ofField(path, ": " + words).getMessage();
    }

    /**
     * Databind's path as the streaming readers write one: {@code addresses[1].zip} for a message's field,
     * a list's element and a map's entry ({@code labels[a]}), whose reference comes from the map itself.
     */
    static String path(List<JsonMappingException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : references) {
            Object from = reference.getFrom();
            boolean entry = from instanceof Map<?, ?> || from instanceof Class<?> type && Map.class.isAssignableFrom(type);
            if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            } else if (reference.getFieldName() == null) {
                continue;
            } else if (entry) {
                path.append('[').append(reference.getFieldName()).append(']');
            } else {
                path.append(path.length() == 0 ? "" : ".").append(reference.getFieldName());
            }
        }
        return path.toString();
    }

    /** An encoding error: Jackson's own, or {@link InvalidUtf8Exception}, which knows where it is. */
    static BadInputException badInput(String source, long recordIndex, long recordStart, CharConversionException e) {
        long offset = recordStart;
        if (offset < 0) {
            offset = e instanceof InvalidUtf8Exception invalid ? invalid.offset() : 0;
        }
        return new BadInputException(source, recordIndex, offset, String.valueOf(e.getMessage()), e);
    }
}
