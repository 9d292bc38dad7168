package io.formatbench.codec.protobuf;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Message;
import io.formatbench.codec.Codec;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.LazyCodec;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.codec.floor.RecordFramer;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.FormatModule;
import io.formatbench.dataset.NewerSchema;
import io.formatbench.dataset.RecordBindings;
import io.formatbench.proto.Provenance;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/** Length-delimited protobuf: the library's delimited API, and CodedInputStream/CodedOutputStream by hand. */
public final class ProtobufModule implements FormatModule {

    @Override
    public Format format() {
        return Format.PROTOBUF;
    }

    @Override
    public RecordFramer framer(RecordFramer.Frames frames) {
        return new DelimitedFramer(frames);
    }

    @Override
    public <T, M extends Message> List<Codec<T>> codecs(SchemaName name, RecordProtoBinding<T, M> proto,
                                                        RecordBindings<T, M> bindings) {
        // Built when a run first uses them (see LazyCodec); each on protoc's messages as its own objects.
        return List.of(
                LazyCodec.of(ProtobufDelimitedCodec.NAME, Format.PROTOBUF, Style.IDIOMATIC,
                        () -> new ProtobufDelimitedCodec<>(proto, new OwnMessages<>(proto, bindings))),
                LazyCodec.of(ProtobufCodedCodec.NAME, Format.PROTOBUF, Style.TUNED,
                        () -> new ProtobufCodedCodec<>(proto, new OwnMessages<>(proto, bindings))));
    }

    /**
     * Each frame holds the record's message bytes followed by the added fields' bytes: a valid message
     * of the newer version, as protobuf fields may come in any order and the frame's length covers both.
     */
    @Override
    public <T> RecordWriter<T> newerWriter(DatasetSchema<T> schema, NewerSchema.Additions additions,
                                           FormatOptions options, OutputStream out) {
        return new NewerFramesWriter<>(schema.primaryCodec(Format.PROTOBUF).newMessageCodec(), additions, out);
    }

    /** The added fields' protobuf bytes, which follow the record's message bytes in its frame. */
    static byte[] fields(NewerSchema.Addition addition) throws IOException {
        Provenance provenance = addition.provenance();
        byte[] bytes = new byte[CodedOutputStream.computeInt64Size(NewerSchema.REVISION_FIELD, addition.revision())
                + CodedOutputStream.computeMessageSize(NewerSchema.PROVENANCE_FIELD, provenance)];
        CodedOutputStream out = CodedOutputStream.newInstance(bytes);
        out.writeInt64(NewerSchema.REVISION_FIELD, addition.revision());
        out.writeMessage(NewerSchema.PROVENANCE_FIELD, provenance);
        out.checkNoSpaceLeft();
        return bytes;
    }

    /** Each record's frame: its length prefix, the record's message bytes, the added fields' bytes. */
    private record NewerFramesWriter<T>(MessageCodec<T> records, NewerSchema.Additions additions, OutputStream out)
            implements RecordWriter<T> {

        @Override
        public void write(T record) throws IOException {
            byte[] message = records.encode(record);
            if (message.length == 0) {
                // As the tool's own writers: a record of defaults only is a frame no reader accepts.
                throw new IllegalArgumentException("a record with every field at its default value cannot be written");
            }
            byte[] added = fields(additions.next());
            byte[] prefix = new byte[CodedOutputStream.computeUInt32SizeNoTag(message.length + added.length)];
            CodedOutputStream.newInstance(prefix).writeUInt32NoTag(message.length + added.length);
            out.write(prefix);
            out.write(message);
            out.write(added);
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }
}
