package io.formatbench.codec.floor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.formatbench.codec.Format;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.Streams;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.model.ContentDigest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each format's floor finds the records of its files, of every schema, however the bytes arrive: the same
 * frames from a stream of 1-3 bytes per read as from whole reads; a file cut inside a record is refused.
 */
class FloorsTest {

    static Stream<Arguments> schemasAndFormats() {
        return Schemas.all().stream().flatMap(schema -> Format.all().stream().map(format
                -> Arguments.of(schema, format)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("schemasAndFormats")
    void findsEveryRecordWhateverTheReads(DatasetSchema<?> schema, Format format) throws IOException {
        byte[] file = file(schema, format, 300);

        ContentDigest whole = Floors.frames(Streams.BUFFERED.open(file), format);
        assertEquals(300, whole.records());
        ContentDigest trickled = Floors.frames(Streams.TRICKLE.open(file), format);
        assertEquals(whole.records(), trickled.records());
        assertEquals(whole.hex(), trickled.hex(), "the same frames");
        assertEquals(0, Floors.frames(Streams.BUFFERED.open(file(schema, format, 0)), format).records());
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("schemasAndFormats")
    void refusesAFileCutInsideARecord(DatasetSchema<?> schema, Format format) {
        if (format == Format.JSON || format == BinaryJson.SMILE.format()) {
            // A JSON line needs no newline at the end; a Smile stream cut inside a token is the strict reader's.
            return;
        }
        byte[] file = file(schema, format, 10);
        byte[] cut = Arrays.copyOf(file, file.length - 3);

        assertThrows(InvalidRecordException.class, () -> Floors.frames(Streams.BUFFERED.open(cut), format));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("schemasAndFormats")
    void aPlainReadReadsTheStackInItsOwnReads(DatasetSchema<?> schema, Format format) throws IOException {
        byte[] file = file(schema, format, 300);

        ContentDigest plain = Floors.plain(IoStack.input(new ByteArrayInputStream(file), "test",
                io.formatbench.codec.Compression.NONE));

        assertEquals((file.length + IoStack.BUFFER_BYTES - 1) / IoStack.BUFFER_BYTES, plain.records());
    }

    private static <T> byte[] file(DatasetSchema<T> schema, Format format, int records) {
        SchemaCodec<T> primary = SchemaCodec.primary(schema, format);
        List<T> generated = primary.generate(7, records);
        return primary.write(generated);
    }
}
