package io.formatbench.codec.avro;

import com.fasterxml.jackson.annotation.JsonValue;
import io.formatbench.codec.Compression;
import io.formatbench.codec.FormatOptions;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The block codec of a dataset's Avro object container files: Avro's own compression, of each block
 * inside the file, beside the tool's {@link Compression} of the whole stream. It is a choice of its
 * own, {@code null} unless asked for, so that an Avro file is never compressed twice unless the user
 * asks for both; files of other formats have no blocks. The ids are Avro's codec names, as the
 * header's {@code avro.codec} holds them.
 */
public enum AvroBlockCodec implements FormatOptions.Value {
    /** Avro's null codec: blocks as they are, what every file was before block codecs were a choice. */
    NULL("null", "not compressed"),
    /** Avro's deflate codec (raw deflate, java.util.zip) at gzip's level, as the tool's gzip layer uses. */
    DEFLATE("deflate", "Avro's deflate codec, level " + Compression.GZIP_LEVEL),
    /** Avro's zstandard codec (zstd-jni, as Avro uses it) at zstd's level, as the tool's zstd layer uses. */
    ZSTANDARD("zstandard", "Avro's zstandard codec (zstd-jni), level " + Compression.ZSTD_LEVEL);

    /**
     * Avro's option of its files, by the name manifests and results files give it; the null codec
     * first, the default.
     */
    public static final FormatOptions.Key<AvroBlockCodec> OPTION = new FormatOptions.Key<>("avro_blocks", AvroModule.FORMAT,
            List.of(values()), new FormatOptions.Words("Avro block codec", "--avro-codec",
                    "null, deflate or zstandard: Avro's block codec for the Avro files, compressing each block inside"
                            + " the file (Avro's own codecs, at the levels of gzip and zstd); bench writes and reads"
                            + " with it. Apart from --compression, which compresses every file whole: both at once"
                            + " only when both are given (default: ${DEFAULT-VALUE}).",
                    "Avro compresses each block of records inside the file (a block is about 64 kB of records"
                            + " before compression), and the file stays splittable at its sync markers; the block"
                            + " codec is inside every timed write and read.", "avroCodec"));

    private final String id;
    private final String description;

    AvroBlockCodec(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** Avro's name of the codec: on the command line, in the manifest and results, in the file's header. */
    @JsonValue
    @Override
    public String id() {
        return id;
    }

    /** The library and level, in words: for help texts and the generator's summary. */
    @Override
    public String description() {
        return description;
    }

    public boolean compressed() {
        return this != NULL;
    }

    /**
     * What a file of the codec is called wherever results name it, "deflate blocks" ("avro-generic +
     * deflate blocks"), so that a reader never takes Avro's block codec for the tool's compression.
     */
    @Override
    public String label() {
        return id + " blocks";
    }

    /** The format options of a dataset of this block codec: Avro's only, the others' their defaults. */
    public FormatOptions options() {
        return FormatOptions.DEFAULTS.with(OPTION, this);
    }

    /** The codec of an id as a user gives it, in any case: on the command line, in a manifest or results. */
    public static AvroBlockCodec fromId(String id) {
        return OPTION.valueOf(id);
    }

    /**
     * The codec of exactly this name, as a file's header gives it: Avro's own names are lower case, and
     * Avro reads no other spelling, so neither does a strict reader.
     */
    public static Optional<AvroBlockCodec> named(String name) {
        return Arrays.stream(values()).filter(codec -> codec.id.equals(name)).findFirst();
    }

    @Override
    public String toString() {
        return id;
    }
}
