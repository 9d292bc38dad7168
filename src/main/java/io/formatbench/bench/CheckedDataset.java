package io.formatbench.bench;

import io.formatbench.codec.Format;
import io.formatbench.dataset.Manifest;
import io.formatbench.measure.CompressedSize;
import io.formatbench.model.ContentDigest;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Variant;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The dataset a run measures, once {@link DatasetChecks} found it sound: its manifest and, per format,
 * the data files the forks read and what their reads must reproduce.
 *
 * @param files the dataset's files, per format the plan measures
 * @param newerFiles its newer twin's, for newer-data reads; empty when the plan has none
 */
record CheckedDataset(Manifest manifest, Map<Format, FormatFiles> files, Map<Format, FormatFiles> newerFiles) {

    /**
     * A data file of the run, checked against the manifest before any fork starts.
     *
     * @param sizes its content's size uncompressed, and with gzip
     */
    record DataFile(Manifest.DataFile entry, Path path, CompressedSize.Sizes sizes, String checksum,
                    Map<Variant, ContentDigest> floors) {

        /**
         * What every pass of a read of this file must reproduce: the records, their checksum and content
         * digest; or, for a floor or a plain read, what the parent's own pass of it gave.
         */
        ForkSpec.ShardFile shardFile(Variant variant, Path scratch) {
            if (variant.decodesRecords()) {
                return new ForkSpec.ShardFile(path.toString(), entry.sha256(), entry.bytes(), entry.contentDigest(),
                        checksum, scratch.toString(), entry.unknownFields(), entry.records());
            }
            ContentDigest floor = floors.get(variant);
            return new ForkSpec.ShardFile(path.toString(), entry.sha256(), entry.bytes(),
                    Manifest.digestLabel(floor.hex()), floor.hex(), scratch.toString(), 0, floor.records());
        }
    }

    /** The data files of one format, in shard order. */
    record FormatFiles(List<DataFile> shards) {
        long rawBytes() {
            return shards.stream().mapToLong(file -> file.sizes().bytes()).sum();
        }

        long gzipBytes() {
            return shards.stream().mapToLong(file -> file.sizes().gzipBytes()).sum();
        }
    }

    /** The files a benchmark reads or writes: its format's, of the newer twin for a newer-data read. */
    FormatFiles filesOf(BenchmarkKey key) {
        return (key.variant() == Variant.NEWER_DATA ? newerFiles : files).get(key.format());
    }
}
