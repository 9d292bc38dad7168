package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.json.JacksonStreamingCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.User;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LazyCodecTest {

    private final Codec<User> real = Schemas.USER.codec(JacksonStreamingCodec.NAME).withOptions(FormatOptions.DEFAULTS);
    private final AtomicInteger builds = new AtomicInteger();

    private Codec<User> lazy(Style style) {
        return LazyCodec.of(JacksonStreamingCodec.NAME, Format.JSON, style, () -> {
            builds.incrementAndGet();
            return real;
        });
    }

    @Test
    void isBuiltOnceWhenFirstUsedForMoreThanWhatAPlanNeeds() {
        Codec<User> codec = lazy(Style.TUNED);
        assertEquals(JacksonStreamingCodec.NAME, codec.name());
        assertEquals(Format.JSON, codec.format());
        assertEquals(Style.TUNED, codec.style());
        assertEquals(0, builds.get(), "a plan's name, format and style build nothing");
        assertEquals(real.description(), codec.description());
        assertTrue(codec.writesDatasetBytes());
        assertSame(real, codec.withOptions(FormatOptions.DEFAULTS), "a fork measures the built codec itself");
        assertEquals(1, builds.get());
    }

    @Test
    void aBuiltCodecThatIsNotWhatWasRegisteredIsRefused() {
        Codec<User> codec = lazy(Style.IDIOMATIC);
        IllegalStateException e = assertThrows(IllegalStateException.class, codec::description);
        assertTrue(e.getMessage().contains("registered as jackson-streaming (json, idiomatic)"), e.getMessage());
    }
}
