package io.formatbench.codec.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NumericNode;
import com.fasterxml.jackson.databind.node.ValueNode;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.ReadOptions;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.Style;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * JSON Lines read the way a service that validates its input does: each record read as a tree,
 * validated against the schema's JSON Schema ({@link RecordJsonSchema}, with json-schema-validator),
 * then mapped to the record by databind. Its cost stands beside that of protobuf, whose schema is
 * built into the format. Writes as jackson-databind does: a writer has nothing to validate.
 */
public final class JacksonJsonSchemaCodec<T> implements Codec<T> {

    public static final CodecName NAME = CodecName.of("jackson-json-schema");

    private final JacksonDatabindCodec<T> databind;
    private final ObjectReader trees;
    private final ObjectReader records;
    private final SchemaName schemaName;
    /**
     * Compiled on first use, not here: every JVM of the tool makes every schema's codecs, and compiling
     * a JSON Schema costs a quarter of a second of a benchmark fork's start whichever codec it runs.
     */
    private RecordJsonSchema schema;

    /**
     * @param schemaName the dataset schema's name: its JSON Schema is {@code proto/<schemaName>.schema.json}
     * @throws IllegalStateException when that file is missing (one that does not compile fails at first use)
     */
    public JacksonJsonSchemaCodec(SchemaName schemaName, Class<T> type) {
        ObjectMapper mapper = JsonPolicy.newMapper();
        this.databind = new JacksonDatabindCodec<>(type, mapper);
        this.trees = mapper.readerFor(JsonNode.class).with(FiniteNumberNodes.INSTANCE);
        this.records = mapper.readerFor(type);
        RecordJsonSchema.requireFile(schemaName);
        this.schemaName = schemaName;
    }

    /**
     * A tree's numbers as JSON holds them, finite: a number literal past the largest double would become an
     * infinite node, which the record would then take for the mapping's "Infinity" (a string in the JSON).
     */
    static class FiniteNumberNodes extends JsonNodeFactory {
        private static final long serialVersionUID = 1L;
        static final FiniteNumberNodes INSTANCE = new FiniteNumberNodes();

        @Override
        public NumericNode numberNode(double value) {
            if (!Double.isFinite(value)) {
                throw new MappedJsonLines.Refused("a number beyond the range of a double");
            }
            return super.numberNode(value);
        }

        @Override
        public ValueNode numberNode(Double value) {
            return value == null ? nullNode() : numberNode((double) value);
        }
    }

    /** Whether the schema has a JSON Schema of its record beside its .proto: only the tool's own schemas do. */
    public static boolean hasSchema(SchemaName schemaName) {
        return RecordJsonSchema.exists(schemaName);
    }

    private synchronized RecordJsonSchema schema() {
        if (schema == null) {
            schema = RecordJsonSchema.load(schemaName);
        }
        return schema;
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
        return "jackson-databind tree per record, validated against " + RecordJsonSchema.resourceOf(schemaName)
                + " (json-schema-validator, draft 2020-12), then mapped with databind; writes as jackson-databind";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new JacksonJsonSchemaMessages<>(databind.newMessageCodec(), trees, records, schema());
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) throws IOException {
        return databind.newWriter(out);
    }

    @Override
    public RecordReader<T> newReader(InputStream in, String source, ReadOptions options) throws IOException {
        // A tree has no unknown properties: a skipping reader takes them out of it before validation.
        RecordTreeNodes nodes = new RecordTreeNodes();
        ObjectReader checking = JsonPolicy.reader(trees.with(nodes), options.with(UnknownFields.REJECT),
                JsonUnknownFields.REJECT);
        boolean skip = options.skipsUnknownFields();
        JsonPolicy.Opened opened = JsonPolicy.openParser(in, source, options, checking::createParser);
        MappingIterator<JsonNode> values = checking.readValues(opened.parser());
        long[] skipped = {0};
        RecordJsonSchema schema = schema();
        return new MappedJsonLines<>(opened, values, source, tree -> {
            nodes.recordEnded();
            if (skip) {
                skipped[0] += schema.removeUnknown(tree);
            }
            schema.check(tree);
            return records.readValue(tree);
        }, () -> skipped[0]);
    }
}
