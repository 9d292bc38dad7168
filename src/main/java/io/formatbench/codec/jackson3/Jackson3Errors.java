package io.formatbench.codec.jackson3;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.JacksonWords;
import io.formatbench.codec.json.framing.InvalidUtf8Exception;
import java.io.CharConversionException;
import java.io.IOException;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.databind.exc.UnrecognizedPropertyException;

/**
 * Turns Jackson 3's exceptions into the one-line {@link BadInputException}s the Jackson 2 codecs throw
 * (their {@code JsonErrors}): the same file, record, offset and words. Jackson 3's exceptions are
 * unchecked, and an {@link IOException} of the stream under the parser (the strict UTF-8 check, the record
 * size limit, the disk) arrives wrapped in a {@link JacksonIOException}: {@link #unwrapped} gives it back,
 * so that it is reported as the Jackson 2 codecs report it.
 */
final class Jackson3Errors {

    private Jackson3Errors() {}

    /**
     * What a reader catches, as the Jackson 2 reader would have seen it: the tool's refusal thrown through
     * databind ({@link Jackson3Refusal}), the stream's own IOException for a wrapped one, else the exception.
     */
    static Exception unwrapped(JacksonException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof Jackson3Refusal refusal) {
                return refusal.refusal();
            }
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
        TokenStreamLocation location = e.getLocation();
        long errorOffset = location == null || location.getByteOffset() < 0 ? -1 : location.getByteOffset();
        // Jackson 3 locates a control character where a record should start at the character itself (Jackson 2
        // at the byte after it, which JsonErrors corrects).
        long offset = recordStart >= 0 ? recordStart : Math.max(errorOffset, 0);
        StringBuilder reason = new StringBuilder(JacksonWords.of(e.getOriginalMessage()));
        if (e instanceof UnrecognizedPropertyException unknown) {
            reason = new StringBuilder(InvalidRecordException.unknownField(unknown.getPropertyName()).getMessage());
        } else {
            List<JacksonException.Reference> path = e.getPath();
            if (!path.isEmpty() && path.get(path.size() - 1).getPropertyName() != null) {
                reason.append(" (field '").append(path.get(path.size() - 1).getPropertyName()).append("')");
            }
        }
        if (errorOffset > offset) {
            reason.append(" (error at byte ").append(errorOffset).append(')');
        }
        return new BadInputException(source, recordIndex, offset, reason.toString(), e);
    }

    /**
     * A message codec's read failure as the checked exception the Jackson 2 one throws: the stream's own
     * IOException, or Jackson's words of what is wrong with the bytes.
     */
    static IOException readFailure(JacksonException e) {
        return unwrapped(e) instanceof IOException io ? io
                : new IOException(JacksonWords.of(e.getOriginalMessage()), e);
    }

    /** A write's failure as the checked exception a writer throws: the stream's own, or Jackson's. */
    static IOException writeFailure(JacksonException e) {
        return unwrapped(e) instanceof IOException io ? io : new IOException(e.getMessage(), e);
    }
}
