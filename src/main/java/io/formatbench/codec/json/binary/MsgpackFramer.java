package io.formatbench.codec.json.binary;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.floor.RecordFramer;
import io.formatbench.codec.json.framing.InvalidUtf8Exception;

/**
 * A MessagePack stream's frames: its root items, found by their first bytes and lengths alone
 * ({@link MsgpackItems}, the walk the strict reader's check makes), their text passed over unchecked.
 */
public final class MsgpackFramer implements RecordFramer {

    private final MsgpackItems items;
    private long position;
    private long lastEnd;

    public MsgpackFramer(Frames frames) {
        this.items = new MsgpackItems(new MsgpackItems.Visitor() {
            @Override
            public InvalidUtf8Exception text(byte[] buffer, int from, int count, long at, boolean ended) {
                return null;
            }

            @Override
            public void rootItemEnded(long end) {
                frames.frame(end - lastEnd, 1);
                lastEnd = end;
            }
        });
    }

    @Override
    public void feed(byte[] buffer, int from, int to) throws InvalidRecordException {
        InvalidUtf8Exception refused = items.walk(buffer, from, to, position);
        if (refused != null) {
            throw new InvalidRecordException(refused.getMessage());
        }
        position += to - from;
    }

    @Override
    public void end() throws InvalidRecordException {
        if (!items.betweenItems()) {
            throw new InvalidRecordException("the file ends inside an item (truncated)");
        }
    }
}
