package io.formatbench.bench;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.ExtensionRegistryLite;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.IoStack;
import io.formatbench.codec.OwnObjects;
import io.formatbench.codec.json.JacksonDatabindCodec;
import io.formatbench.codec.json.JacksonStreamingCodec;
import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.codec.protobuf.ProtobufDelimitedCodec;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.measure.LatencyRecorder;
import io.formatbench.model.ContentDigest;
import io.formatbench.proto.records.User;
import io.formatbench.results.Operation;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * The yardstick for the harness: each codec's work written as the bare loop a careful engineer
 * would write in a main method, straight against the library, with the libraries' default settings
 * (but one: SequenceWriter's flush after every value, the trap its documentation names, is off, as
 * in the codec) and none of the tool's checks or abstractions ({@link io.formatbench.results.Variant#BARE_LOOP}).
 * The tool's own codecs must come close to these. Same I/O stack, same checksum, same verification
 * as the codecs; the writes write the dataset's bytes exactly, final newline included.
 */
final class BareLoops {

    /** The schema the loops are written for: they are hand-written against its record. */
    private static final DatasetSchema<User> SCHEMA = Schemas.USER;

    /**
     * The loops of each codec of {@link #SCHEMA} that has them, by the codec's name: its identity in the schema.
     * Each runs on the objects its codec is measured on: Jackson's on the records, protobuf's on protoc's messages.
     */
    private static final Map<CodecName, Loops<?>> BY_CODEC = Map.of(
            JacksonDatabindCodec.NAME, new Loops<User>(BareLoops::databindRead, BareLoops::databindWrite),
            JacksonStreamingCodec.NAME, new Loops<User>(BareLoops::streamingRead, BareLoops::streamingWrite),
            ProtobufDelimitedCodec.NAME,
            new Loops<io.formatbench.proto.User>(BareLoops::delimitedRead, BareLoops::delimitedWrite),
            ProtobufCodedCodec.NAME, new Loops<io.formatbench.proto.User>(BareLoops::codedRead, BareLoops::codedWrite));

    private static final SerializableString ID = new SerializedString("id");
    private static final SerializableString NAME = new SerializedString("name");
    private static final SerializableString EMAIL = new SerializedString("email");
    private static final SerializableString AGE = new SerializedString("age");
    private static final SerializableString ACTIVE = new SerializedString("active");

    private BareLoops() {}

    static boolean exists(DatasetSchema<?> schema, Codec<?> codec) {
        return loops(schema, codec) != null;
    }

    /** The codecs that have a bare loop in the schema, sorted. */
    static List<CodecName> codecs(DatasetSchema<?> schema) {
        return schema == SCHEMA ? BY_CODEC.keySet().stream().sorted().toList() : List.of();
    }

    /**
     * @param measured the codec on the objects it is measured on, whose checksum and hash the loop's reads use
     * @param records the records a write writes, held as those objects (null for a read)
     */
    static <T, O> Workload create(DatasetSchema<T> schema, OwnObjects<T, O> measured, Operation operation,
                                  Path dataFile, Compression compression, ChunkedRecords<T, O> records, Path scratch,
                                  boolean fsync) {
        Loops<?> loops = loops(schema, measured.codec());
        if (loops == null) {
            throw new IllegalArgumentException("no bare loop for codec " + measured.codec().name() + " of schema "
                    + schema.name());
        }
        @SuppressWarnings("unchecked") // The loops of a codec run on the objects the codec is measured on.
        Loops<O> typed = (Loops<O>) loops;
        Path file = operation == Operation.READ ? dataFile : scratch;
        return new Loop<>(file, operation, compression, records, fsync, typed, measured);
    }

    private static Loops<?> loops(DatasetSchema<?> schema, Codec<?> codec) {
        return schema == SCHEMA ? BY_CODEC.get(codec.name()) : null;
    }

    private static final ObjectMapper MAPPER = new ObjectMapper().disable(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);
    private static final JsonFactory FACTORY = new JsonFactory();

    private static ContentDigest databindRead(InputStream in, ToLongFunction<User> hash) throws IOException {
        ContentDigest digest = new ContentDigest();
        try (MappingIterator<User> users = MAPPER.readerFor(User.class).readValues(in)) {
            while (users.hasNextValue()) {
                digest.addRecord(hash.applyAsLong(users.nextValue()));
            }
        }
        return digest;
    }

    private static void databindWrite(Iterable<User> records, OutputStream out) throws IOException {
        try (SequenceWriter writer = MAPPER.writerFor(User.class).withRootValueSeparator("\n").writeValues(out)) {
            boolean any = false;
            for (User user : records) {
                writer.write(user);
                any = true;
            }
            // The separator goes between values; JSON Lines ends the last line too.
            writer.flush();
            if (any) {
                out.write('\n');
            }
        }
    }

    private static ContentDigest streamingRead(InputStream in, ToLongFunction<User> hash) throws IOException {
        ContentDigest digest = new ContentDigest();
        try (JsonParser parser = FACTORY.createParser(in)) {
            while (parser.nextToken() == JsonToken.START_OBJECT) {
                long id = 0;
                String name = null;
                String email = null;
                int age = 0;
                boolean active = false;
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String field = parser.currentName();
                    parser.nextToken();
                    switch (field) {
                        case "id" -> id = parser.getLongValue();
                        case "name" -> name = parser.getText();
                        case "email" -> email = parser.getText();
                        case "age" -> age = parser.getIntValue();
                        case "active" -> active = parser.getBooleanValue();
                        default -> parser.skipChildren();
                    }
                }
                digest.addRecord(hash.applyAsLong(new User(id, name, email, age, active)));
            }
        }
        return digest;
    }

    private static void streamingWrite(Iterable<User> records, OutputStream out) throws IOException {
        try (JsonGenerator generator = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
            generator.setRootValueSeparator(new SerializedString("\n"));
            boolean any = false;
            for (User user : records) {
                any = true;
                generator.writeStartObject();
                generator.writeFieldName(ID);
                generator.writeNumber(user.id());
                generator.writeFieldName(NAME);
                generator.writeString(user.name());
                generator.writeFieldName(EMAIL);
                generator.writeString(user.email());
                generator.writeFieldName(AGE);
                generator.writeNumber(user.age());
                generator.writeFieldName(ACTIVE);
                generator.writeBoolean(user.active());
                generator.writeEndObject();
            }
            if (any) {
                generator.writeRaw('\n');
            }
        }
    }

    private static ContentDigest delimitedRead(InputStream in, ToLongFunction<io.formatbench.proto.User> hash)
            throws IOException {
        ContentDigest digest = new ContentDigest();
        try (in) {
            io.formatbench.proto.User message;
            while ((message = io.formatbench.proto.User.parseDelimitedFrom(in)) != null) {
                digest.addRecord(hash.applyAsLong(message));
            }
        }
        return digest;
    }

    private static void delimitedWrite(Iterable<io.formatbench.proto.User> messages, OutputStream out)
            throws IOException {
        try (out) {
            for (io.formatbench.proto.User message : messages) {
                message.writeDelimitedTo(out);
            }
        }
    }

    private static ContentDigest codedRead(InputStream in, ToLongFunction<io.formatbench.proto.User> hash)
            throws IOException {
        ContentDigest digest = new ContentDigest();
        try (in) {
            CodedInputStream coded = CodedInputStream.newInstance(in);
            while (!coded.isAtEnd()) {
                coded.resetSizeCounter();
                int limit = coded.pushLimit(coded.readRawVarint32());
                io.formatbench.proto.User message =
                        io.formatbench.proto.User.parser().parseFrom(coded, ExtensionRegistryLite.getEmptyRegistry());
                coded.popLimit(limit);
                digest.addRecord(hash.applyAsLong(message));
            }
        }
        return digest;
    }

    private static void codedWrite(Iterable<io.formatbench.proto.User> messages, OutputStream out)
            throws IOException {
        try (out) {
            CodedOutputStream coded = CodedOutputStream.newInstance(out);
            for (io.formatbench.proto.User message : messages) {
                coded.writeUInt32NoTag(message.getSerializedSize());
                message.writeTo(coded);
            }
            coded.flush();
        }
    }

    private interface ReadLoop<O> {
        ContentDigest read(InputStream in, ToLongFunction<O> hash) throws IOException;
    }

    private interface WriteLoop<O> {
        void write(Iterable<O> records, OutputStream out) throws IOException;
    }

    private record Loops<O>(ReadLoop<O> reader, WriteLoop<O> writer) {}

    private record Loop<O>(Path file, Operation operation, Compression compression, ChunkedRecords<?, O> records,
                           boolean fsync, Loops<O> loops, OwnObjects<?, O> measured) implements Workload {

        @Override
        public ContentDigest run(PassClock clock) throws IOException {
            if (operation == Operation.READ) {
                try (InputStream in = IoStack.openInput(file, compression)) {
                    return loops.reader().read(in, measured.checksum());
                }
            }
            loops.writer().write(records.during(clock), IoStack.openOutput(file, compression, fsync));
            return null;
        }

        @Override
        public ContentDigest runTimingEachRecord(LatencyRecorder latencies) {
            throw new UnsupportedOperationException("bare loops measure throughput only");
        }

        @Override
        public ContentDigest readContent() throws IOException {
            if (operation == Operation.WRITE) {
                return null;
            }
            try (InputStream in = IoStack.openInput(file, compression)) {
                return loops.reader().read(in, measured.contentHash());
            }
        }
    }
}
