package io.formatbench.dataset;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.RecordWriter;
import io.formatbench.fs.AtomicFile;
import io.formatbench.model.ContentDigest;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a dataset: one file per format, each through its format's primary codec, in one pass over
 * the generated records, then the manifest last. Files appear under their final names only when
 * all of them are complete.
 */
public final class DatasetGenerator {

    /** Told how far generation has come, at most about a hundred times per run. */
    public interface Progress {
        void update(long done, long total);
    }

    private DatasetGenerator() {}

    /** Generates into {@code datasetDir}, holding it for the time (see {@link DatasetFolder}). */
    public static <T> Manifest generate(DatasetSchema<T> schema, long records, long seed, Path datasetDir,
                                        Progress progress) throws IOException {
        try (DatasetFolder folder = DatasetFolder.lockForWriting(datasetDir, schema)) {
            return generate(schema, records, seed, folder, progress);
        }
    }

    public static <T> Manifest generate(DatasetSchema<T> schema, long records, long seed, DatasetFolder folder,
                                        Progress progress) throws IOException {
        Path datasetDir = folder.path();
        if (records < 0) {
            throw new IllegalArgumentException("records must be >= 0, was " + records);
        }
        DiskSpace.requireRoom(datasetDir, records, DiskSpace.estimatedBytes(schema, records, seed),
                DiskSpace.usableBytes(datasetDir));
        List<OpenFile<T>> files = new ArrayList<>();
        try {
            for (Format format : Format.values()) {
                files.add(OpenFile.open(schema, format, datasetDir.resolve(schema.fileName(format))));
            }
            ContentDigest digest = new ContentDigest();
            RecordGenerator<T> generator = schema.generator().create(seed);
            long step = Math.max(1, records / 100);
            for (long i = 0; i < records; i++) {
                T record = generator.next();
                digest.addRecord(schema.contentHash().applyAsLong(record));
                for (OpenFile<T> file : files) {
                    file.write(record);
                }
                // The last record too, so that a progress display reaches 100% whatever the count.
                if ((i + 1) % step == 0 || i + 1 == records) {
                    progress.update(i + 1, records);
                }
            }
            List<Manifest.DataFile> entries = new ArrayList<>();
            for (OpenFile<T> file : files) {
                entries.add(file.finish());
            }
            Manifest manifest = new Manifest(Manifest.CURRENT_VERSION, schema.name(), schema.version(), records, seed,
                    ToolInfo.version(), Manifest.digestLabel(digest.hex()), entries);
            // Without a manifest the folder is no dataset: a reader never pairs new files with the old manifest.
            Files.deleteIfExists(ManifestFiles.path(datasetDir));
            for (OpenFile<T> file : files) {
                file.atomic.commit();
            }
            ManifestFiles.write(manifest, datasetDir);
            return manifest;
        } finally {
            for (OpenFile<T> file : files) {
                file.abandon();
            }
        }
    }

    /** One data file being written: its codec's writer over a SHA-256 of the bytes on their way to disk. */
    private static final class OpenFile<T> {
        final Format format;
        final AtomicFile atomic;
        final DigestOutputStream sha256;
        final RecordWriter<T> writer;
        boolean closed;

        private OpenFile(Format format, AtomicFile atomic, DigestOutputStream sha256, RecordWriter<T> writer) {
            this.format = format;
            this.atomic = atomic;
            this.sha256 = sha256;
            this.writer = writer;
        }

        static <T> OpenFile<T> open(DatasetSchema<T> schema, Format format, Path target) throws IOException {
            AtomicFile atomic = AtomicFile.create(target);
            OutputStream file = null;
            try {
                file = Files.newOutputStream(atomic.temporary());
                DigestOutputStream sha256 = new DigestOutputStream(file, Sha256.newDigest());
                Codec<T> codec = schema.primaryCodec(format);
                return new OpenFile<>(format, atomic, sha256, codec.newWriter(IoStack.buffer(sha256)));
            } catch (IOException | RuntimeException e) {
                // Not yet in the caller's list of files to abandon: clean up here.
                try {
                    if (file != null) {
                        file.close();
                    }
                    atomic.close();
                } catch (IOException cleanup) {
                    e.addSuppressed(cleanup);
                }
                throw e;
            }
        }

        void write(T record) throws IOException {
            try {
                writer.write(record);
            } catch (IOException e) {
                throw atomic.failure(e);
            }
        }

        Manifest.DataFile finish() throws IOException {
            closed = true;
            try {
                writer.close();
            } catch (IOException e) {
                throw atomic.failure(e);
            }
            return new Manifest.DataFile(atomic.target().getFileName().toString(), format.id(),
                    Files.size(atomic.temporary()), Sha256.hex(sha256.getMessageDigest()));
        }

        void abandon() throws IOException {
            if (!closed) {
                closed = true;
                try {
                    writer.close();
                } catch (IOException e) {
                    // The run is failing already; the file is deleted below either way.
                }
            }
            atomic.close();
        }
    }
}
