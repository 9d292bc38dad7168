package io.formatbench.codec.avro;

import io.formatbench.codec.Compression;
import java.io.IOException;
import java.io.OutputStream;
import java.security.NoSuchAlgorithmException;
import org.apache.avro.Schema;
import org.apache.avro.SchemaNormalization;
import org.apache.avro.file.CodecFactory;
import org.apache.avro.file.DataFileConstants;
import org.apache.avro.file.DataFileWriter;
import org.apache.avro.io.DatumWriter;

/**
 * How the tool writes an Avro object container file, the same for both codecs so that they write the
 * same bytes: the schema of {@link AvroSchemas} in the header, the dataset's {@link AvroBlockCodec}
 * ({@code null} unless asked for: the tool's compression is its own layer over the whole file, as for
 * every format, and a block codec on top would compress twice), Avro's default sync interval, and a
 * sync marker derived from the schema instead of a random one, so that a seed gives the same file.
 */
final class AvroContainer {

    /** Avro's own default: a block is written once it holds this many bytes of records. */
    static final int SYNC_INTERVAL = DataFileConstants.DEFAULT_SYNC_INTERVAL;

    /**
     * The largest block a strict reader accepts, in bytes: a block is read whole into memory, and its
     * size comes from the file. The tool's blocks end after {@link #SYNC_INTERVAL} bytes plus one
     * record; other writers use larger ones (up to a few MiB), which this leaves room for.
     */
    static final int MAX_BLOCK_BYTES = 16 << 20;

    private AvroContainer() {}

    /** A container writer of {@code schema} to {@code out}, its header written; closing it closes {@code out}. */
    static <D> DataFileWriter<D> create(DatumWriter<D> datumWriter, Schema schema, OutputStream out,
                                        boolean flushOnEveryBlock, AvroBlockCodec blocks) throws IOException {
        return create(new DataFileWriter<>(datumWriter), schema, out, flushOnEveryBlock, blocks);
    }

    /** The same, on a writer the caller has configured beyond this (its encoder). */
    static <D> DataFileWriter<D> create(DataFileWriter<D> writer, Schema schema, OutputStream out,
                                        boolean flushOnEveryBlock, AvroBlockCodec blocks) throws IOException {
        writer.setCodec(codec(blocks));
        writer.setSyncInterval(SYNC_INTERVAL);
        writer.setFlushOnEveryBlock(flushOnEveryBlock);
        return writer.create(schema, out, sync(schema));
    }

    /**
     * Avro's own codec for the block codec, at the levels of the tool's gzip and zstd layers, so that
     * a block codec and the tool's compression of the same algorithm compress alike. Avro's zstandard
     * codec is zstd-jni's stream, without its checksum (Avro's default; each block is short).
     */
    static CodecFactory codec(AvroBlockCodec blocks) {
        return switch (blocks) {
            case NULL -> CodecFactory.nullCodec();
            case DEFLATE -> CodecFactory.deflateCodec(Compression.GZIP_LEVEL);
            case ZSTANDARD -> CodecFactory.zstandardCodec(Compression.ZSTD_LEVEL);
        };
    }

    /** The 16-byte sync marker of a schema: the MD5 of its parsing canonical form (any 16 bytes will do). */
    static byte[] sync(Schema schema) {
        try {
            return SchemaNormalization.parsingFingerprint("MD5", schema);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has MD5", e);
        }
    }
}
