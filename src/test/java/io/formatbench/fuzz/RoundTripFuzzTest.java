package io.formatbench.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.SchemaCodec;
import io.formatbench.codec.UserCodecs;
import io.formatbench.codec.Streams;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.model.ContentDigest;
import io.formatbench.proto.records.Event;
import io.formatbench.proto.records.User;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * Any record a schema can hold: every writer writes it and every reader of the format, with either
 * checks, reads it back as it was; both formats give the same content digest. Strings are valid
 * Unicode: protobuf-java writes an unpaired surrogate as '?', which no reader can undo. Doubles are
 * finite: JSON has no number for NaN or Infinity.
 */
class RoundTripFuzzTest {

    @FuzzTest
    @Timeout(10)
    void anyUser(FuzzedDataProvider data) throws IOException {
        roundTrip(Schemas.USER, new User(data.consumeLong(), unicode(data), unicode(data), data.consumeInt(),
                data.consumeBoolean()));
    }

    @FuzzTest
    @Timeout(10)
    void anyEvent(FuzzedDataProvider data) throws IOException {
        String[] strings = new String[17];
        for (int i = 0; i < strings.length; i++) {
            strings[i] = data.consumeBoolean() ? unicode(data) : "";
        }
        long[] uint32s = new long[5];
        for (int i = 0; i < uint32s.length; i++) {
            uint32s[i] = Integer.toUnsignedLong(data.consumeInt());
        }
        Event event = new Event(strings[0], strings[1], strings[2], strings[3], strings[4], strings[5], strings[6],
                strings[7],
                strings[8], strings[9], strings[10], strings[11], strings[12], strings[13], strings[14], strings[15],
                        strings[16],
                data.consumeLong(), uint32s[0], uint32s[1], uint32s[2], uint32s[3], uint32s[4],
                data.consumeRegularDouble(), data.consumeRegularDouble(), data.consumeRegularDouble());
        roundTrip(Schemas.EVENT, event);
    }

    private static <T> void roundTrip(DatasetSchema<T> schema, T record) throws IOException {
        SchemaCodec<T> coded = new SchemaCodec<>(schema, schema.primaryCodec(Format.PROTOBUF));
        boolean allDefaults = coded.protoBinding().toMessage(record).getSerializedSize() == 0;
        String digest = null;
        for (Format format : Format.all()) {
            for (SchemaCodec<T> writer : new SchemaCodec<>(schema, schema.primaryCodec(format)).sameFormat()) {
                if (format == Format.PROTOBUF && allDefaults) {
                    // proto3 writes such a record as zero bytes, which the readers reject: refused, documented.
                    assertThrows(IllegalArgumentException.class, () -> writer.write(List.of(record)));
                    continue;
                }
                byte[] bytes = writer.write(List.of(record));
                for (SchemaCodec<T> reader : writer.sameFormat()) {
                    for (ReadOptions checks : UserCodecs.everyReadOption()) {
                        List<T> read = reader.read(Streams.TRICKLE.open(bytes), checks);
                        assertEquals(List.of(record), read, writer + " -> " + reader + " (" + checks + ")");
                        ContentDigest readDigest = new ContentDigest();
                        read.forEach(each -> readDigest.addRecord(schema.contentHash().applyAsLong(each)));
                        digest = digest == null ? readDigest.hex() : digest;
                        assertEquals(digest, readDigest.hex(), "every format gives the same content digest");
                    }
                }
            }
        }
    }

    /** A string of valid code points: ASCII, non-ASCII, astral, empty and long ones all come out of it. */
    private static String unicode(FuzzedDataProvider data) {
        int length = data.consumeInt(0, 300);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length && data.remainingBytes() > 0; i++) {
            int codePoint = data.consumeInt(0, Character.MAX_CODE_POINT);
            if (codePoint >= Character.MIN_SURROGATE && codePoint <= Character.MAX_SURROGATE) {
                codePoint -= 0x800;
            }
            text.appendCodePoint(codePoint);
        }
        return text.toString();
    }
}
