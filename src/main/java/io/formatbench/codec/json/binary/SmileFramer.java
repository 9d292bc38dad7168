package io.formatbench.codec.json.binary;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.floor.RecordFramer;
import io.formatbench.codec.json.framing.InvalidUtf8Exception;

/**
 * A Smile stream's frames: its root values, found by walking its tokens ({@link SmileTokens}, the walk the
 * strict reader's UTF-8 check makes), their text passed over unchecked. The walk says where a root value
 * ends, not how many bytes it took: a Smile frame is counted with no size.
 */
public final class SmileFramer implements RecordFramer {

    private final SmileTokens tokens;
    private long position;

    public SmileFramer(Frames frames) {
        this.tokens = new SmileTokens(new SmileTokens.Visitor() {
            @Override
            public InvalidUtf8Exception text(byte[] buffer, int from, int count, long at, boolean ended) {
                return null;
            }

            @Override
            public void rootValueEnded() {
                frames.frame(0, 1);
            }
        });
    }

    @Override
    public void feed(byte[] buffer, int from, int to) throws InvalidRecordException {
        tokens.walk(buffer, from, to, position);
        position += to - from;
    }

    @Override
    public void end() {
        // A stream cut inside a token is the strict reader's to refuse: the floor reads checked files.
    }
}
