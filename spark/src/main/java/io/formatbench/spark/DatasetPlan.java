package io.formatbench.spark;

import io.formatbench.codec.Codec;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.dataset.DatasetException;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.Schemas;
import io.formatbench.dataset.Shards;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A dataset as the job sees it: its manifest, the formats and codecs to measure, and each format's
 * shard files. Read on the driver; the tasks get only the {@link ShardFile}s and names they need.
 */
record DatasetPlan(Manifest manifest, DatasetSchema<?> schema, Map<Format, List<ShardFile>> files,
                   Map<Format, List<String>> codecs) {

    static DatasetPlan of(Path data, List<String> formatIds, List<String> codecNames) {
        Path dir = data.toAbsolutePath().normalize();
        Manifest manifest;
        try {
            manifest = ManifestFiles.read(dir);
        } catch (DatasetException e) {
            // Its message says what is wrong (no manifest, a bad one) and how to make the dataset.
            throw new JobException(JobException.DATASET_MISMATCH, e.getMessage());
        } catch (IOException e) {
            throw new JobException(JobException.IO_ERROR, "cannot read the manifest in " + dir + ": " + e);
        }
        DatasetSchema<?> schema = Schemas.find(manifest.schema()).orElseThrow(() -> new JobException(
                JobException.DATASET_MISMATCH, "the dataset's schema '" + manifest.schema() + "' is unknown"));
        List<Format> formats = formats(manifest, formatIds);
        Map<Format, List<ShardFile>> files = new LinkedHashMap<>();
        Map<Format, List<String>> codecs = new LinkedHashMap<>();
        List<String> unmatched = new ArrayList<>(codecNames);
        List<Shards.Shard> shardList = manifest.shardList();
        for (Format format : formats) {
            List<ShardFile> shards = new ArrayList<>();
            for (Manifest.DataFile file : manifest.files(format)) {
                Path path = dir.resolve(file.name());
                if (!Files.isRegularFile(path)) {
                    throw new JobException(JobException.DATASET_MISMATCH, path + " is missing: the manifest lists it;"
                            + " generate the dataset again");
                }
                Shards.Shard shard = shardList.get(file.shard());
                shards.add(new ShardFile(file.shard(), format.id(), file.name(), path.toString(), file.records(),
                        file.contentDigest(), file.bytes(), file.sha256(), shard.seed(), shard.firstRecord()));
            }
            files.put(format, List.copyOf(shards));
            List<String> ofFormat = new ArrayList<>();
            for (Codec<?> codec : schema.codecs(format)) {
                String name = codec.name().toString();
                if (codecNames.isEmpty() || codecNames.contains(name)) {
                    ofFormat.add(name);
                    unmatched.remove(name);
                }
            }
            codecs.put(format, List.copyOf(ofFormat));
        }
        if (!unmatched.isEmpty()) {
            throw new JobException(JobException.USAGE, "no codec named " + String.join(", ", unmatched)
                    + " among the formats " + formats + " of schema " + schema.name());
        }
        return new DatasetPlan(manifest, schema, Map.copyOf(files), Map.copyOf(codecs));
    }

    private static List<Format> formats(Manifest manifest, List<String> ids) {
        List<Format> formats = new ArrayList<>();
        for (Format format : Format.values()) {
            if (manifest.has(format) && (ids.isEmpty() || ids.contains(format.id()))) {
                formats.add(format);
            }
        }
        for (String id : ids) {
            if (formats.stream().noneMatch(format -> format.id().equals(id))) {
                throw new JobException(JobException.USAGE, "the dataset has no " + id + " files (it has "
                        + manifest.files().stream().map(f -> f.format().id()).distinct().toList()
                        + "); make them with generate --formats");
            }
        }
        return List.copyOf(formats);
    }

    /** The formats to measure, in the tool's order. */
    List<Format> formats() {
        return List.of(Format.values()).stream().filter(files::containsKey).toList();
    }

    Compression compression() {
        return manifest.compression();
    }
}
