package io.formatbench.dataset;

import io.formatbench.Defaults;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.RecordWriter;
import io.formatbench.fs.AtomicFile;
import io.formatbench.fs.CountingOutputStream;
import io.formatbench.model.ContentDigest;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a dataset: one file per format and shard, each through its format's primary codec and the
 * dataset's compression (the {@link IoStack} the benchmarks use), in one pass over the generated
 * records, then the manifest last. Files appear under their final names only when all of them are
 * complete.
 */
public final class DatasetGenerator {

    /** Told how far generation has come, at most about a hundred times per run. */
    public interface Progress {
        void update(long done, long total);
    }

    private DatasetGenerator() {}

    /** Generates into {@code datasetDir}, holding it for the time (see {@link DatasetFolder}). */
    public static <T> Manifest generate(DatasetSchema<T> schema, long records, long seed, int shards,
                                        Compression compression, Path datasetDir,
                                                Progress progress) throws IOException {
        return generate(schema, schema.version(), records, seed, shards, compression, datasetDir, progress);
    }

    /**
     * Generates records of {@code version} of the schema: the tool's own, or the newer one of
     * {@link NewerSchema}, whose files hold the same records with the newer version's fields added.
     */
    public static <T> Manifest generate(DatasetSchema<T> schema, int version, long records, long seed, int shards,
                                        Compression compression, Path datasetDir,
                                                Progress progress) throws IOException {
        try (DatasetFolder folder = DatasetFolder.lockForWriting(datasetDir, schema)) {
            return generate(schema, version, records, seed, shards, compression, folder, progress);
        }
    }

    /** Generates the files of {@code formats} into {@code datasetDir}, holding it for the time. */
    public static <T> Manifest generate(DatasetSchema<T> schema, int version, long records, long seed, int shards,
                                        Compression compression, List<Format> formats, Path datasetDir,
                                        Progress progress) throws IOException {
        return generate(schema, version, records, seed, shards, compression, FormatOptions.DEFAULTS, formats,
                datasetDir, progress);
    }

    /** The same, the files of each format written with its own of {@code formatOptions}. */
    public static <T> Manifest generate(DatasetSchema<T> schema, int version, long records, long seed, int shards,
                                        Compression compression, FormatOptions formatOptions, List<Format> formats,
                                        Path datasetDir, Progress progress) throws IOException {
        try (DatasetFolder folder = DatasetFolder.lockForWriting(datasetDir, schema)) {
            return generate(schema, version, records, seed, shards, compression, formatOptions, formats, folder,
                    progress);
        }
    }

    public static <T> Manifest generate(DatasetSchema<T> schema, int version, long records, long seed, int shards,
                                        Compression compression, DatasetFolder folder, Progress progress)
            throws IOException {
        return generate(schema, version, records, seed, shards, compression, FormatOptions.DEFAULTS,
                Format.listOf(Defaults.FORMATS), folder, progress);
    }

    /**
     * Generates the files of {@code formats} only: the manifest lists theirs, and a reader finds no
     * others. The files of each format are written with its own of {@code formatOptions} (Avro's block
     * codec), inside the files and beneath {@code compression}, which the caller chose apart; the
     * manifest keeps those of {@code formats}.
     */
    public static <T> Manifest generate(DatasetSchema<T> schema, int version, long records, long seed, int shards,
                                        Compression compression, FormatOptions formatOptions, List<Format> formats,
                                        DatasetFolder folder, Progress progress)
            throws IOException {
        return generate(schema, version, records, seed, null, shards, compression, formatOptions, formats, folder,
                progress);
    }

    /**
     * Writes the dataset of a user's own records ({@code generate --from-json}), as any dataset, and
     * beside its data files the tool's own file of the records ({@link RecordsDump}), which the writes
     * write: no seed makes them. The manifest has no seed; it names the source file and its SHA-256.
     */
    public static Manifest generate(ImportedRecords imported, int shards, Compression compression,
                                    FormatOptions formatOptions, List<Format> formats, DatasetFolder folder,
                                    Progress progress) throws IOException {
        return generate(imported.schema(), imported.schema().version(), imported.records(), 0, imported, shards,
                compression, formatOptions, formats, folder, progress);
    }

    /** @param imported the user's records that {@code schema} generates, or null for a seed's */
    private static <T> Manifest generate(DatasetSchema<T> schema, int version, long records, long seed,
                                         ImportedRecords imported, int shards, Compression compression,
                                         FormatOptions formatOptions, List<Format> formats, DatasetFolder folder,
                                         Progress progress)
            throws IOException {
        Path datasetDir = folder.path();
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("a dataset has one format at least");
        }
        if (records < 0) {
            throw new IllegalArgumentException("records must be >= 0, was " + records);
        }
        if (version != schema.version() && version != NewerSchema.version(schema)) {
            throw new IllegalArgumentException("schema " + schema.name() + " has version " + schema.version()
                    + " and the newer version " + NewerSchema.version(schema) + ", not " + version);
        }
        DiskSpace.requireRoom(datasetDir, records, DiskSpace.estimatedBytes(schema, version, records, seed, formats),
                DiskSpace.usableBytes(datasetDir));
        List<Shards.Shard> shardList = Shards.of(records, seed, shards);
        List<OpenFile<T>> files = new ArrayList<>();
        OpenDump<T> dump = null;
        try {
            if (imported != null) {
                dump = OpenDump.open(schema, datasetDir.resolve(RecordsDump.fileName(schema)));
            }
            ContentDigest digest = new ContentDigest();
            List<Manifest.DataFile> entries = new ArrayList<>();
            long step = Math.max(1, records / 100);
            long done = 0;
            for (Shards.Shard shard : shardList) {
                List<OpenFile<T>> shardFiles = new ArrayList<>();
                for (Format format : formats) {
                    OpenFile<T> file = OpenFile.open(schema, version, shard, format, compression, formatOptions,
                            datasetDir.resolve(shard.fileName(schema, format, compression)));
                    files.add(file);
                    shardFiles.add(file);
                }
                ContentDigest shardDigest = new ContentDigest();
                RecordGenerator<T> generator = schema.generator().create(shard.seed(), shard.firstRecord());
                for (long i = 0; i < shard.records(); i++) {
                    T record = generator.next();
                    long hash = schema.contentHash().applyAsLong(record);
                    digest.addRecord(hash);
                    shardDigest.addRecord(hash);
                    for (OpenFile<T> file : shardFiles) {
                        file.write(record);
                    }
                    if (dump != null) {
                        dump.write(record);
                    }
                    done++;
                    // The last record too, so that a progress display reaches 100% whatever the count.
                    if (done % step == 0 || done == records) {
                        progress.update(done, records);
                    }
                }
                for (OpenFile<T> file : shardFiles) {
                    entries.add(file.finish(shard, Manifest.digestLabel(shardDigest.hex()),
                            NewerSchema.unknownFields(schema, version, shard.records())));
                }
            }
            Manifest.Imported source = null;
            if (imported != null) {
                source = dump.finish(imported);
                imported.requireUnchanged();
            }
            Manifest manifest = new Manifest(Manifest.CURRENT_VERSION, schema.name(), version, records,
                    imported == null ? seed : null, source, shards, compression, formatOptions.of(formats),
                    ToolInfo.version(), Manifest.digestLabel(digest.hex()), entries);
            // Without a manifest the folder is no dataset: a reader never pairs new files with the old manifest.
            Files.deleteIfExists(ManifestFiles.path(datasetDir));
            for (OpenFile<T> file : files) {
                file.atomic.commit();
            }
            if (dump != null) {
                dump.atomic.commit();
            }
            ManifestFiles.write(manifest, datasetDir);
            folder.removeUnlisted(schema, manifest);
            return manifest;
        } finally {
            for (OpenFile<T> file : files) {
                file.abandon();
            }
            if (dump != null) {
                dump.abandon();
            }
        }
    }

    /**
     * The format's primary codec writes the tool's version, with the dataset's options of its format;
     * the newer one appends its fields to it.
     */
    static <T> RecordWriter<T> writer(DatasetSchema<T> schema, int version, long shardSeed, Format format,
                                      FormatOptions options, OutputStream out) throws IOException {
        if (version == schema.version()) {
            Codec<T> codec = schema.primaryCodec(format).withOptions(options.of(format));
            return codec.newWriter(out);
        }
        return NewerSchema.writer(schema, format, options, out, shardSeed);
    }

    /**
     * One data file being written: its writer over a count of the uncompressed bytes, then the I/O
     * stack, then a SHA-256 of the bytes on their way to disk.
     */
    private static final class OpenFile<T> {
        final Format format;
        final AtomicFile atomic;
        final DigestOutputStream sha256;
        final CountingOutputStream uncompressed;
        final RecordWriter<T> writer;
        boolean closed;

        private OpenFile(Format format, AtomicFile atomic, DigestOutputStream sha256, CountingOutputStream uncompressed,
                         RecordWriter<T> writer) {
            this.format = format;
            this.atomic = atomic;
            this.sha256 = sha256;
            this.uncompressed = uncompressed;
            this.writer = writer;
        }

        static <T> OpenFile<T> open(DatasetSchema<T> schema, int version, Shards.Shard shard, Format format,
                                    Compression compression, FormatOptions options, Path target)
                throws IOException {
            AtomicFile atomic = AtomicFile.create(target);
            OutputStream file = null;
            try {
                file = Files.newOutputStream(atomic.temporary());
                DigestOutputStream sha256 = new DigestOutputStream(file, Sha256.newDigest());
                CountingOutputStream uncompressed = new CountingOutputStream(IoStack.output(sha256, compression));
                return new OpenFile<>(format, atomic, sha256, uncompressed,
                        writer(schema, version, shard.seed(), format, options, uncompressed));
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

        Manifest.DataFile finish(Shards.Shard shard, String contentDigest, long unknownFields) throws IOException {
            closed = true;
            try {
                writer.close();
            } catch (IOException e) {
                throw atomic.failure(e);
            }
            return new Manifest.DataFile(atomic.target().getFileName().toString(), format, shard.index(),
                    shard.records(), contentDigest, Files.size(atomic.temporary()),
                            Sha256.hex(sha256.getMessageDigest()),
                    uncompressed.bytes(), unknownFields);
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

    /** The tool's own file of imported records being written ({@link RecordsDump}), with its SHA-256 on the way. */
    private static final class OpenDump<T> {
        final AtomicFile atomic;
        final DigestOutputStream sha256;
        final RecordsDumpWriter<T> writer;
        boolean closed;

        private OpenDump(AtomicFile atomic, DigestOutputStream sha256, RecordsDumpWriter<T> writer) {
            this.atomic = atomic;
            this.sha256 = sha256;
            this.writer = writer;
        }

        static <T> OpenDump<T> open(DatasetSchema<T> schema, Path target) throws IOException {
            AtomicFile atomic = AtomicFile.create(target);
            try {
                DigestOutputStream sha256 = new DigestOutputStream(Files.newOutputStream(atomic.temporary()),
                        Sha256.newDigest());
                return new OpenDump<>(atomic, sha256,
                        new RecordsDumpWriter<>(schema.bindings(), new BufferedOutputStream(sha256, 1 << 16)));
            } catch (IOException | RuntimeException e) {
                atomic.close();
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

        /** Closes the file; the manifest's words for it and for where its records came from. */
        Manifest.Imported finish(ImportedRecords imported) throws IOException {
            closed = true;
            try {
                writer.close();
            } catch (IOException e) {
                throw atomic.failure(e);
            }
            return new Manifest.Imported(imported.sourceName(), imported.sourceSha256(),
                    atomic.target().getFileName().toString(), Files.size(atomic.temporary()),
                    Sha256.hex(sha256.getMessageDigest()));
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
