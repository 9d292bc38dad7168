package io.formatbench.codec.json.framing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.TrickleInputStream;
import io.formatbench.codec.UserCodecs;
import io.formatbench.codec.json.JsonPolicy;
import io.formatbench.codec.json.LibraryJsonCodec;
import io.formatbench.proto.records.User;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The JSON readers accept exactly the UTF-8 that the JDK's strict decoder accepts.
 *
 * <p>Every strict JSON reader takes its bytes through {@link JsonPolicy#strictUtf8}'s
 * {@link Utf8CheckingInputStream}, which alone refuses bad UTF-8 (Jackson's own decoder is laxer and blames
 * wherever it happened to be); fastjson2's and DSL-JSON's strict reads are jackson-streaming's reader
 * ({@code LibraryJsonCodec}). So the check judges every lead byte with every second byte itself, exhaustively;
 * each reader decodes every sequence the JDK accepts, exhaustively too (what the check lets through, the
 * reader's own decoder turns into characters), and refuses each lead byte with a second byte at every
 * boundary of UTF-8's ranges, which shows that it reads through the check whatever the lead byte and names
 * the record and byte where the sequence starts. The product of every reader with every pair, one file
 * each, took 32768 failed reads per reader to prove no more.
 */
class StrictUtf8Test {

    private static final byte[] HEAD = "{\"id\":1,\"name\":\"".getBytes(StandardCharsets.UTF_8);
    private static final byte[] TAIL =
            "\",\"email\":\"e\",\"age\":20,\"active\":true}\n".getBytes(StandardCharsets.UTF_8);
    /**
     * Second bytes on each side of every boundary of UTF-8's ranges (ASCII, 80-8F, 90-9F, A0-BF, C0-FF),
     * and the characters a JSON string may not hold raw.
     */
    private static final int[] SECOND_BYTES_AT_THE_BOUNDARIES =
            {0x00, 0x1F, 0x20, 0x22, 0x5C, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF};

    @Test
    void theCheckJudgesEveryLeadByteWithEverySecondByteAsTheJdkDoes() throws IOException {
        for (boolean trickle : new boolean[] {false, true}) {
            for (int lead = 0x80; lead <= 0xFF; lead++) {
                for (int second = 0; second <= 0xFF; second++) {
                    byte[] sequence = sequence(lead, second);
                    byte[] file = concat(HEAD, sequence, TAIL);
                    String where = (trickle ? "trickle: " : "") + java.util.HexFormat.of().formatHex(sequence);
                    InputStream raw = new ByteArrayInputStream(file);
                    InputStream in = new Utf8CheckingInputStream(trickle ? new TrickleInputStream(raw) : raw);
                    if (strictlyDecoded(sequence) == null) {
                        InvalidUtf8Exception e = assertThrows(InvalidUtf8Exception.class, in::readAllBytes, where);
                        assertEquals(HEAD.length, e.offset(), where);
                    } else {
                        assertArrayEquals(file, in.readAllBytes(), where);
                    }
                }
            }
        }
    }

    @Test
    void everyReaderDecodesEverySequenceTheJdkAccepts() throws IOException {
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        List<String> names = new ArrayList<>();
        for (int lead = 0x80; lead <= 0xFF; lead++) {
            for (int second = 0; second <= 0xFF; second++) {
                byte[] sequence = sequence(lead, second);
                String decoded = strictlyDecoded(sequence);
                if (decoded != null) {
                    file.writeBytes(concat(HEAD, sequence, TAIL));
                    names.add(decoded);
                }
            }
        }
        assertTrue(names.size() > 3000, names.size() + " sequences");
        for (Codec<User> reader : UserCodecs.of(Format.JSON)) {
            List<User> users = UserCodecs.readAll(reader, new ByteArrayInputStream(file.toByteArray()));
            assertEquals(names, users.stream().map(User::name).toList(), reader.name().toString());
        }
    }

    @Test
    void everyReaderJudgesEveryLeadByteWithTheSecondBytesAtTheBoundariesAsTheJdkDoes() throws IOException {
        for (Codec<User> reader : UserCodecs.of(Format.JSON)) {
            for (int lead = 0x80; lead <= 0xFF; lead++) {
                for (int second : SECOND_BYTES_AT_THE_BOUNDARIES) {
                    byte[] sequence = sequence(lead, second);
                    String decoded = strictlyDecoded(sequence);
                    byte[] file = concat(HEAD, sequence, TAIL);
                    String where = reader.name() + ": " + java.util.HexFormat.of().formatHex(sequence);
                    if (decoded == null || decoded.indexOf('"') >= 0 || decoded.indexOf('\\') >= 0
                            || decoded.chars().anyMatch(c -> c < 0x20)) {
                        // Not UTF-8, or a character a JSON string may not hold raw.
                        BadInputException e = assertThrows(BadInputException.class,
                                () -> UserCodecs.readAll(reader, new ByteArrayInputStream(file)), where);
                        assertEquals(0, e.recordIndex(), where);
                        assertEquals(0, e.byteOffset(), where);
                    } else {
                        List<User> users = UserCodecs.readAll(reader, new ByteArrayInputStream(file));
                        assertEquals(decoded, users.get(0).name(), where);
                    }
                }
            }
        }
    }

    @Test
    void handsOverTheBytesBeforeABadSequenceThenFailsWithItsOffset() throws IOException {
        byte[] good = "abc é ok ".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = concat(good, new byte[] {(byte) 0xE0, (byte) 0x80, (byte) 0xAF},
                "rest".getBytes(StandardCharsets.UTF_8));
        for (boolean trickle : new boolean[] {false, true}) {
            InputStream raw = new ByteArrayInputStream(bytes);
            InputStream in = new Utf8CheckingInputStream(trickle ? new TrickleInputStream(raw) : raw);
            ByteArrayOutputStream passed = new ByteArrayOutputStream();
            InvalidUtf8Exception e = assertThrows(InvalidUtf8Exception.class, () -> {
                byte[] buffer = new byte[64];
                for (int n; (n = in.read(buffer, 0, buffer.length)) >= 0; ) {
                    passed.write(buffer, 0, n);
                }
            });

            assertArrayEquals(good, passed.toByteArray());
            assertEquals(good.length, e.offset());
            // And it stays failed.
            assertThrows(InvalidUtf8Exception.class, () -> in.read(new byte[8], 0, 8));
        }
    }

    @Test
    void aLeadByteAtTheEndOfOneReadIsCheckedWithTheFirstByteOfTheNext() {
        byte[] bytes = {'a', (byte) 0xF0, (byte) 0x8F, (byte) 0xBF, (byte) 0xBF};
        InputStream in = new Utf8CheckingInputStream(new ByteArrayInputStream(bytes));

        InvalidUtf8Exception e = assertThrows(InvalidUtf8Exception.class, () -> {
            assertEquals(2, in.read(new byte[2], 0, 2));
            in.read(new byte[8], 0, 8);
        });
        assertEquals(1, e.offset());
    }

    /** The lead and second byte, then as many 0x80 as the lead asks for. */
    private static byte[] sequence(int lead, int second) {
        int length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        byte[] bytes = new byte[length];
        bytes[0] = (byte) lead;
        bytes[1] = (byte) second;
        for (int i = 2; i < length; i++) {
            bytes[i] = (byte) 0x80;
        }
        return bytes;
    }

    private static String strictlyDecoded(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
