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
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.fs.FileStatus;

/**
 * A dataset as the job sees it: its folder (a URI), its manifest, the formats and codecs to measure,
 * and each format's shard files. Read on the driver; the tasks get only the {@link ShardFile}s and
 * names they need.
 */
record DatasetPlan(String dir, Manifest manifest, DatasetSchema<?> schema, Map<Format, List<ShardFile>> files,
                   Map<Format, List<String>> codecs) {

    /**
     * @param data the dataset folder: a local path, or any URI Hadoop's file systems take
     *     (hdfs://namenode:8020/data/user, s3a://bucket/data/user)
     */
    static DatasetPlan of(HadoopFiles files, String data, List<String> formatIds, List<String> codecNames) {
        String dir;
        Manifest manifest;
        try {
            dir = files.qualified(data);
            String manifestFile = HadoopFiles.child(dir, Manifest.FILE_NAME);
            if (files.status(manifestFile) == null) {
                throw new JobException(JobException.DATASET_MISMATCH, "no dataset in " + dir + " (" + manifestFile
                        + " is missing); generate one with generate --shards N");
            }
            try (InputStream in = files.open(manifestFile)) {
                manifest = ManifestFiles.read(in, manifestFile);
            }
        } catch (DatasetException e) {
            // Its message says what is wrong (a bad manifest) and how to make the dataset.
            throw new JobException(JobException.DATASET_MISMATCH, e.getMessage());
        } catch (IOException e) {
            throw JobException.ofFiles("cannot read the manifest in " + data, e);
        }
        DatasetSchema<?> schema = Schemas.find(manifest.schema()).orElseThrow(() -> new JobException(
                JobException.DATASET_MISMATCH, "the dataset's schema '" + manifest.schema() + "' is unknown"));
        List<Format> formats = formats(manifest, formatIds);
        Map<Format, List<ShardFile>> shardFiles = new LinkedHashMap<>();
        Map<Format, List<String>> codecs = new LinkedHashMap<>();
        List<String> unmatched = new ArrayList<>(codecNames);
        List<Shards.Shard> shardList = manifest.shardList();
        for (Format format : formats) {
            List<ShardFile> shards = new ArrayList<>();
            for (Manifest.DataFile file : manifest.files(format)) {
                String path = HadoopFiles.child(dir, file.name());
                if (!isFile(files, path)) {
                    throw new JobException(JobException.DATASET_MISMATCH, path + " is missing: the manifest lists it;"
                            + " generate the dataset again");
                }
                Shards.Shard shard = shardList.get(file.shard());
                shards.add(new ShardFile(file.shard(), format.id(), file.name(), path, file.records(),
                        file.contentDigest(), file.bytes(), file.sha256(), shard.seed(), shard.firstRecord(), null));
            }
            shardFiles.put(format, List.copyOf(shards));
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
        return new DatasetPlan(dir, manifest, schema, Map.copyOf(shardFiles), Map.copyOf(codecs));
    }

    private static boolean isFile(HadoopFiles files, String path) {
        try {
            FileStatus status = files.status(path);
            return status != null && status.isFile();
        } catch (IOException e) {
            throw JobException.ofFiles("cannot look at " + path, e);
        }
    }

    /** The same plan with each file's checksum, as the run's check of its files computed them. */
    DatasetPlan withChecksums(Map<String, String> checksums) {
        Map<Format, List<ShardFile>> checked = new LinkedHashMap<>();
        files.forEach((format, shards) -> checked.put(format, shards.stream()
                .map(shard -> shard.withChecksum(checksums.get(shard.path())))
                .toList()));
        return new DatasetPlan(dir, manifest, schema, Map.copyOf(checked), codecs);
    }

    private static List<Format> formats(Manifest manifest, List<String> ids) {
        List<Format> formats = new ArrayList<>();
        for (Format format : Format.all()) {
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
        return Format.all().stream().filter(files::containsKey).toList();
    }

    Compression compression() {
        return manifest.compression();
    }
}
