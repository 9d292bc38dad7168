package io.formatbench.codec.json.binary;

import io.formatbench.codec.json.framing.CheckedBytesInputStream;
import io.formatbench.codec.json.framing.InvalidUtf8Exception;
import io.formatbench.codec.json.framing.Utf8Validator;
import java.io.InputStream;

/**
 * Lets a Smile stream through to Jackson only while the UTF-8 of its text values and property names
 * is well formed ({@link Utf8Validator}): Jackson's Smile parser decodes overlong forms and encoded
 * surrogates without a word, and some bad sequences in short strings as U+FFFD. It follows the
 * stream's tokens ({@link SmileTokens}) and checks each string's bytes as they pass.
 */
final class SmileTextCheckingInputStream extends CheckedBytesInputStream {

    private final SmileTokens tokens;

    SmileTextCheckingInputStream(InputStream in) {
        super(in);
        Utf8Validator utf8 = new Utf8Validator();
        this.tokens = new SmileTokens(new SmileTokens.Visitor() {
            @Override
            public InvalidUtf8Exception text(byte[] buffer, int from, int count, long position, boolean ended) {
                return utf8.checkString(buffer, from, count, position, ended, "the string");
            }

            @Override
            public void rootValueEnded() {
                // The records are Jackson's to read.
            }
        });
    }

    @Override
    protected InvalidUtf8Exception check(byte[] buffer, int from, int to, long position) {
        return tokens.walk(buffer, from, to, position);
    }

    /** A stream cut inside a token is Jackson's to reject, as cut anywhere else. */
    @Override
    protected InvalidUtf8Exception checkEnd() {
        return null;
    }
}
