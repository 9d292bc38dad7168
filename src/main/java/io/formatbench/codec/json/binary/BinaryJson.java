package io.formatbench.codec.json.binary;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.json.JsonBinding;
import io.formatbench.codec.jackson3.Jackson3Policy;
import io.formatbench.codec.json.JsonPolicy;
import io.formatbench.codec.json.RecordFraming;
import io.formatbench.codec.json.framing.InputEnd;
import io.formatbench.codec.json.framing.StackSizedBuffers;
import java.io.IOException;
import java.io.InputStream;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import org.msgpack.jackson.dataformat.MessagePackMapper;

/**
 * The binary formats read and written through the same parser and generator API as JSON (Jackson's own
 * CBOR and Smile, and msgpack-java's MessagePack), so through the same {@link JsonBinding}s and the same
 * databind configuration ({@link JsonPolicy#configure}): the records' document is the same as in JSON
 * Lines (proto3's JSON mapping: an int64 as a decimal string, bytes as base64, a timestamp as RFC 3339
 * text), only its encoding differs. What differs
 * per format is here: the factory with the library's defaults and the tool's read limits, the mapper,
 * and the codecs' names.
 */
public enum BinaryJson {
    /**
     * A CBOR sequence (RFC 8742): each record one CBOR map, back to back, no separator, no header.
     * CBORGenerator writes a map as indefinite-length (0xBF ... 0xFF) and each integer in its
     * smallest form, by default.
     */
    CBOR(new Format("cbor", ".cbor", "a CBOR sequence (RFC 8742: one CBOR map per record, back to back)"),
            "CBORFactory/CBORMapper") {
        @Override
        public long firstRecordStart() {
            return 0;
        }

        @Override
        public JsonFactory newFactory() {
            return CBORFactory.builder().streamReadConstraints(JsonPolicy.CONSTRAINTS).build();
        }

        @Override
        public ObjectMapper newMapper(Module... modules) {
            return JsonPolicy.configure(CBORMapper.builder((CBORFactory) newFactory())).addModule(textOnly())
                    .addModules(modules).build();
        }

        @Override
        public tools.jackson.core.TokenStreamFactory jackson3Factory() {
            return tools.jackson.dataformat.cbor.CBORFactory.builder()
                    .streamReadConstraints(Jackson3Policy.CONSTRAINTS).build();
        }

        @Override
        public tools.jackson.databind.cfg.MapperBuilder<?, ?> jackson3MapperBuilder() {
            return tools.jackson.dataformat.cbor.CBORMapper.builder(
                    (tools.jackson.dataformat.cbor.CBORFactory) jackson3Factory());
        }

        @Override
        InputStream textChecked(InputStream in) {
            return new CborTextCheckingInputStream(in);
        }

        @Override
        public String badStart(byte[] head) {
            return null;
        }
    },
    /**
     * Smile: a four-byte header, then each record one root object. SmileGenerator's defaults: the
     * header, back-references to field names already written (shared across records), none to string
     * values, no end marker.
     */
    SMILE(new Format("smile", ".smile",
            "a Smile stream (Jackson's binary JSON: a header, then one object per record)"), "SmileFactory/SmileMapper") {
        /** After the header (":)\n" and a byte of flags), which the writer writes and the reader requires. */
        @Override
        public long firstRecordStart() {
            return 4;
        }

        @Override
        public JsonFactory newFactory() {
            return SmileFactory.builder().streamReadConstraints(JsonPolicy.CONSTRAINTS).build();
        }

        @Override
        public ObjectMapper newMapper(Module... modules) {
            return JsonPolicy.configure(SmileMapper.builder((SmileFactory) newFactory())).addModule(textOnly())
                    .addModules(modules).build();
        }

        @Override
        public tools.jackson.core.TokenStreamFactory jackson3Factory() {
            return tools.jackson.dataformat.smile.SmileFactory.builder()
                    .streamReadConstraints(Jackson3Policy.CONSTRAINTS).build();
        }

        @Override
        public tools.jackson.databind.cfg.MapperBuilder<?, ?> jackson3MapperBuilder() {
            return tools.jackson.dataformat.smile.SmileMapper.builder(
                    (tools.jackson.dataformat.smile.SmileFactory) jackson3Factory());
        }

        @Override
        InputStream textChecked(InputStream in) {
            return new SmileTextCheckingInputStream(in);
        }

        /** Jackson's parser reads a stream without the header as if it had one, from byte 0. */
        @Override
        public String badStart(byte[] head) {
            boolean header = head.length == 4 && head[0] == ':' && head[1] == ')' && head[2] == '\n';
            return header ? null : "no Smile header (':)' and a newline, then a byte of flags) before the first record";
        }
    },
    /**
     * MessagePack: each record one map, back to back, no separator, no header, as msgpack's own
     * unpackers read a stream of values. msgpack-java's generator writes a map or array with its size
     * first, each integer in its smallest form, a float as float 32 and a double as float 64, a string
     * as str and bytes as bin; the tool's factory hands each record a generator of its own, as
     * msgpack-java writes several values ({@link MsgpackStreamGenerator}).
     */
    MSGPACK(new Format("msgpack", ".msgpack", "a MessagePack stream (one map per record, back to back, no header)"),
            "MessagePackFactory/MessagePackMapper") {
        @Override
        public long firstRecordStart() {
            return 0;
        }

        /** msgpack-java's factory has no builder: the limits are set on it. */
        @Override
        public JsonFactory newFactory() {
            MsgpackFactory factory = new MsgpackFactory();
            factory.setStreamReadConstraints(JsonPolicy.CONSTRAINTS);
            return factory;
        }

        /** Its parsers take a duplicate detector only when they are made, as CBOR's and Smile's. */
        @Override
        public JsonFactory newDuplicateDetectingFactory() {
            return newFactory().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        }

        @Override
        public ObjectMapper newMapper(Module... modules) {
            return JsonPolicy.configure(MessagePackMapper.builder((MessagePackFactory) newFactory()))
                    .addModule(textOnly()).addModules(modules).build();
        }

        /** Jackson's buffers are not msgpack-java's: its parsers and generators keep their own. */
        @Override
        JsonFactory stackSized(JsonFactory factory) {
            return factory;
        }

        @Override
        InputStream textChecked(InputStream in) {
            return new MsgpackTextCheckingInputStream(in);
        }

        @Override
        public String badStart(byte[] head) {
            return null;
        }
    };

    /**
     * Databind's StringDeserializer reads a byte string, which JSON cannot hold, as its base64 text:
     * a string field would take a value of the wrong type. The binary mappers refuse it, as every
     * other wrong type; the only change to the JSON mapper's configuration.
     */
    private static SimpleModule textOnly() {
        // Made with each mapper, not as this enum loads: every fork loads it with the format registry, and a
        // fork must run nothing of Jackson before it measures it.
        return new SimpleModule("formatbench-text-only").addDeserializer(String.class, new TextOnly());
    }

    private final Format format;
    private final String classes;

    BinaryJson(Format format, String classes) {
        this.format = format;
        this.classes = classes;
    }

    public Format format() {
        return format;
    }

    /** The format's parser and generator factory: Jackson's defaults plus the tool's read limits. */
    public abstract JsonFactory newFactory();

    /**
     * {@code factory} with the buffers of a tuned codec ({@link StackSizedBuffers}), where the format's
     * parsers and generators take Jackson's.
     */
    JsonFactory stackSized(JsonFactory factory) {
        return StackSizedBuffers.of(factory);
    }

    /** The records of this format back to back in {@code in}, which the parser reads. */
    RecordFraming framing(InputEnd.Watched in) {
        return new RecordFraming(firstRecordStart(), InputEnd.nothingAfter(in), () -> badStart(in.head()));
    }

    /** Where a file's first record starts: its records follow each other from there ({@link RecordFraming}). */
    public abstract long firstRecordStart();

    /**
     * The factory with duplicate keys detected: what the strict readers that need it open their parsers
     * with. The JSON readers turn the detection on in a parser already made, which CBOR's and Smile's
     * parsers ignore: their contexts take a duplicate detector only when they are made.
     */
    public JsonFactory newDuplicateDetectingFactory() {
        return newFactory().rebuild().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    }

    /**
     * The stream a reader of the format hands its parser, counting the bytes the parser takes; a
     * strict reader's checks the UTF-8 of every text string on the way, which Jackson's parsers of
     * both formats decode without rejecting overlong forms or encoded surrogates.
     */
    public InputEnd.Watched watched(InputStream in, ReadOptions options) {
        return new InputEnd.Watched(options.strict() ? textChecked(in) : in);
    }

    /** What is wrong with a file's first bytes, given up to four, before its first record; null if nothing. */
    public abstract String badStart(byte[] head);

    /** {@code in} with the UTF-8 of its text strings checked as it is read. */
    abstract InputStream textChecked(InputStream in);

    /**
     * The format's Jackson 3 factory, its defaults and the Jackson 3 codecs' read limits: what
     * {@code codec/jackson3}'s CBOR and Smile codecs build on. MessagePack has none (msgpack-java is Jackson 2's).
     */
    public tools.jackson.core.TokenStreamFactory jackson3Factory() {
        throw new UnsupportedOperationException(format.id() + " has no Jackson 3 codecs");
    }

    /** A builder of the format's Jackson 3 mapper over {@link #jackson3Factory()}, which Jackson3Policy configures. */
    public tools.jackson.databind.cfg.MapperBuilder<?, ?> jackson3MapperBuilder() {
        throw new UnsupportedOperationException(format.id() + " has no Jackson 3 codecs");
    }

    /** Whether the format has Jackson 3 codecs. */
    public boolean hasJackson3() {
        return this != MSGPACK;
    }

    /** The format's mapper, configured as the JSON one. */
    public abstract ObjectMapper newMapper(Module... modules);

    /** The binary format of {@code format}; an error for one that is not. */
    public static BinaryJson of(Format format) {
        for (BinaryJson binary : values()) {
            if (binary.format.equals(format)) {
                return binary;
            }
        }
        throw new IllegalArgumentException(format + " is not a binary Jackson format");
    }

    /** {@code cbor-databind}, {@code smile-databind}, {@code msgpack-databind}. */
    public CodecName databindName() {
        return CodecName.of(format.id() + "-databind");
    }

    /** {@code cbor-jackson3-databind}, {@code smile-jackson3-databind}: Jackson 3's twin of {@link #databindName()}. */
    public CodecName jackson3DatabindName() {
        return CodecName.of(format.id() + "-jackson3-databind");
    }

    /** {@code cbor-jackson3-streaming}, {@code smile-jackson3-streaming}. */
    public CodecName jackson3StreamingName() {
        return CodecName.of(format.id() + "-jackson3-streaming");
    }

    /** {@code cbor-streaming}, {@code smile-streaming}, {@code msgpack-streaming}. */
    public CodecName streamingName() {
        return CodecName.of(format.id() + "-streaming");
    }

    /** A string is a text string: a byte string is refused as the wrong type. */
    private static final class TextOnly extends StringDeserializer {
        private static final long serialVersionUID = 1L;

        @Override
        public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (parser.currentToken() == JsonToken.VALUE_EMBEDDED_OBJECT) {
                return (String) context.handleUnexpectedToken(String.class, parser);
            }
            return super.deserialize(parser, context);
        }
    }

    /** The factory and mapper classes, for the codecs' descriptions. */
    String classes() {
        return classes;
    }
}
