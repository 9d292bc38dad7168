package io.formatbench.codec.jackson3;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.JacksonWords;
import io.formatbench.codec.json.framing.InvalidUtf8Exception;
import java.io.CharConversionException;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;
import tools.jackson.databind.exc.ValueInstantiationException;

/**
 * Turns Jackson 3's exceptions into the one-line {@link BadInputException}s the Jackson 2 codecs throw
 * (their {@code JsonErrors}): the same file, record, offset and words, and databind's refusals named by
 * the whole path databind stood at ({@code address.zip}, {@code addresses[1].zip}, {@code labels[a]}),
 * as jackson-databind and the streaming bindings name them. Jackson 3's exceptions are unchecked, and an
 * {@link IOException} of the stream under the parser (the strict UTF-8 check, the record size limit, the
 * disk) arrives wrapped in a {@link JacksonIOException}: {@link #unwrapped} gives it back, so that it is
 * reported as the Jackson 2 codecs report it.
 */
final class Jackson3Errors {

    private Jackson3Errors() {}

    /** What a reader catches, as the Jackson 2 reader would have seen it: the stream's own IOException, else itself. */
    static Exception unwrapped(JacksonException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof JacksonIOException && t.getCause() instanceof IOException cause) {
                return cause;
            }
        }
        return e;
    }

    /** Whether an IOException of the stream is bad input of the record being read, not a failure of the disk. */
    static boolean isBadInput(IOException e) {
        return e instanceof InvalidRecordException || e instanceof CharConversionException;
    }

    /**
     * The one line for what went wrong inside a record.
     *
     * @param recordStart where the failing record starts, or -1 when the failure came before its first
     *     token (then the error's own location is the best there is)
     */
    static BadInputException forRecord(String source, long recordIndex, long recordStart, Exception e) {
        if (e instanceof JacksonException jackson) {
            return badInput(source, recordIndex, recordStart, jackson);
        }
        if (e instanceof CharConversionException encoding) {
            long offset = recordStart >= 0 ? recordStart
                    : encoding instanceof InvalidUtf8Exception invalid ? invalid.offset() : 0;
            return new BadInputException(source, recordIndex, offset, String.valueOf(e.getMessage()), e);
        }
        return new BadInputException(source, recordIndex, Math.max(recordStart, 0), e.getMessage(), e);
    }

    private static BadInputException badInput(String source, long recordIndex, long recordStart, JacksonException e) {
        TokenStreamLocation location = e instanceof Jackson3Refusal ? null : e.getLocation();
        long errorOffset = location == null || location.getByteOffset() < 0 ? -1 : location.getByteOffset();
        // Jackson 3 locates a control character where a record should start at the character itself (Jackson 2
        // at the byte after it, which JsonErrors corrects).
        long offset = recordStart >= 0 ? recordStart : Math.max(errorOffset, 0);
        StringBuilder reason = new StringBuilder(e instanceof DatabindException mapping
                ? mappingReason(mapping) : JacksonWords.of(e.getOriginalMessage()));
        if (errorOffset > offset) {
            reason.append(" (error at byte ").append(errorOffset).append(')');
        }
        return new BadInputException(source, recordIndex, offset, reason.toString(), e);
    }

    /**
     * A refusal of databind, in the words the streaming readers use, naming the field by the whole path
     * databind stood at (the mix-ins name each property by its .proto name).
     */
    private static String mappingReason(DatabindException mapping) {
        String path = path(mapping.getPath());
        if (mapping instanceof UnrecognizedPropertyException) {
            // Databind's own words list every known property; the streaming binding's say what to do.
            return InvalidRecordException.unknownField(path).getMessage();
        }
        if (mapping instanceof Jackson3Refusal refusal) {
            return refusal(refusal, path).getMessage();
        }
        String words = mapping instanceof ValueInstantiationException
                && mapping.getCause() instanceof IllegalArgumentException check
                ? check.getMessage() // a record's constructor refused its values (RecordFields), in the .proto's words
                : JacksonWords.of(mapping.getOriginalMessage());
        return path.isEmpty() ? words : InvalidRecordException.ofField(path, ": " + words).getMessage();
    }

    private static InvalidRecordException refusal(Jackson3Refusal refusal, String path) {
        return path.isEmpty() ? refusal.reason() : refusal.reason().within(path);
    }

    /**
     * Databind's path as the streaming readers write one: {@code addresses[1].zip} for a message's field,
     * a list's element and a map's entry ({@code labels[a]}), whose reference comes from the map itself.
     */
    private static String path(List<JacksonException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JacksonException.Reference reference : references) {
            Object from = reference.from();
            boolean entry = from instanceof Map<?, ?> || from instanceof Class<?> type && Map.class.isAssignableFrom(type);
            if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            } else if (reference.getPropertyName() == null) {
                continue;
            } else if (entry) {
                path.append('[').append(reference.getPropertyName()).append(']');
            } else {
                path.append(path.length() == 0 ? "" : ".").append(Jackson3Names.protoName(from,
                        reference.getPropertyName()));
            }
        }
        return path.toString();
    }

    /**
     * A message codec's read failure as the checked exception the Jackson 2 one throws: the stream's own
     * IOException, the tool's refusal named by its path, or Jackson's words of what is wrong with the bytes.
     */
    static IOException readFailure(JacksonException e) {
        if (e instanceof Jackson3Refusal refusal) {
            return refusal(refusal, path(refusal.getPath()));
        }
        return unwrapped(e) instanceof IOException io ? io
                : new IOException(JacksonWords.of(e.getOriginalMessage()), e);
    }

    /** A write's failure as the checked exception a writer throws: the stream's own, or Jackson's. */
    static IOException writeFailure(JacksonException e) {
        return unwrapped(e) instanceof IOException io ? io : new IOException(e.getMessage(), e);
    }
}
