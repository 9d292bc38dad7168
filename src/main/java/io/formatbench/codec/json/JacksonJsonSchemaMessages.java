package io.formatbench.codec.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The jackson-json-schema codec in memory: encodes as jackson-databind; decodes a message into a
 * tree, validates each record against the JSON Schema and maps it with databind, as its file reader.
 */
final class JacksonJsonSchemaMessages<T> implements MessageCodec<T> {

    private final MessageCodec<T> databind;
    private final ObjectReader trees;
    private final ObjectReader records;
    private final RecordJsonSchema schema;

    JacksonJsonSchemaMessages(MessageCodec<T> databind, ObjectReader trees, ObjectReader records,
            RecordJsonSchema schema) {
        this.databind = databind;
        this.trees = trees;
        this.records = records;
        this.schema = schema;
    }

    @Override
    public byte[] encode(T record) throws IOException {
        return databind.encode(record);
    }

    @Override
    public T decode(byte[] message) throws IOException {
        JsonNode tree = tree(message);
        schema.check(tree);
        return records.readValue(tree);
    }

    @Override
    public byte[] encodeList(List<T> records) throws IOException {
        return databind.encodeList(records);
    }

    @Override
    public List<T> decodeList(byte[] message) throws IOException {
        JsonNode tree = tree(message);
        if (!tree.isArray()) {
            throw new InvalidRecordException("expected a JSON array, found "
                    + tree.getNodeType().name().toLowerCase(Locale.ROOT));
        }
        List<T> list = new ArrayList<>(tree.size());
        for (JsonNode element : tree) {
            schema.check(element);
            list.add(records.readValue(element));
        }
        return list;
    }

    private JsonNode tree(byte[] message) throws IOException {
        try {
            return trees.readValue(message);
        } catch (MappedJsonLines.Refused e) {
            throw new InvalidRecordException(e.getMessage());
        }
    }
}
