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
 * A format the tool does not have, declared as a format's package declares one: its value beside its
 * module. It has no codecs; what {@link FormatModulesTest} asks of it is what the registry does with a
 * module's line.
 */
class TabSeparatedModule implements FormatModule {

    static final Format FORMAT = new Format("tsv", ".tsv", "tab-separated values, one record per line");

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public <T, M extends Message> List<Codec<T>> codecs(SchemaName name, RecordProtoBinding<T, M> proto,
                                                        RecordBindings<T, M> bindings) {
        return List.of();
    }

    @Override
    public RecordFramer framer(RecordFramer.Frames frames) {
        throw new UnsupportedOperationException("no files of " + FORMAT + " in the tests");
    }

    @Override
    public <T> RecordWriter<T> newerWriter(DatasetSchema<T> schema, NewerSchema.Additions additions,
                                           FormatOptions options, OutputStream out) {
        throw new UnsupportedOperationException("no files of " + FORMAT + " in the tests");
    }
}
