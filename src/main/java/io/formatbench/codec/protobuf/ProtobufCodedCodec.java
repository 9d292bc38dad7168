package io.formatbench.codec.protobuf;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.ExtensionRegistryLite;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.IoStack;
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
import java.util.function.Function;

/**
 * Delimited protobuf with one CodedOutputStream / CodedInputStream for the whole file: the writer
 * reuses one builder, the reader parses each record inside pushLimit/popLimit; both with buffers of
 * {@link IoStack#LIBRARY_BUFFER_BYTES} (protobuf's default is 4,096 bytes). Same bytes on disk as
 * {@link ProtobufDelimitedCodec}. The library reader is the documented pushLimit/parseFrom/popLimit
 * loop alone; the strict one is both protobuf codecs' {@link StrictFrameReader}.
 */
public final class ProtobufCodedCodec<T, M extends Message> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("protobuf-coded");

    private final ProtoBinding<T, M> binding;
    private final Optional<OwnObjects<T, ?>> ownObjects;

    /** The codec on {@code binding}'s records, without objects of its own: on messages, or for code that maps. */
    public ProtobufCodedCodec(ProtoBinding<T, M> binding) {
        this.binding = binding;
        this.ownObjects = Optional.empty();
    }

    /** The codec on the schema's records, with the same codec on protoc's messages as its own objects. */
    public ProtobufCodedCodec(ProtoBinding<T, M> binding, OwnMessages<T, M> messages) {
        this.binding = binding;
        this.ownObjects = messages.of(ProtobufCodedCodec::new);
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
        return Style.TUNED;
    }

    @Override
    public String description() {
        return "protobuf-java: one CodedOutputStream with a reused builder; one CodedInputStream,"
                + " pushLimit/parse/popLimit";
    }

    @Override
    public Optional<OwnObjects<T, ?>> ownObjects() {
        return ownObjects;
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new ProtobufCodedMessages<>(binding);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) {
        CodedOutputStream coded = CodedOutputStream.newInstance(out, IoStack.LIBRARY_BUFFER_BYTES);
        Function<T, M> toMessage = binding.newReusingConverter();
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                M message = toMessage.apply(record);
                coded.writeUInt32NoTag(Frames.requireWritable(message.getSerializedSize()));
                message.writeTo(coded);
            }

            @Override
            public void close() throws IOException {
                try (out) {
                    coded.flush();
                }
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) {
        return options.strict() ? new StrictFrameReader<>(in, source, binding, options.unknownFields())
                : new LibraryCodedReader(in, source, options.skipsUnknownFields());
    }

    /** Unknown fields are kept by the parser and ignored, as protobuf specifies; counted when skipping. */
    private final class LibraryCodedReader implements RecordReader<T> {
        private final InputStream stream;
        private final CodedInputStream in;
        private final String source;
        private final boolean countUnknown;
        private long index;
        private long skipped;

        LibraryCodedReader(InputStream stream, String source, boolean countUnknown) {
            this.stream = stream;
            this.in = CodedInputStream.newInstance(stream, IoStack.LIBRARY_BUFFER_BYTES);
            this.source = source;
            this.countUnknown = countUnknown;
        }

        @Override
        public T read() throws IOException {
            try {
                if (in.isAtEnd()) {
                    return null;
                }
                // The size limit counts every byte of the stream; protobuf's advice for a sequence of messages.
                in.resetSizeCounter();
                int outerLimit = in.pushLimit(in.readRawVarint32());
                M message = binding.parser().parseFrom(in, ExtensionRegistryLite.getEmptyRegistry());
                in.popLimit(outerLimit);
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
            stream.close();
        }
    }
}
