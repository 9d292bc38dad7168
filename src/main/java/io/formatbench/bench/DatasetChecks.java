package io.formatbench.bench;

import io.formatbench.bench.CheckedDataset.DataFile;
import io.formatbench.bench.CheckedDataset.FormatFiles;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadChecks;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.DatasetVerifier;
import io.formatbench.dataset.FormatModules;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.RecordsDump;
import io.formatbench.dataset.SeededRecords;
import io.formatbench.measure.CompressedSize;
import io.formatbench.measure.MachineInfo;
import io.formatbench.measure.PageCache;
import io.formatbench.model.ContentDigest;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Everything a run checks of its dataset before the first fork: the manifest's schema and version,
 * the newer twin a newer-data read needs, every data file the plan reads against the manifest, the
 * threads against the shards, and the seed the writes generate from. Each refusal is a
 * {@link DatasetException} naming the file and what to do.
 */
final class DatasetChecks {

    private final BenchSettings settings;
    private final BenchEvent.Listener events;

    DatasetChecks(BenchSettings settings, BenchEvent.Listener events) {
        this.settings = settings;
        this.events = events;
    }

    /** A dataset the run reads: the one in the data folder, or its newer twin, with its manifest. */
    private record Dataset(Path dir, Manifest manifest) {}

    /** Checks the data folder's dataset, and its newer twin if the plan reads it; removes dead scratch files. */
    CheckedDataset check() throws IOException {
        Manifest manifest = ManifestFiles.read(settings.dataDir());
        DatasetSchema<?> schema = settings.plan().schema();
        DatasetVerifier.requireSchema(manifest, schema, settings.dataDir());
        checkSchemaVersion(manifest, schema);
        Dataset dataset = new Dataset(settings.dataDir(), manifest);
        Dataset newer = measures(Variant.NEWER_DATA) ? newerTwin(manifest, schema) : null;
        int removed = ScratchFiles.removeDead(settings.dataDir());
        if (removed > 0) {
            events.on(new BenchEvent.ScratchRemoved(removed, settings.dataDir()));
        }
        warnIfTooBigForThePageCache(manifest);
        checkThreads(manifest);
        if (manifest.compression().compressed()) {
            events.on(new BenchEvent.ThroughCompression(manifest.compression()));
        }
        Map<Format, FormatFiles> files = checkDataFiles(dataset, schema, settings.unknownFields());
        Map<Format, FormatFiles> newerFiles = newer == null ? Map.of()
                : checkDataFiles(newer, schema, UnknownFields.SKIP);
        if (settings.plan().benchmarks().stream().anyMatch(b -> b.key().operation() == Operation.WRITE)) {
            checkWrittenRecords(manifest, schema);
        }
        return new CheckedDataset(manifest, files, newerFiles);
    }

    private boolean measures(Variant variant) {
        return settings.plan().benchmarks().stream().anyMatch(b -> b.key().variant() == variant);
    }

    /**
     * A dataset of the newer schema version is read only skipping what the version added, and never
     * written: the writers write the tool's version, whose files are not the dataset's.
     */
    private void checkSchemaVersion(Manifest manifest, DatasetSchema<?> schema) throws DatasetException {
        if (!NewerSchema.isNewer(manifest, schema)) {
            return;
        }
        DatasetVerifier.requireReadable(manifest, schema, settings.dataDir(), settings.unknownFields());
        if (settings.plan().benchmarks().stream().anyMatch(b -> b.key().operation() == Operation.WRITE)) {
            throw new DatasetException(ManifestFiles.path(settings.dataDir()) + ": schema " + schema.name()
                    + " version " + manifest.schemaVersion() + " is newer than the version " + schema.version()
                    + " the writers write;"
                    + " measure its reads only (--operations=read), or bench the version " + schema.version()
                    + " dataset with --variants=library,newer-data");
        }
        if (measures(Variant.NEWER_DATA)) {
            throw new DatasetException(ManifestFiles.path(settings.dataDir()) + ": variant newer-data reads the newer"
                    + " twin of a dataset of version " + schema.version() + ", and this one is of version "
                    + manifest.schemaVersion() + " already");
        }
    }

    /**
     * The dataset's newer twin, which newer-data reads: in the folder {@link NewerSchema#folder} names,
     * of the newer version, with the same records (count, seed, shards and content digest).
     */
    private Dataset newerTwin(Manifest manifest, DatasetSchema<?> schema) throws IOException {
        int version = NewerSchema.version(schema);
        Path dir = NewerSchema.folder(settings.dataDir(), schema, version);
        String make = "generate it with generate --schema-version " + version + " --records " + manifest.records()
                + " --seed " + manifest.seed() + " --shards " + manifest.shards() + " --compression "
                + manifest.compression() + " --data " + settings.dataDir()
                + manifest.formatOptions().commandLine()
                + " (mvn -Pgenerate-data exec:java -DschemaVersion=" + version + " and the dataset's -Drecords, -Dseed,"
                + " -Dshards, -Dcompression, " + FormatModules.options().stream()
                        .map(key -> "-D" + key.words().property() + ", ").collect(Collectors.joining()) + "-Ddata)";
        if (!Files.isRegularFile(ManifestFiles.path(dir))) {
            throw new DatasetException("variant newer-data reads " + dir + ", the newer twin of " + settings.dataDir()
                    + ", and it holds no dataset; " + make);
        }
        Manifest twin = ManifestFiles.read(dir);
        if (!twin.schema().equals(manifest.schema()) || twin.schemaVersion() != version
                || twin.records() != manifest.records() || twin.seed() != manifest.seed()
                || twin.shards() != manifest.shards() || !twin.contentDigest().equals(manifest.contentDigest())
                // Read through the same decompression as the dataset's reads, or the two would not compare.
                || twin.compression() != manifest.compression()
                || !twin.formatOptions().of(manifest.formats()).equals(manifest.formatOptions().of(manifest.formats()))) {
            throw new DatasetException(dir + " holds " + twin.records() + " " + twin.schema() + " records of version "
                    + twin.schemaVersion() + " (seed " + twin.seed() + ", " + twin.shards() + " shard(s), "
                    + twin.compression() + ", " + FormatModules.optionsInWords(twin.formatOptions()) + ", content "
                    + twin.contentDigest() + "), not the records of " + settings.dataDir() + " in version " + version
                    + " (" + manifest.compression() + ", " + FormatModules.optionsInWords(manifest.formatOptions())
                    + "); " + make);
        }
        return new Dataset(dir, twin);
    }

    /**
     * Every data file the plan reads is checked against the manifest (size and SHA-256, and its size
     * uncompressed) before any fork starts: that is what lets the timed reads drop the checks their
     * libraries lack. Its gzip size and the checksum every timed read must reproduce are taken here
     * too, outside any fork, by the strict reader, which also checks the fields it skipped against the
     * manifest's count.
     */
    private Map<Format, FormatFiles> checkDataFiles(Dataset dataset, DatasetSchema<?> schema,
                                                    UnknownFields unknownFields) throws IOException {
        Map<Format, FormatFiles> files = new TreeMap<>();
        Manifest manifest = dataset.manifest();
        for (Format format : settings.plan().formats()) {
            if (!manifest.has(format)) {
                throw new DatasetException(ManifestFiles.path(dataset.dir()) + ": the dataset has no " + format
                        + " file");
            }
            List<DataFile> shards = new ArrayList<>();
            for (Manifest.DataFile entry : manifest.files(format)) {
                Path path = dataset.dir().resolve(entry.name());
                events.on(new BenchEvent.FileChecking(path, ManifestFiles.path(dataset.dir())));
                DatasetVerifier.checkBytes(path, entry);
                CompressedSize.Sizes sizes = CompressedSize.of(path, manifest.compression());
                if (sizes.bytes() != entry.uncompressedBytes()) {
                    throw new DatasetException(path + ": " + sizes.bytes() + " bytes uncompressed, the manifest says "
                            + entry.uncompressedBytes());
                }
                CodecWorkloads.ReadAll read = CodecWorkloads.readAll(schema.primaryCodec(format),
                        ReadOptions.of(ReadChecks.STRICT, unknownFields), recordChecksum(schema), path,
                        manifest.compression());
                DatasetVerifier.requireSkipped(path.toString(), schema.primaryCodec(format).name(),
                        read.skippedFields(),
                        entry.unknownFields());
                String checksum = read.digest().hex();
                Map<Variant, ContentDigest> floors = floorsOf(format, path, entry, manifest.compression());
                events.on(new BenchEvent.FileChecked(path, entry.records(), entry.bytes(), manifest.compression(),
                        sizes.bytes(), sizes.gzipBytes()));
                shards.add(new DataFile(entry, path, sizes, checksum, floors));
            }
            files.put(format, new FormatFiles(shards));
        }
        return files;
    }

    /**
     * The digests the floors and plain reads the plan measures of the format must reproduce, from a pass
     * of each here; a floor that does not find the manifest's records is refused before any fork.
     */
    private Map<Variant, ContentDigest> floorsOf(Format format, Path path, Manifest.DataFile entry,
                                                 Compression compression) throws IOException {
        Map<Variant, ContentDigest> floors = new EnumMap<>(Variant.class);
        for (PlannedBenchmark benchmark : settings.plan().benchmarks()) {
            Variant variant = benchmark.key().variant();
            if (!variant.decodesRecords() && benchmark.key().format() == format && !floors.containsKey(variant)) {
                ContentDigest digest = FloorWorkload.expected(variant, format, path, compression);
                if (variant == Variant.FLOOR && digest.records() != entry.records()) {
                    throw new DatasetException(path + ": the " + format + " floor found " + digest.records()
                            + " records, the manifest says " + entry.records());
                }
                floors.put(variant, digest);
            }
        }
        return floors;
    }

    /** Each thread writes and reads shards of its own: a benchmark cannot have more threads than shards. */
    private void checkThreads(Manifest manifest) throws DatasetException {
        int most = settings.plan().benchmarks().stream().mapToInt(b -> b.key().threads()).max().orElse(1);
        if (most > manifest.shards()) {
            throw new DatasetException(ManifestFiles.path(settings.dataDir()) + ": " + manifest.shards()
                    + " shard(s), too few for " + most + " threads (each thread writes and reads shards of its own);"
                    + " generate the dataset with --shards " + most + " (-Dshards=" + most + ") or more");
        }
    }

    /** Before the checks that read every file: at 100M records they take minutes. */
    private void warnIfTooBigForThePageCache(Manifest manifest) {
        Set<Format> readFormats = settings.plan().benchmarks().stream()
                .filter(b -> b.key().operation() == Operation.READ)
                .map(b -> b.key().format())
                .collect(Collectors.toSet());
        long readBytes = manifest.files().stream().filter(file -> readFormats.contains(file.format()))
                .mapToLong(Manifest.DataFile::bytes).sum();
        PageCache.warning(readBytes, MachineInfo.memoryBytes())
                .ifPresent(warning -> events.on(new BenchEvent.PageCacheTooSmall(warning)));
    }

    /**
     * Writes write what the seed generates, or the dataset's own file of its imported records (see
     * {@link ForkMain}): checked once here, before any fork, against the manifest's content digest or the
     * file's SHA-256.
     */
    private void checkWrittenRecords(Manifest manifest, DatasetSchema<?> schema) throws IOException {
        if (manifest.recordsImported()) {
            events.on(new BenchEvent.ImportedRecordsChecking(settings.dataDir().resolve(
                    manifest.imported().recordsFile()), manifest.imported().source(), manifest.records()));
            RecordsDump.requireIntact(manifest, settings.dataDir());
            return;
        }
        events.on(new BenchEvent.SeedChecking(manifest.seed(), manifest.records()));
        SeededRecords.requireSeedMakesDataset(schema, manifest, settings.dataDir());
    }

    @SuppressWarnings("unchecked")
    private static <T> java.util.function.ToLongFunction<T> recordChecksum(DatasetSchema<?> schema) {
        return ((DatasetSchema<T>) schema).checksum();
    }
}
