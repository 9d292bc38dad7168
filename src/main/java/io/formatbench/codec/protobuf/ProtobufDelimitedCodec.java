package io.formatbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.OwnObjects;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/**
 * Delimited protobuf as most code writes it: a new message per record, writeDelimitedTo and
 * parseDelimitedFrom. The library reader is parseDelimitedFrom alone; the strict one is both
 * protobuf codecs' {@link StrictFrameReader}, which rejects the corrupt files parseDelimitedFrom
 * accepts.
 */
public final class ProtobufDelimitedCodec<T, M extends Message> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("protobuf-delimited");

    private final ProtoBinding<T, M> binding;
    private final Optional<OwnObjects<T, ?>> ownObjects;

    /** The codec on {@code binding}'s records, without objects of its own: on messages, or for code that maps. */
    public ProtobufDelimitedCodec(ProtoBinding<T, M> binding) {
        this.binding = binding;
        this.ownObjects = Optional.empty();
    }

    /** The codec on the schema's records, with the same codec on protoc's messages as its own objects. */
    public ProtobufDelimitedCodec(ProtoBinding<T, M> binding, OwnMessages<T, M> messages) {
        this.binding = binding;
        this.ownObjects = messages.of(ProtobufDelimitedCodec::new);
    }

    /** How the records map to their message: its descriptor for code that works on any message (JsonFormat, tests). */
    public ProtoBinding<T, M> binding() {
        return binding;
    }

    @Override
    public CodecName name() {
        return NAME;
    }

    @Override
    public Format format() {
        return Format.PROTOBUF;
    }

    @Override
    public Style style() {
        return Style.IDIOMATIC;
    }

    @Override
    public String description() {
        return "protobuf-java: new message per record, writeDelimitedTo / parseDelimitedFrom";
    }

    @Override
    public Optional<OwnObjects<T, ?>> ownObjects() {
        return ownObjects;
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new ProtobufDelimitedMessages<>(binding);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) {
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                M message = binding.toMessage(record);
                // The size is memoized: writeDelimitedTo does not compute it again.
                Frames.requireWritable(message.getSerializedSize());
                message.writeDelimitedTo(out);
            }

            @Override
            public void close() throws IOException {
                out.close();
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) {
        return options.strict() ? new StrictFrameReader<>(in, source, binding, options.unknownFields())
                : libraryReader(in, source, options.skipsUnknownFields());
    }

    /**
     * parseDelimitedFrom as documented; unknown fields are kept and ignored, as protobuf specifies; counted when
     * skipping.
     */
    private RecordReader<T> libraryReader(InputStream in, String source, boolean countUnknown) {
        return new RecordReader<>() {
            private long index;
            private long skipped;

            @Override
            public T read() throws IOException {
                try {
                    M message = binding.parser().parseDelimitedFrom(in);
                    if (message == null) {
                        return null;
                    }
                    T record = binding.fromMessage(message);
                    index++;
                    if (countUnknown) {
                        skipped += Frames.unknownFieldCount(message);
                    }
                    return record;
                } catch (InvalidProtocolBufferException e) {
                    throw Frames.badInput(source, index, -1, e);
                } catch (InvalidRecordException e) {
                    throw new BadInputException(source, index, -1, e.getMessage(), e);
                }
            }

            @Override
            public long skippedFields() {
                return skipped;
            }

            @Override
            public void close() throws IOException {
                in.close();
            }
        };
    }
}
