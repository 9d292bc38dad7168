package io.formatbench.codec.json.framing;

import java.io.InputStream;

/**
 * Lets only well-formed UTF-8 through to Jackson ({@link Utf8Validator}), so that Jackson never meets
 * an encoding error of its own. Jackson alone accepts overlong forms and code points above U+10FFFF;
 * and where Jackson does catch a bad sequence, it says so at wherever its decoder happened to be,
 * which depends on how the bytes arrived. Here every error is named at the first byte of the bad
 * sequence, however the bytes arrive.
 */
public final class Utf8CheckingInputStream extends CheckedBytesInputStream {

    private final Utf8Validator utf8 = new Utf8Validator();

    public Utf8CheckingInputStream(InputStream in) {
        super(in);
    }

    @Override
    protected InvalidUtf8Exception check(byte[] buffer, int from, int to, long position) {
        return utf8.check(buffer, from, to, position);
    }

    @Override
    protected InvalidUtf8Exception checkEnd() {
        return utf8.cutOff("the input");
    }
}
