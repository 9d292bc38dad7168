package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
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
import io.formatbench.codec.json.framing.JsonLineSplitter;
import io.formatbench.codec.json.proto3.ProtoJsonPolicy;
import io.formatbench.codec.protobuf.OwnMessages;
import io.formatbench.codec.protobuf.ProtoBinding;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * JSON Lines through protobuf's own JSON mapping, JsonFormat (protobuf-java-util), as proto-first
 * services run it: each record becomes its generated message through the schema's {@link ProtoBinding},
 * printed on a line of its own, with the .proto's field names and every field, defaults too; and each
 * line is parsed back into a new builder, rejecting unknown fields (JsonFormat's default).
 *
 * <p>JsonFormat parses one JSON text from a String or a Reader, so the reader cuts lines itself
 * ({@link JsonLineSplitter}), on the bytes of the caller's stream, and decodes each line with String's
 * UTF-8 constructor: the decoding of a BufferedReader over an InputStreamReader, and its malformed
 * input replaced the same way, without its second buffer. A record is one line, as JSON Lines defines
 * it; unlike the Jackson readers, which read a stream of values, this one refuses a record spread over
 * lines, and a second record on a line.
 *
 * <p>The mapping writes 64-bit integers as strings ("id":"7"), so the files differ from Jackson's and
 * the codec says it does not write the dataset's bytes; it reads the dataset's file, where they are
 * numbers. The strict reader adds the tool's policy on top: strict UTF-8, as the other JSON readers,
 * and {@link ProtoJsonPolicy} on each line for what JsonFormat accepts beyond it.
 *
 * <p>A reader that skips unknown fields parses with ignoringUnknownFields(), which skips them at any
 * depth and counts nothing; the record's own are counted from the line against the descriptor's field
 * names: by the strict check's own pass, or by a pass of their own for a library reader.
 */
public final class ProtobufJsonCodec<T, M extends Message> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("protobuf-json");

    private final ProtoBinding<T, M> binding;
    private final JsonFormat.Printer printer = JsonFormat.printer()
            .preservingProtoFieldNames()
            .omittingInsignificantWhitespace()
            .alwaysPrintFieldsWithNoPresence();
    private final JsonFormat.Parser parser = JsonFormat.parser();
    private final JsonFormat.Parser skipping = JsonFormat.parser().ignoringUnknownFields();
    private final ProtoJsonPolicy policy;

    private final Optional<OwnObjects<T, ?>> ownObjects;

    /** The codec on {@code binding}'s records, without objects of its own: on messages, or for code that maps. */
    public ProtobufJsonCodec(ProtoBinding<T, M> binding) {
        this.binding = binding;
        this.policy = new ProtoJsonPolicy(binding.defaultInstance().getDescriptorForType(), JsonPolicy.newFactory());
        this.ownObjects = Optional.empty();
    }

    /** The codec on the schema's records, with the same codec on protoc's messages as its own objects. */
    public ProtobufJsonCodec(ProtoBinding<T, M> binding, OwnMessages<T, M> messages) {
        this.binding = binding;
        this.policy = new ProtoJsonPolicy(binding.defaultInstance().getDescriptorForType(), JsonPolicy.newFactory());
        this.ownObjects = messages.of(ProtobufJsonCodec::new);
    }

    @Override
    public CodecName name() {
        return NAME;
    }

    @Override
    public Format format() {
        return Format.JSON;
    }

    @Override
    public Style style() {
        return Style.IDIOMATIC;
    }

    @Override
    public String description() {
        return "protobuf-java-util JsonFormat: printer (proto names, every field) and parser, a new message per record,"
                + " one record per line";
    }

    @Override
    public boolean writesDatasetBytes() {
        return false;
    }

    @Override
    public Optional<OwnObjects<T, ?>> ownObjects() {
        return ownObjects;
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new ProtobufJsonMessages<>(binding, printer, parser);
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) {
        // The writer's encoder buffers 8 KiB of bytes on top of the caller's buffered stream, as in any program that
        // writes text.
        Writer text = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        return new RecordWriter<>() {
            @Override
            public void write(T record) throws IOException {
                text.write(printer.print(binding.toMessage(record)));
                text.write('\n');
            }

            @Override
            public void close() throws IOException {
                text.close();
            }
        };
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        InputStream bytes = options.strict() ? JsonPolicy.strictUtf8(in, source) : in;
        return new LineReader(bytes, in, source, options.strict(), options.skipsUnknownFields());
    }

    private final class LineReader implements RecordReader<T> {
        private final JsonLineSplitter lines;
        private final InputStream stream;
        private final String source;
        private final boolean strict;
        private final boolean skip;
        private long index;
        private long skipped;
        /** Text after the last record on its line: the next record, refused at the next read. */
        private BadInputException next;

        LineReader(InputStream bytes, InputStream stream, String source, boolean strict, boolean skip) {
            this.lines = new JsonLineSplitter(bytes);
            this.stream = stream;
            this.source = source;
            this.strict = strict;
            this.skip = skip;
        }

        @Override
        public T read() throws IOException {
            if (next != null) {
                throw next;
            }
            long start = -1;
            try {
                if (!lines.next()) {
                    return null;
                }
                start = lines.offset();
                int length = lines.length();
                int unknown = 0;
                if (strict) {
                    ProtoJsonPolicy.Checked checked = policy.check(lines.buffer(), lines.start(), length, skip);
                    int used = checked.used();
                    unknown = checked.skipped();
                    int after = firstNonWhitespace(lines.buffer(), lines.start() + used, lines.start() + length);
                    if (after >= 0) {
                        next = new BadInputException(source, index + 1, start + (after - lines.start()),
                                "a second value on the line of the record before: JSON Lines holds one record per"
                                        + " line");
                        length = used;
                    }
                }
                Message.Builder builder = binding.defaultInstance().newBuilderForType();
                String text = new String(lines.buffer(), lines.start(), length, StandardCharsets.UTF_8);
                (skip ? skipping : parser).merge(text, builder);
                @SuppressWarnings("unchecked")
                M message = (M) builder.build();
                if (strict) {
                    binding.checkValues(message);
                }
                T record = binding.fromMessage(message);
                if (skip && !strict) {
                    unknown = policy.countUnknown(lines.buffer(), lines.start(), length);
                }
                index++;
                skipped += unknown;
                return record;
            } catch (InvalidProtocolBufferException e) {
                next = null;
                throw new BadInputException(source, index, start, String.valueOf(e.getMessage()), e);
            } catch (JsonProcessingException | InvalidRecordException | CharConversionException e) {
                next = null;
                // Failing inside next(), the line is where the splitter stood: -1 before its first byte.
                long at = start >= 0 ? start : lines.offset();
                throw JsonErrors.forRecord(source, index, at, at, e);
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

    /** Where the first byte other than JSON whitespace in {@code [from, to)} is, or -1. */
    private static int firstNonWhitespace(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!JsonLineSplitter.isWhitespace(bytes[i])) {
                return i;
            }
        }
        return -1;
    }
}
