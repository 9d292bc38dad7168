package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * JSON text as the dataset's files have it, which Jackson's generator wrote with its default escaping,
 * for the writers of other libraries that must write the same bytes. Jackson escapes a control
 * character (below U+0020) as {@code \n}, {@code \t}, {@code \r}, {@code \b}, {@code \f} or {@code \\u001F}
 * with upper-case hex digits, and every surrogate, paired or not, as {@code \\uD83D}; everything else but
 * the quote and the backslash is written as itself, in UTF-8. fastjson2 writes the hex digits in lower case
 * and a character outside the BMP as its four UTF-8 bytes; DSL-JSON the latter too (and refuses a lone
 * surrogate). Their writers hand such a string here, and their own call takes every other.
 */
public final class JacksonEscapes {

    private static final JsonFactory FACTORY = new JsonFactory();

    private JacksonEscapes() {}

    /** Whether {@code text} holds a surrogate: what DSL-JSON writes otherwise than Jackson. */
    public static boolean hasSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code text} holds a control character or a surrogate: what fastjson2 writes otherwise than Jackson. */
    public static boolean hasControlOrSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || Character.isSurrogate(c)) {
                return true;
            }
        }
        return false;
    }

    /** The string, quoted and escaped as Jackson writes it, in UTF-8. */
    public static byte[] quoted(String text) {
        return written(text, false);
    }

    /** The string as an object's name, quoted and escaped as Jackson writes it, and the colon after it. */
    public static byte[] name(String text) {
        return written(text, true);
    }

    private static byte[] written(String text, boolean name) {
        ByteArrayBuilder bytes = new ByteArrayBuilder(text.length() + 8);
        try (JsonGenerator generator = FACTORY.createGenerator(bytes, JsonEncoding.UTF8)) {
            if (name) {
                generator.writeStartObject();
                generator.writeFieldName(text);
                generator.writeNull();
                generator.writeEndObject();
            } else {
                generator.writeString(text);
            }
        } catch (IOException e) {
            // A generator over memory fails on nothing but a bug.
            throw new UncheckedIOException(e);
        }
        byte[] written = bytes.toByteArray();
        // {"name":null} less its brace and its null and closing brace: "name":
        return name ? java.util.Arrays.copyOfRange(written, 1, written.length - "null}".length()) : written;
    }
}
