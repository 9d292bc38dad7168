package io.formatbench.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.formatbench.codec.avro.AvroBlockCodec;
import io.formatbench.codec.avro.AvroModule;
import java.util.List;
import org.junit.jupiter.api.Test;

class FormatOptionsTest {

    @Test
    void anOptionNotAskedForIsItsDefault() {
        assertEquals(AvroBlockCodec.NULL, FormatOptions.DEFAULTS.get(AvroBlockCodec.OPTION));
        assertEquals(AvroBlockCodec.DEFLATE, AvroBlockCodec.DEFLATE.options().get(AvroBlockCodec.OPTION));
    }

    @Test
    void optionsAtTheirDefaultsAreTheDefaults() {
        assertEquals(FormatOptions.DEFAULTS, AvroBlockCodec.NULL.options());
        assertEquals(FormatOptions.DEFAULTS, AvroBlockCodec.DEFLATE.options().with(AvroBlockCodec.OPTION,
                AvroBlockCodec.NULL));
        assertNotEquals(FormatOptions.DEFAULTS, AvroBlockCodec.ZSTANDARD.options());
    }

    @Test
    void theFilesOfAFormatHaveOnlyItsOwnOptions() {
        FormatOptions options = AvroBlockCodec.ZSTANDARD.options();
        assertEquals(options, options.of(AvroModule.FORMAT));
        for (Format other : Format.all()) {
            if (other != AvroModule.FORMAT) {
                assertEquals(FormatOptions.DEFAULTS, options.of(other), other.id());
            }
        }
    }

    @Test
    void optionsNameThemselves() {
        assertEquals("defaults", FormatOptions.DEFAULTS.toString());
        assertEquals("avro_blocks=deflate", AvroBlockCodec.DEFLATE.options().toString());
    }

    @Test
    void optionsAskedForAreNamedInWordsAndOnTheCommandLine() {
        FormatOptions deflate = AvroBlockCodec.DEFLATE.options();
        assertEquals(" + deflate blocks", deflate.label());
        assertEquals(List.of("deflate blocks"), deflate.labels());
        assertEquals(List.of("Avro block codec: " + AvroBlockCodec.DEFLATE.description()), deflate.descriptions());
        assertEquals(" --avro-codec deflate", deflate.commandLine());
        assertEquals("", FormatOptions.DEFAULTS.label());
        assertEquals(List.of(), FormatOptions.DEFAULTS.descriptions());
        assertEquals("", FormatOptions.DEFAULTS.commandLine());
        assertEquals(FormatOptions.DEFAULTS, deflate.of(List.of(Format.JSON, Format.PROTOBUF)));
        assertEquals(deflate, deflate.of(List.of(Format.JSON, AvroModule.FORMAT)));
    }
}
