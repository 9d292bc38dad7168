package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.codec.Compression;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiskSpaceTest {

    @Test
    void theEstimateIsTheSizeOfTheFilesGeneratedPlusItsMargin(@TempDir Path data) throws IOException {
        long records = 3 * DiskSpace.SAMPLE_RECORDS;
        Manifest manifest = DatasetGenerator.generate(Schemas.USER, records, 5, 1, Compression.NONE, data, (done, total)
                -> { });
        long actual = manifest.files().stream().mapToLong(Manifest.DataFile::bytes).sum();

        double estimate = DiskSpace.estimatedBytes(Schemas.USER, Schemas.USER.version(), records, 5) / DiskSpace.MARGIN;

        assertEquals(1.0, estimate / actual, 0.02, "estimate " + estimate + " bytes, files " + actual + " bytes");
        assertEquals(0, DiskSpace.estimatedBytes(Schemas.USER, Schemas.USER.version(), 0, 5));
    }

    @Test
    void aDatasetLargerThanTheFreeSpaceIsRefusedNamingBothFigures() throws IOException {
        FileSystemException refused = assertThrows(FileSystemException.class,
                () -> DiskSpace.requireRoom(Path.of("data"), 100_000_000, 16_100_000_000L, 9_000_000_000L));

        assertEquals("data", refused.getFile());
        assertEquals("100,000,000 records need about 16.10 GB on disk, and its file system has 9.00 GB free; free"
                + " some space or choose another --data", refused.getReason());
        DiskSpace.requireRoom(Path.of("data"), 100, 1_000, 1_000);
    }

    @Test
    void generateRefusesBeforeWritingAnythingWhenTheDiskCannotHoldTheDataset(@TempDir Path data) throws IOException {
        DatasetGenerator.generate(Schemas.USER, 100, 1, 1, Compression.NONE, data, (done, total) -> { });
        Manifest previous = ManifestFiles.read(data);
        long free = DiskSpace.usableBytes(data);
        // A thousand times the free space, whatever this disk is.
        long records = free / 100 * 1000;

        FileSystemException refused = assertThrows(FileSystemException.class,
                () -> DatasetGenerator.generate(Schemas.USER, records, 1, 1, Compression.NONE, data, (done, total)
                        -> { }));

        assertTrue(refused.getReason().contains("records need about"), refused.getReason());
        assertEquals(previous, ManifestFiles.read(data));
        try (Stream<Path> files = Files.list(data)) {
            assertEquals(4, files.count(), "the dataset, its manifest and the lock file; no temporary file");
        }
    }
}
