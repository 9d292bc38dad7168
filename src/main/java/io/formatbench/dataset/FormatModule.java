package io.formatbench.dataset;

import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.floor.RecordFramer;
import io.formatbench.codec.protobuf.RecordProtoBinding;
import java.io.OutputStream;
import java.util.List;

/**
 * Everything the tool knows of one file format, in the format's own package: its codecs of a schema,
 * the framing of its files and its writer of the schema's newer version. Its id, file extension and description are its
 * {@link Format}; its own options of its files are {@link FormatOptions.Key}s its codecs read. The
 * modules are registered in one place, {@link FormatModules}; the rest of the tool asks it, and
 * names no format.
 */
public interface FormatModule {

    /** The format: its id, its files' extension, its description. */
    Format format();

    /** The options of its files the format has, beside the tool's compression: none unless it says. */
    default List<FormatOptions.Key<?>> options() {
        return List.of();
    }

    /**
     * This format's codecs of a schema, in the order they run and are reported: the first tuned one is
     * the format's primary codec ({@link DatasetSchema#primaryCodec}), which writes its dataset files.
     *
     * @param name the schema's name, for codecs that exist only for some schemas
     * @param proto the schema's records as protobuf messages, what every format's codecs may build on
     */
    <T, M extends Message> List<Codec<T>> codecs(SchemaName name, RecordProtoBinding<T, M> proto,
                                                 RecordBindings<T, M> bindings);

    /**
     * The framing of the format's files, which finds every record's end without decoding it: what its
     * I/O floor measures ({@link io.formatbench.codec.floor.Floors}).
     */
    RecordFramer framer(RecordFramer.Frames frames);

    /**
     * A writer of the schema's newer version ({@link NewerSchema}) to {@code out}, which it closes: each
     * record as the format's primary codec writes it, with the fields of {@code additions} added as the
     * format adds fields, in files of the format's {@code options}.
     */
    <T> RecordWriter<T> newerWriter(DatasetSchema<T> schema, NewerSchema.Additions additions, FormatOptions options,
                                    OutputStream out);
}
