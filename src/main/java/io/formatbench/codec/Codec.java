package io.formatbench.codec;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/**
 * One way of encoding records of type {@code T} in a {@link Format} with one library API. Codecs
 * take buffered streams from the caller, so that every codec runs on the same I/O stack.
 */
public interface Codec<T> {

    /**
     * The stable name used on the command line and in results, e.g. {@code jackson-databind}: the
     * codec's identity within its schema, whatever its format.
     */
    CodecName name();

    Format format();

    Style style();

    /** One line on which API this codec uses and how. */
    String description();

    RecordWriter<T> newWriter(OutputStream out) throws java.io.IOException;

    /**
     * @param source how errors name the input, usually its path
     * @param options what the reader checks beyond decoding, and whether it skips fields outside its
     *     schema (then it counts them: {@link RecordReader#skippedFields()}) or rejects them
     */
    RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws java.io.IOException;

    /** A new in-memory form of this codec, for one thread: the message benchmark's codec. */
    MessageCodec<T> newMessageCodec();

    /**
     * Whether this codec's writer writes its format's dataset file byte for byte, as the format's
     * primary codec does: then every reader of the format reads what it writes, and a measured write
     * is checked by the SHA-256 of its file. A codec that writes the same records in other bytes (its
     * library's own JSON mapping) says no, and its measured writes are checked by reading them back.
     */
    default boolean writesDatasetBytes() {
        return true;
    }

    /**
     * Whether this codec's strict reader is its own library's, with the tool's checks around it. A codec
     * whose library cannot meet the strict bad-input policy (fastjson2, DSL-JSON: docs/bad-input.md says
     * where) reads strictly with its format's policy reader instead; its strict variant would measure that
     * reader, so it is measured in the library variant only.
     */
    default boolean readsStrictlyItself() {
        return true;
    }

    /**
     * This codec writing its files with {@code options}: the dataset's options of its format, such as
     * Avro's block codec. A codec reads only its own format's options, and a format without options
     * of its own leaves its codecs as they are; every codec reads whatever options a file was written with.
     */
    default Codec<T> withOptions(FormatOptions options) {
        return this;
    }

    /**
     * This codec on its library's own generated type, if its library has one that its users work on
     * (protoc's messages): what its benchmarks measure, but for the {@code mapped} variant, which
     * measures this codec on the record. Empty for a codec that binds the record itself.
     */
    default Optional<OwnObjects<T, ?>> ownObjects() {
        return Optional.empty();
    }

    /** A reader with every check of the bad-input policy: what any file not just checked needs. */
    default RecordReader<T> newReader(InputStream in, String source) throws java.io.IOException {
        return newReader(in, source, ReadOptions.STRICT);
    }
}
