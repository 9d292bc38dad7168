package io.formatbench.codec.json.binary;

import io.formatbench.codec.json.framing.CheckedBytesInputStream;
import io.formatbench.codec.json.framing.InvalidUtf8Exception;
import io.formatbench.codec.json.framing.Utf8Validator;
import java.io.InputStream;

/**
 * Lets a MessagePack stream through to msgpack-java's parser only while its strings are well-formed
 * UTF-8 ({@link Utf8Validator}) and its items are what the parser can read safely ({@link
 * MsgpackItems}): the parser decodes a string's bad bytes as U+FFFD without a word, allocates a
 * payload's whole length before reading it, and takes a map key of any type as a property name.
 */
final class MsgpackTextCheckingInputStream extends CheckedBytesInputStream {

    private final MsgpackItems items;

    MsgpackTextCheckingInputStream(InputStream in) {
        super(in);
        Utf8Validator utf8 = new Utf8Validator();
        this.items = new MsgpackItems(new MsgpackItems.Visitor() {
            @Override
            public InvalidUtf8Exception text(byte[] buffer, int from, int count, long position, boolean ended) {
                return utf8.checkString(buffer, from, count, position, ended, "the string");
            }

            @Override
            public void rootItemEnded(long end) {
                // The records are the parser's to read.
            }
        });
    }

    @Override
    protected InvalidUtf8Exception check(byte[] buffer, int from, int to, long position) {
        return items.walk(buffer, from, to, position);
    }

    /** A stream cut inside an item is the parser's to reject, as cut anywhere else. */
    @Override
    protected InvalidUtf8Exception checkEnd() {
        return null;
    }
}
