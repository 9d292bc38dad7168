package io.formatbench.codec;

import io.formatbench.dataset.Schemas;
import io.formatbench.proto.records.User;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** Test helpers over the codecs of {@link Schemas#USER}. */
public final class UserCodecs {

    public static final String SOURCE = SchemaCodec.SOURCE;

    private UserCodecs() {}

    public static List<Codec<User>> all() {
        return Schemas.USER.codecs();
    }

    public static List<Codec<User>> of(Format format) {
        return Schemas.USER.codecs(format);
    }

    /**
     * The codecs of the format that write its dataset file byte for byte ({@link Codec#writesDatasetBytes}):
     * they read each other's files and accept the same ones. protobuf-json is not one of them: its
     * mapping writes 64-bit integers as strings, and it reads one record per line.
     */
    public static List<Codec<User>> datasetCodecs(Format format) {
        return of(format).stream().filter(Codec::writesDatasetBytes).toList();
    }

    /** The readers that read what {@code writer} writes: every reader of its format, or only its own. */
    public static List<Codec<User>> readersOf(Codec<User> writer) {
        return writer.writesDatasetBytes() ? of(writer.format()) : List.of(writer);
    }

    /** The readers that accept exactly the files {@code reader} accepts, itself included. */
    public static List<Codec<User>> alike(Codec<User> reader) {
        return reader.writesDatasetBytes() ? datasetCodecs(reader.format()) : List.of(reader);
    }

    /** Every reader of the format, crossed with every way of streaming: for {@code @MethodSource}. */
    public static Stream<Arguments> readersAndStreams(Format format) {
        return of(format).stream().flatMap(codec -> Stream.of(Streams.values()).map(s -> Arguments.of(codec, s)));
    }

    public static byte[] write(Codec<User> codec, List<User> users) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (RecordWriter<User> writer = codec.newWriter(IoStack.output(bytes, Compression.NONE))) {
            for (User user : users) {
                writer.write(user);
            }
        }
        return bytes.toByteArray();
    }

    public static List<User> readAll(Codec<User> codec, InputStream in) throws IOException {
        return readAll(codec, in, ReadOptions.STRICT);
    }

    public static List<User> readAll(Codec<User> codec, InputStream in, ReadOptions options) throws IOException {
        List<User> users = new ArrayList<>();
        try (RecordReader<User> reader = codec.newReader(in, SOURCE, options)) {
            for (User user; (user = reader.read()) != null; ) {
                users.add(user);
            }
        }
        return users;
    }

    /** Every way a reader can be told to read: both checks, both ways with unknown fields. */
    public static List<ReadOptions> everyReadOption() {
        List<ReadOptions> options = new ArrayList<>();
        for (ReadChecks checks : ReadChecks.values()) {
            for (UnknownFields unknownFields : UnknownFields.values()) {
                options.add(ReadOptions.of(checks, unknownFields));
            }
        }
        return options;
    }

    public static List<User> readAll(Codec<User> codec, byte[] bytes, Streams streams) throws IOException {
        return readAll(codec, streams.open(bytes));
    }

    /** Users that reach the corners: extreme numbers, empty, escaped and non-BMP strings. */
    public static List<User> corners() {
        return List.of(
                new User(1, "Zoë Ødegaard", "zoe.odegaard7@example.com", 18, true),
                new User(Long.MAX_VALUE, "", "", Integer.MAX_VALUE, false),
                new User(Long.MIN_VALUE, "Nguyễn Trần", "x@example.org", Integer.MIN_VALUE, true),
                new User(0, "quote \" backslash \\ slash / tab \t newline \n nul \u0000", "ctl \u001f \u007f", 0,
                        false),
                new User(-1, "emoji \uD83D\uDE00 and U+10FFFF \uDBFF\uDFFF and U+0800 \u0800 and U+D7FF \uD7FF",
                        "ß@例え.jp", 90, true),
                new User(128, "x".repeat(300), "y".repeat(70_000), 127, true));
    }
}
