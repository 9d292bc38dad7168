package io.formatbench.dataset;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * The tool's own file of an imported dataset's records ({@code users.records} beside {@code users.jsonl}):
 * what a write fork writes when no seed makes the records ({@code generate --from-json}). A fork must not
 * parse the records from a data file: that would run a codec's reader, of the library it measures or of
 * another, before the writer it measures, and the JIT compiles the writer from the profile that leaves
 * (see {@code bench/ChunkedRecords}). Read by the tool's own code ({@link RecordsDumpReader}), the
 * records are made as the generator of any message of proto/ makes them: protoc's message built field by
 * field through its descriptor ({@code Message.Builder.setField}, as {@link MessageGenerator} does), then
 * the record through the generated mapping. No parser runs, of protobuf or of any other format.
 *
 * <p>The file: {@link #MAGIC}, then each record as a 4-byte big-endian length and that many bytes: its
 * message's set fields, each as its number (a 4-byte int), a repeated field's count, and its value or
 * values; a message's fields end with the number 0. Values are fixed-width and exact: ints and enum
 * numbers in 4 bytes, longs in 8, a float's or a double's raw bits (so NaN payloads and -0.0 stay), a
 * boolean in one, a string as its count of UTF-16 chars and the chars (so that any Java string, a lone
 * surrogate too, comes back the same), bytes as their count and the bytes, a nested message (a map's
 * entry too) as its own fields. Written once by {@code generate}; its size and SHA-256 are in the
 * manifest ({@link Manifest.Imported}), which a run checks before any fork reads it.
 */
public final class RecordsDump {

    /** The first bytes of the file: its kind and the version of its layout. */
    static final byte[] MAGIC = "formatbench records 1\n".getBytes(StandardCharsets.US_ASCII);

    /** The number that ends a message's fields (no field has number 0). */
    static final int END = 0;

    /** The deepest nesting of messages read: protobuf's own recursion limit, deeper than any JSON import. */
    static final int MAX_DEPTH = 100;

    private RecordsDump() {}

    /** The file's name in the dataset folder: {@code users.records}. */
    public static String fileName(DatasetSchema<?> schema) {
        return schema.fileStem() + ".records";
    }

    /**
     * Fails in one line naming the file unless the imported dataset's records file is the one generate
     * wrote: its size and SHA-256 as the manifest says. What a run checks before a write fork reads it.
     */
    public static void requireIntact(Manifest manifest, Path datasetDir) throws IOException {
        Manifest.Imported imported = manifest.imported();
        Path file = datasetDir.resolve(imported.recordsFile());
        String importAgain = "; import the records again with generate --from-json " + imported.source();
        long bytes;
        try {
            bytes = Files.size(file);
        } catch (NoSuchFileException e) {
            throw new DatasetException(file + ": missing: the writes of the records imported from "
                    + imported.source() + " write what it holds" + importAgain);
        }
        if (bytes != imported.recordsFileBytes()) {
            throw new DatasetException(file + ": " + bytes + " bytes, the manifest says " + imported.recordsFileBytes()
                    + ": not the file generate wrote" + importAgain);
        }
        String sha256 = Sha256.of(file);
        if (!sha256.equals(imported.recordsFileSha256())) {
            throw new DatasetException(file + ": SHA-256 " + sha256 + ", the manifest says "
                    + imported.recordsFileSha256() + ": not the file generate wrote" + importAgain);
        }
    }
}
