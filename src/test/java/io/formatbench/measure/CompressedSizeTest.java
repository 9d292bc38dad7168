package io.formatbench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompressedSizeTest {

    @Test
    void gzipSizeIsWhatGzipWrites(@TempDir Path folder) throws IOException {
        byte[] content = "{\"id\":1,\"name\":\"Zoë\"}\n".repeat(5000).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Path file = folder.resolve("f.jsonl");
        Files.write(file, content);
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(expected)) {
            gzip.write(content);
        }

        long size = CompressedSize.gzip(file);

        assertEquals(expected.size(), size);
        assertTrue(size < content.length / 10, "repetitive content compresses well");
    }
}
