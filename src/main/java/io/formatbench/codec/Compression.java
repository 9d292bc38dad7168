package io.formatbench.codec;

import com.fasterxml.jackson.annotation.JsonValue;
import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * How a dataset's files are compressed: the one place that makes the compressing and decompressing
 * streams, with their libraries, levels and buffers. {@link IoStack} puts them between the file and
 * the codec, the same for every codec and format.
 */
public enum Compression {
    NONE("none", "", "not compressed", new byte[0]),
    /** java.util.zip's deflate in a gzip member, level 6: the gzip command line's default. */
    GZIP("gzip", ".gz", "gzip (java.util.zip, level " + Compression.GZIP_LEVEL + ")", new byte[] {0x1f, (byte) 0x8b}),
    /**
     * zstd-jni (the reference zstd library), level 3, one thread, with the content checksum: the zstd
     * command line's defaults.
     */
    ZSTD("zstd", ".zst", "zstd (zstd-jni, level " + Compression.ZSTD_LEVEL + ", content checksum)",
            new byte[] {0x28, (byte) 0xb5, 0x2f, (byte) 0xfd});

    /** gzip's level: 6, what gzip and java.util.zip use when asked for none. */
    public static final int GZIP_LEVEL = 6;

    /** zstd's level: 3, what zstd uses when asked for none. */
    public static final int ZSTD_LEVEL = 3;

    private static final int LONGEST_MAGIC = 4;

    private final String id;
    private final String suffix;
    private final String description;
    private final byte[] magic;

    Compression(String id, String suffix, String description, byte[] magic) {
        this.id = id;
        this.suffix = suffix;
        this.description = description;
        this.magic = magic;
    }

    /** The stable name used on the command line, in the manifest and in results. */
    @JsonValue
    public String id() {
        return id;
    }

    /** What a file name gets after its format's extension: "" for none, ".gz", ".zst". */
    public String suffix() {
        return suffix;
    }

    /** What a dataset folder's default name gets: "" for none, "-gzip", "-zstd". */
    public String folderSuffix() {
        return this == NONE ? "" : "-" + id;
    }

    /** The library, level and settings, in words: for help texts and the report. */
    public String description() {
        return description;
    }

    public boolean compressed() {
        return this != NONE;
    }

    public static Compression fromId(String id) {
        for (Compression compression : values()) {
            if (compression.id.equals(id.strip().toLowerCase(Locale.ROOT))) {
                return compression;
            }
        }
        throw new IllegalArgumentException("unknown compression '" + id + "' (known: "
                + Arrays.stream(values()).map(Compression::id).collect(Collectors.joining(", ")) + ")");
    }

    /** The compression a file's name ends with: ".gz" gzip, ".zst" zstd, anything else none. */
    public static Compression ofFileName(String name) {
        for (Compression compression : values()) {
            if (compression.compressed() && name.endsWith(compression.suffix)) {
                return compression;
            }
        }
        return NONE;
    }

    /**
     * The compressing stream over {@code out}; its input buffer and output chunks are
     * {@code bufferBytes}, where the library lets them be set. Closing it finishes the stream (the
     * gzip trailer, zstd's last block and checksum) and closes {@code out}.
     */
    OutputStream compress(OutputStream out, int bufferBytes) throws IOException {
        return switch (this) {
            case NONE -> out;
            case GZIP -> new GZIPOutputStream(out, bufferBytes) {
                {
                    def.setLevel(GZIP_LEVEL);
                }
            };
            case ZSTD -> {
                // The stream without a finalizer: the stack always closes it, and a finalizer would only
                // delay freeing its native context to a GC. Its buffers are the library's recommended
                // sizes (about 128 KiB), which it does not let be set.
                ZstdOutputStreamNoFinalizer zstd = new ZstdOutputStreamNoFinalizer(out);
                zstd.setLevel(ZSTD_LEVEL);
                zstd.setChecksum(true);
                yield zstd;
            }
        };
    }

    /**
     * The decompressing stream over {@code in}, after checking that {@code in} starts with this
     * compression's magic bytes: a file of another compression, or none, is refused in one line.
     *
     * @param in must support mark/reset
     * @param source how errors name the input, usually its path
     */
    InputStream decompress(InputStream in, String source, int bufferBytes) throws IOException {
        if (this == NONE) {
            return in;
        }
        requireMagic(in, source);
        return switch (this) {
            case NONE -> in;
            case GZIP -> new GZIPInputStream(in, bufferBytes);
            case ZSTD -> new ZstdInputStreamNoFinalizer(in);
        };
    }

    private void requireMagic(InputStream in, String source) throws IOException {
        // As many bytes as the longest magic, so that the error can say whose magic the file has instead.
        in.mark(LONGEST_MAGIC);
        byte[] start = in.readNBytes(LONGEST_MAGIC);
        in.reset();
        if (startsWith(start, magic)) {
            return;
        }
        String found = start.length == 0 ? "is empty" : "starts with " + HexFormat.ofDelimiter(" ").formatHex(start)
                + describedStart(start);
        throw BadInputException.ofStream(source, 0, "not " + id + "-compressed: it " + found + ", not " + id
                + "'s magic bytes " + HexFormat.ofDelimiter(" ").formatHex(magic));
    }

    /** ", gzip's magic" when another compression's magic is what the bytes are. */
    private static String describedStart(byte[] start) {
        for (Compression other : values()) {
            if (other.compressed() && startsWith(start, other.magic)) {
                return ", " + other.id + "'s magic";
            }
        }
        return "";
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        return bytes.length >= prefix.length && Arrays.equals(bytes, 0, prefix.length, prefix, 0, prefix.length);
    }

    @Override
    public String toString() {
        return id;
    }
}
