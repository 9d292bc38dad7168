package io.formatbench.codec.json;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;

/**
 * The string escaping of protobuf's JsonFormat printer (4.36.2), for a Jackson JSON generator that must
 * write its bytes: besides JSON's own escapes ('"', '\\', and \b \t \n \f \r), the other control
 * characters as lower-case {@code \u001f}, the HTML-sensitive {@code < > & = '} as {@code \u003c} and so
 * on, and U+2028 and U+2029 (line ends in JavaScript). Jackson's default writes control characters in
 * upper-case hex and none of the others escaped. Every other character is written as itself, in UTF-8.
 */
final class ProtoJsonEscapes extends CharacterEscapes {

    static final ProtoJsonEscapes INSTANCE = new ProtoJsonEscapes();

    private static final long serialVersionUID = 1L;
    private static final String HTML_SENSITIVE = "<>&='";
    private static final String SHORT_ESCAPED = "\b\t\n\f\r";
    private static final SerializableString LINE_SEPARATOR = new SerializedString("\\u2028");
    private static final SerializableString PARAGRAPH_SEPARATOR = new SerializedString("\\u2029");

    private final int[] asciiEscapes = standardAsciiEscapesForJSON();
    private final SerializableString[] asciiSequences = new SerializableString[128];

    private ProtoJsonEscapes() {
        for (char c = 0; c < 0x20; c++) {
            if (SHORT_ESCAPED.indexOf(c) < 0) {
                custom(c);
            }
        }
        for (char c : HTML_SENSITIVE.toCharArray()) {
            custom(c);
        }
    }

    private void custom(char c) {
        asciiEscapes[c] = ESCAPE_CUSTOM;
        asciiSequences[c] = new SerializedString(String.format("\\u%04x", (int) c));
    }

    @Override
    public int[] getEscapeCodesForAscii() {
        return asciiEscapes;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
        if (ch < asciiSequences.length) {
            return asciiSequences[ch];
        }
        return ch == 0x2028 ? LINE_SEPARATOR : ch == 0x2029 ? PARAGRAPH_SEPARATOR : null;
    }
}
