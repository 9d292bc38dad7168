package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.model.User;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The contract every reader keeps on bad input. */
public final class BadInputAssertions {

    private BadInputAssertions() {}

    /**
     * Reads until the reader fails; asserts that it fails with a {@link BadInputException} (nothing
     * else: not a library exception, not an Error) naming the source, the record and where it starts,
     * after returning exactly the records before it.
     */
    public static BadInputException assertRejected(Codec<User> codec, byte[] bytes, Streams streams,
                                                   long recordIndex, long byteOffset) {
        List<User> before = new ArrayList<>();
        BadInputException e = assertThrows(BadInputException.class, () -> {
            try (RecordReader<User> reader = codec.newReader(streams.open(bytes), UserCodecs.SOURCE)) {
                for (User user; (user = reader.read()) != null; ) {
                    before.add(user);
                }
            }
        }, codec.name() + " via " + streams + " accepted the input");
        String where = codec.name() + " via " + streams + ": " + e.getMessage();
        assertEquals(UserCodecs.SOURCE, e.source(), where);
        assertEquals(recordIndex, e.recordIndex(), where);
        assertEquals(byteOffset, e.byteOffset(), where);
        assertEquals(recordIndex, before.size(), where);
        assertTrue(e.getMessage().startsWith(UserCodecs.SOURCE + ": record " + recordIndex + " at byte " + byteOffset + ": "),
                where);
        assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\r"), where);
        assertFalse(e.reason().isBlank(), where);
        return e;
    }

    /** Reads every record, failing the test on any exception. */
    public static List<User> assertAccepted(Codec<User> codec, byte[] bytes, Streams streams) throws IOException {
        return UserCodecs.readAll(codec, bytes, streams);
    }
}
