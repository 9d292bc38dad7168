package io.formatbench.codec;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The one I/O stack every codec runs on, so that a difference measured between codecs is the
 * format's and the library's, never the plumbing's. The libraries keep their own internal buffers on
 * top, as they do in real use; a tuned codec sizes them at {@link #LIBRARY_BUFFER_BYTES} where its
 * library lets it.
 *
 * <p>Uncompressed, a codec's stream is a buffer of {@link #BUFFER_BYTES} over the file. Compressed,
 * the (de)compressor sits between two such buffers:
 * <pre>
 *   write: codec → 64 KiB buffer → compressor → 64 KiB buffer → file channel
 *   read:  codec ← 64 KiB buffer ← decompressor ← 64 KiB buffer ← file channel
 * </pre>
 * The buffer above the (de)compressor is what makes the stack the same for every codec: codecs
 * write and read in pieces of their own sizes (protobuf's writeDelimitedTo one record at a time,
 * parseDelimitedFrom a byte at a time for each length prefix), and each call into a compressor costs
 * a call into zlib or zstd; through the buffer the compressor sees 64 KiB at a time whatever the
 * codec. The buffer beneath gathers the compressor's output (zstd writes whatever each call
 * produced) into 64 KiB writes to the file, as uncompressed files get; reads of 64 KiB and more
 * pass through it. A codec's flush() stops above the compressor: flushing zstd ends a block there
 * and then, so a codec that flushes as it goes (SequenceWriter does after every value unless told
 * not to) would write other, larger files than one that does not, and pay for it in time; gzip
 * ignores such flushes anyway. Closing the stack finishes the compressed stream.
 */
public final class IoStack {

    /** Buffer between every codec and its file, and on both sides of a (de)compressor. */
    public static final int BUFFER_BYTES = 64 * 1024;

    /**
     * The buffer a tuned codec gives its library, where the library lets it choose: twice the stack's,
     * so that each of the library's refills (after it keeps the start of a record the last one cut) and
     * each of its flushes moves at least {@link #BUFFER_BYTES}, which BufferedInputStream and
     * BufferedOutputStream pass straight through without a copy into their own buffer. Every byte is
     * then copied once between the file (or the (de)compressor) and the library, as the chunked JSON
     * readers' reads already are; through the libraries' default buffers (Jackson's 8,000 bytes,
     * protobuf's 4,096), twice.
     */
    public static final int LIBRARY_BUFFER_BYTES = 2 * BUFFER_BYTES;

    private IoStack() {}

    /** Opens {@code file} for reading through {@code compression}'s decompressor. */
    public static InputStream openInput(Path file, Compression compression) throws IOException {
        InputStream raw = Files.newInputStream(file);
        try {
            return input(raw, file.toString(), compression);
        } catch (IOException | RuntimeException e) {
            try {
                raw.close();
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    /**
     * The same stack over an already open stream. A broken compressed stream (wrong magic, truncated,
     * corrupt, a checksum that does not match) is a {@link BadInputException} naming {@code source};
     * a failure to read the file itself stays what it was.
     */
    public static InputStream input(InputStream raw, String source, Compression compression) throws IOException {
        BufferedInputStream buffered = new BufferedInputStream(raw, BUFFER_BYTES);
        if (!compression.compressed()) {
            return buffered;
        }
        FileSide file = new FileSide(buffered);
        InputStream decompressor;
        try {
            decompressor = compression.decompress(file, source, BUFFER_BYTES);
        } catch (BadInputException e) {
            throw e;
        } catch (IOException e) {
            // gzip reads its header here.
            throw file.failed ? e : broken(source, compression, file.bytes, e);
        }
        return new BufferedInputStream(new Decompressed(decompressor, file, source, compression), BUFFER_BYTES);
    }

    /**
     * Opens {@code file} for writing, created or truncated, through {@code compression}'s compressor.
     *
     * @param forceOnClose whether close() waits until the file is on the storage device (fsync), so
     *     that a measured write includes the device and not only the page cache
     */
    public static OutputStream openOutput(Path file, Compression compression, boolean forceOnClose) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE);
        OutputStream raw = Channels.newOutputStream(channel);
        if (forceOnClose) {
            raw = new FilterOutputStream(raw) {
                @Override
                public void write(byte[] bytes, int offset, int length) throws IOException {
                    out.write(bytes, offset, length);
                }

                @Override
                public void close() throws IOException {
                    try {
                        channel.force(true);
                    } finally {
                        out.close();
                    }
                }
            };
        }
        try {
            return output(raw, compression);
        } catch (IOException | RuntimeException e) {
            try {
                raw.close();
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }

    /** The same stack over an already open stream (the generator's, which digests the file's bytes). */
    public static OutputStream output(OutputStream raw, Compression compression) throws IOException {
        OutputStream file = new BufferedOutputStream(raw, BUFFER_BYTES);
        if (!compression.compressed()) {
            return file;
        }
        return new BufferedOutputStream(new FlushStopsHere(compression.compress(file, BUFFER_BYTES)), BUFFER_BYTES);
    }

    /**
     * The decompressor's complaint, in one line; java.util.zip says "truncated" by an EOFException, often without
     * words.
     */
    private static BadInputException broken(String source, Compression compression, long fileOffset, IOException e) {
        String reason = e instanceof EOFException
                ? "the file ends inside the " + compression.id() + " stream (truncated)" + (e.getMessage() == null ? ""
                        : ": " + e.getMessage())
                : compression.id() + " stream: "
                + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        return BadInputException.ofStream(source, fileOffset, reason, e);
    }

    /**
     * The file's side of a decompressor: counts the bytes it takes from the file, and notes when the
     * file itself failed to read, so that only the decompressor's own complaints become bad input.
     */
    private static final class FileSide extends FilterInputStream {
        long bytes;
        long markedBytes;
        boolean failed;

        FileSide(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            try {
                int b = in.read();
                bytes += b < 0 ? 0 : 1;
                return b;
            } catch (IOException e) {
                failed = true;
                throw e;
            }
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            try {
                int n = in.read(buffer, offset, length);
                bytes += Math.max(n, 0);
                return n;
            } catch (IOException e) {
                failed = true;
                throw e;
            }
        }

        @Override
        public long skip(long n) throws IOException {
            long skipped = in.skip(n);
            bytes += skipped;
            return skipped;
        }

        @Override
        public synchronized void mark(int limit) {
            in.mark(limit);
            markedBytes = bytes;
        }

        @Override
        public synchronized void reset() throws IOException {
            in.reset();
            bytes = markedBytes;
        }
    }

    /** The decompressor's output, its failures made one-line bad input naming the file. */
    private static final class Decompressed extends FilterInputStream {
        private final FileSide file;
        private final String source;
        private final Compression compression;

        Decompressed(InputStream decompressor, FileSide file, String source, Compression compression) {
            super(decompressor);
            this.file = file;
            this.source = source;
            this.compression = compression;
        }

        @Override
        public int read() throws IOException {
            try {
                return in.read();
            } catch (IOException e) {
                throw file.failed ? e : broken(source, compression, file.bytes, e);
            }
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            try {
                return in.read(buffer, offset, length);
            } catch (IOException e) {
                throw file.failed ? e : broken(source, compression, file.bytes, e);
            }
        }
    }

    /** Passes writes to the compressor, and no flush: closing finishes the compressed stream. */
    private static final class FlushStopsHere extends FilterOutputStream {

        FlushStopsHere(OutputStream compressor) {
            super(compressor);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            out.write(bytes, offset, length);
        }

        @Override
        public void flush() {
            // See the class comment: a flush here would change the compressed bytes by codec.
        }
    }
}
