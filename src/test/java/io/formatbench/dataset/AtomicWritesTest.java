package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import io.formatbench.proto.records.User;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A failed generation leaves the previous dataset as it was and no temporary file behind. */
class AtomicWritesTest {

    @TempDir
    Path data;

    private Manifest previous;
    private Map<String, byte[]> previousBytes;

    @BeforeEach
    void generatePreviousDataset() throws IOException {
        previous = DatasetGenerator.generate(Schemas.USER, 500, 1, 1, Compression.NONE, data, (done, total) -> { });
        previousBytes = contents(data);
    }

    @Test
    void aGeneratorThatFailsMidwayLeavesThePreviousDatasetIntact() {
        DatasetSchema<User> failing = withGenerator((seed, firstRecord) -> {
            RecordGenerator<User> users = new UserGenerator(seed, firstRecord);
            int[] count = {0};
            return () -> {
                if (++count[0] > 300) {
                    throw new IllegalStateException("generator failed on purpose");
                }
                return users.next();
            };
        });

        assertThrows(IllegalStateException.class,
                () -> DatasetGenerator.generate(failing, 500, 2, 1, Compression.NONE, data, (done, total) -> { }));

        assertPreviousDatasetIntact();
    }

    @Test
    void aWriterThatFailsMidwayLeavesThePreviousDatasetIntact() {
        DatasetSchema<User> failing = withCodecs(failingProtobufWriter(Schemas.USER.primaryCodec(Format.PROTOBUF),
                200));

        IOException e = assertThrows(IOException.class,
                () -> DatasetGenerator.generate(failing, 500, 2, 1, Compression.NONE, data, (done, total) -> { }));

        // The error names the file: a full disk's own message says only "No space left on device".
        FileSystemException named = assertInstanceOf(FileSystemException.class, e);
        assertEquals(data.resolve("users.pb").toString(), named.getFile());
        assertEquals("disk full, on purpose", named.getReason());
        assertPreviousDatasetIntact();
    }

    @Test
    void aWriterThatFailsOnCloseLeavesThePreviousDatasetIntact() {
        DatasetSchema<User> failing = withCodecs(failingProtobufWriter(Schemas.USER.primaryCodec(Format.PROTOBUF), -1));

        IOException e = assertThrows(IOException.class,
                () -> DatasetGenerator.generate(failing, 500, 2, 1, Compression.NONE, data, (done, total) -> { }));

        assertEquals(data.resolve("users.pb").toString(), assertInstanceOf(FileSystemException.class, e).getFile());
        assertPreviousDatasetIntact();
    }

    @Test
    void aCodecThatCannotOpenItsWriterLeavesNoTemporaryFile() {
        Codec<User> json = Schemas.USER.primaryCodec(Format.JSON);
        DatasetSchema<User> failing = withCodecs(new DelegatingCodec(Schemas.USER.primaryCodec(Format.PROTOBUF)) {
            @Override
            public RecordWriter<User> newWriter(OutputStream out) throws IOException {
                throw new IOException("cannot open, on purpose");
            }
        });
        assertEquals(json, failing.primaryCodec(Format.JSON));

        assertThrows(IOException.class, () -> DatasetGenerator.generate(failing, 500, 2, 1, Compression.NONE, data,
                (done, total) -> { }));

        assertPreviousDatasetIntact();
    }

    @Test
    void aDataFolderThatCannotExistFailsWithoutWritingAnything(@TempDir Path elsewhere) throws IOException {
        Path aFile = elsewhere.resolve("not-a-folder");
        Files.writeString(aFile, "x");

        assertThrows(FileSystemException.class,
                () -> DatasetGenerator.generate(Schemas.USER, 10, 2, 1, Compression.NONE, aFile.resolve("data"),
                        (done, total) -> { }));

        assertEquals("x", Files.readString(aFile));
        assertPreviousDatasetIntact();
    }

    @Test
    void aSuccessfulRunReplacesTheDataset() throws IOException {
        Manifest next = DatasetGenerator.generate(Schemas.USER, 700, 2, 1, Compression.NONE, data, (done, total)
                -> { });

        assertEquals(700, next.records());
        assertEquals(next, ManifestFiles.read(data));
        assertEquals(next, DatasetVerifier.verify(data, true, what -> { }));
        assertTrue(!previous.contentDigest().equals(next.contentDigest()));
        assertEquals(List.of(), temporaryFiles());
    }

    private void assertPreviousDatasetIntact() {
        try {
            assertEquals(List.of(), temporaryFiles());
            Map<String, byte[]> now = contents(data);
            assertEquals(previousBytes.keySet(), now.keySet());
            for (String name : previousBytes.keySet()) {
                assertArrayEquals(previousBytes.get(name), now.get(name), name);
            }
            assertEquals(previous, DatasetVerifier.verify(data, true, what -> { }));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private List<String> temporaryFiles() throws IOException {
        try (Stream<Path> files = Files.walk(data)) {
            return files.map(path -> path.getFileName().toString()).filter(name -> name.endsWith(".tmp")).toList();
        }
    }

    private static Map<String, byte[]> contents(Path dir) throws IOException {
        Map<String, byte[]> contents = new HashMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                contents.put(file.getFileName().toString(), Files.readAllBytes(file));
            }
        }
        return contents;
    }

    private static DatasetSchema<User> withGenerator(RecordGenerator.Factory<User> generator) {
        DatasetSchema<User> user = Schemas.USER;
        return new DatasetSchema<>(user.name(), user.version(), user.fileStem(), user.bindings(),
                generator, user.codecs());
    }

    /** USER's codecs, with {@code replacement} in place of the codec of the same format and style. */
    private static DatasetSchema<User> withCodecs(Codec<User> replacement) {
        DatasetSchema<User> user = Schemas.USER;
        List<Codec<User>> codecs = new ArrayList<>();
        for (Codec<User> codec : user.codecs()) {
            boolean replaced = codec.format() == replacement.format() && codec.style() == replacement.style();
            codecs.add(replaced ? replacement : codec);
        }
        return new DatasetSchema<>(user.name(), user.version(), user.fileStem(), user.bindings(),
                user.generator(), codecs);
    }

    /** Fails on the given write, or on close when {@code failingWrite} is negative. */
    private static Codec<User> failingProtobufWriter(Codec<User> codec, int failingWrite) {
        return new DelegatingCodec(codec) {
            @Override
            public RecordWriter<User> newWriter(OutputStream out) throws IOException {
                RecordWriter<User> writer = codec.newWriter(out);
                return new RecordWriter<>() {
                    private int writes;

                    @Override
                    public void write(User record) throws IOException {
                        if (++writes == failingWrite) {
                            throw new IOException("disk full, on purpose");
                        }
                        writer.write(record);
                    }

                    @Override
                    public void close() throws IOException {
                        writer.close();
                        if (failingWrite < 0) {
                            throw new IOException("close failed, on purpose");
                        }
                    }
                };
            }
        };
    }

    private static class DelegatingCodec implements Codec<User> {
        private final Codec<User> codec;

        DelegatingCodec(Codec<User> codec) {
            this.codec = codec;
        }

        @Override
        public CodecName name() {
            return codec.name();
        }

        @Override
        public Format format() {
            return codec.format();
        }

        @Override
        public Style style() {
            return codec.style();
        }

        @Override
        public String description() {
            return codec.description();
        }

        @Override
        public RecordWriter<User> newWriter(OutputStream out) throws IOException {
            return codec.newWriter(out);
        }

        @Override
        public MessageCodec<User> newMessageCodec() {
            return codec.newMessageCodec();
        }

        @Override
        public RecordReader<User> newReader(InputStream in, String source, ReadOptions checks) throws IOException {
            return codec.newReader(in, source, checks);
        }
    }
}
