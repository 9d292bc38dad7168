package io.formatbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.bench.TestForks;
import io.formatbench.codec.Format;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.json.binary.BinaryJson;
import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.User;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile sizes in a JVM with a 64 MiB heap, as the issue demands: every reader of the format must fail
 * with the one-line bad-input error, never with an OutOfMemoryError or a StackOverflowError.
 *
 * <p>The JVM's JIT stops at C1 (TestForks), which takes some 40% off each one's CPU, most of it C2's
 * compiling, and asks no less of the readers: C1 does no escape analysis, so every allocation C2 might
 * have removed is on the heap, and its frames are no smaller than C2's, so a recursion goes no deeper.
 */
class SmallHeapTest {

    private static final String RECORD =
            "{\"id\":1,\"name\":\"Ann\",\"email\":\"a@example.com\",\"age\":20,\"active\":true}\n";

    @TempDir
    Path temp;

    @Test
    void absurdProtobufLengthPrefixes() throws Exception {
        for (long prefix : new long[] {Integer.MAX_VALUE, (1L << 32) + 5}) {
            Path file = temp.resolve("prefix-" + prefix + ".pb");
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            writeVarint(bytes, prefix);
            bytes.write(new byte[] {0x08, 0x01, 0x12, 0x01, 0x41});
            Files.write(file, bytes.toByteArray());

            assertBadInputWithSmallHeap(file, "protobuf");
        }
    }

    @Test
    void aJsonStringLargerThanTheHeap() throws Exception {
        Path file = temp.resolve("huge.jsonl");
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write(RECORD.getBytes(StandardCharsets.UTF_8));
            out.write("{\"id\":2,\"name\":\"".getBytes(StandardCharsets.UTF_8));
            byte[] chunk = "x".repeat(1 << 20).getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < 40; i++) {
                out.write(chunk);
            }
            out.write("\"}\n".getBytes(StandardCharsets.UTF_8));
        }

        assertBadInputWithSmallHeap(file, "json");
    }

    @Test
    void deepNestingInEveryPlace() throws Exception {
        Path json = temp.resolve("deep.jsonl");
        Files.writeString(json, RECORD + "{\"x\":" + "[".repeat(1_000_000) + "]".repeat(1_000_000) + "}\n");
        assertBadInputWithSmallHeap(json, "json");

        Path protobuf = temp.resolve("deep.pb");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        writeVarint(bytes, 1_000_000);
        for (int i = 0; i < 1_000_000; i++) {
            bytes.write(0x33); // start group, field 6
        }
        Files.write(protobuf, bytes.toByteArray());
        assertBadInputWithSmallHeap(protobuf, "protobuf");
    }

    @Test
    void aPipelineRecordOfMillionsOfLabels() throws Exception {
        // Each label is a few bytes and no string is long: only the record's size bounds its memory.
        Path file = temp.resolve("labels.jsonl");
        String head = "{\"version\":1,\"producer_id\":\"x\",\"timestamp\":\"2024-03-01T00:00:00Z\",\"product\":\"p\","
                + "\"team\":\"t\",\"service\":\"s\",\"vertical\":\"VERTICAL_RETAIL\",\"log_level\":\"LOG_LEVEL_INFO\","
                + "\"log_msg\":\"m\",\"fields\":[";
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(file))) {
            out.write((head + "],\"metrics\":[]}\n" + head).getBytes(StandardCharsets.UTF_8));
            byte[] label = "{\"key\":\"\",\"value\":\"\"},".getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < 2_000_000; i++) {
                out.write(label);
            }
            out.write("{\"key\":\"\",\"value\":\"\"}],\"metrics\":[]}\n".getBytes(StandardCharsets.UTF_8));
        }

        assertBadInputWithSmallHeap(file, "json", "--schema", "pipeline");
    }

    @Test
    void cborStringsLongerThanTheHeapDeclaredOrInChunks() throws Exception {
        byte[] name = {0x64, 'n', 'a', 'm', 'e'};
        // A definite length of 2^31-1 that the file does not hold: a reader that trusted it would allocate 2 GiB.
        Path declared = temp.resolve("declared.cbor");
        try (OutputStream out = binaryFileWithOneRecord(declared, BinaryJson.CBOR.format())) {
            out.write(0xBF);
            out.write(name);
            out.write(new byte[] {0x7A, 0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 'x', 'y'});
        }
        assertBadInputWithSmallHeap(declared, "cbor");

        // An indefinite-length string of forty 1 MiB chunks, each as long as it says.
        Path chunked = temp.resolve("chunked.cbor");
        try (OutputStream out = binaryFileWithOneRecord(chunked, BinaryJson.CBOR.format())) {
            out.write(0xBF);
            out.write(name);
            out.write(0x7F);
            byte[] chunk = "x".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 40; i++) {
                out.write(new byte[] {0x7A, 0x00, 0x10, 0x00, 0x00});
                out.write(chunk);
            }
            out.write(new byte[] {(byte) 0xFF, (byte) 0xFF});
        }
        assertBadInputWithSmallHeap(chunked, "cbor");
    }

    @Test
    void aSmileStringLargerThanTheHeap() throws Exception {
        Path file = temp.resolve("huge.smile");
        try (OutputStream out = binaryFileWithOneRecord(file, BinaryJson.SMILE.format())) {
            out.write(new byte[] {(byte) 0xFA, (byte) 0x83, 'n', 'a', 'm', 'e', (byte) 0xE0}); // a long ASCII string
            byte[] chunk = "x".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 40; i++) {
                out.write(chunk);
            }
            out.write(new byte[] {(byte) 0xFC, (byte) 0xFB});
        }
        assertBadInputWithSmallHeap(file, "smile");
    }

    @Test
    void messagePackLengthsPastTheHeap() throws Exception {
        byte[] name = {(byte) 0xA4, 'n', 'a', 'm', 'e'};
        // A str 32 and a bin 32 of 2^31 - 1 bytes that the file does not hold: msgpack-java's parser would allocate 2 GiB.
        for (int header : new int[] {0xDB, 0xC6}) {
            Path file = temp.resolve("declared-" + Integer.toHexString(header) + ".msgpack");
            try (OutputStream out = binaryFileWithOneRecord(file, BinaryJson.MSGPACK.format())) {
                out.write(0x81);
                out.write(name);
                out.write(new byte[] {(byte) header, 0x7F, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 'x', 'y'});
            }
            assertBadInputWithSmallHeap(file, "msgpack");
        }
    }

    /** A file of the format holding one good user, written by its primary codec, open for the next record. */
    private static OutputStream binaryFileWithOneRecord(Path file, Format format) throws IOException {
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        try (RecordWriter<User> writer = Schemas.USER.primaryCodec(format).newWriter(first)) {
            writer.write(new User(1, "Ann", "a@example.com", 20, true));
        }
        OutputStream out = new BufferedOutputStream(Files.newOutputStream(file));
        out.write(first.toByteArray());
        return out;
    }

    private static void assertBadInputWithSmallHeap(Path file, String format, String... options) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx64m", "-Xss512k", TestForks.C1_ONLY_ARG, "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(), "verify", "--all-codecs", "--format", format));
        command.addAll(List.of(options));
        command.add(file.toString());
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        process.getOutputStream().close();
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the fork did not end");

        String context = file.getFileName() + ": " + err;
        assertEquals(ExitCodes.BAD_INPUT, process.exitValue(), context);
        // A line for each reader's refusal, then their sum, which says every reader refused the file.
        List<String> lines = err.lines().toList();
        for (String line : lines.subList(0, lines.size() - 1)) {
            assertTrue(line.startsWith("verify: bad input: " + file + ": record 2 at byte ")
                    || line.startsWith("verify: bad input: " + file + ": record 1 at byte 0"), context);
        }
        int readers = lines.size() - 1;
        assertTrue(lines.get(readers).startsWith("verify: " + file + ": " + readers + " of " + readers
                + " codecs refused it: "), context);
        for (String forbidden : List.of("OutOfMemoryError", "StackOverflowError", "Exception in thread")) {
            assertFalse(err.contains(forbidden), context);
        }
    }

    private static void writeVarint(OutputStream out, long value) throws IOException {
        while ((value & ~0x7FL) != 0) {
            out.write((int) ((value & 0x7F) | 0x80));
            value >>>= 7;
        }
        out.write((int) value);
    }
}
