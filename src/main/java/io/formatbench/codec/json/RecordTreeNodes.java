package io.formatbench.codec.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BinaryNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.NumericNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.databind.node.ValueNode;
import io.formatbench.codec.Limits;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The nodes of the trees one jackson-json-schema reader builds, each record's at most
 * {@link Limits#MAX_JSON_TREE_VALUES}: the record size limit bounds a record's bytes, not its tree,
 * so that a record of 16 MiB of tiny objects would need some 400 MB as a tree, where every strict
 * reader must refuse a hostile file in a 64 MiB heap (SmallHeapTest). Numbers are finite, as every
 * tree's ({@link JacksonJsonSchemaCodec.FiniteNumberNodes}). One per reader: it counts.
 */
final class RecordTreeNodes extends JacksonJsonSchemaCodec.FiniteNumberNodes {

    private static final long serialVersionUID = 1L;

    private int values;

    /** The next node belongs to the next record's tree. */
    void recordEnded() {
        values = 0;
    }

    private void count() {
        if (++values > Limits.MAX_JSON_TREE_VALUES) {
            throw new MappedJsonLines.Refused("the record holds more than " + Limits.MAX_JSON_TREE_VALUES
                    + " values, the limit of a record this codec validates as a tree");
        }
    }

    @Override
    public ObjectNode objectNode() {
        count();
        return super.objectNode();
    }

    @Override
    public ArrayNode arrayNode() {
        count();
        return super.arrayNode();
    }

    @Override
    public ArrayNode arrayNode(int capacity) {
        count();
        return super.arrayNode(capacity);
    }

    @Override
    public TextNode textNode(String text) {
        count();
        return super.textNode(text);
    }

    @Override
    public BinaryNode binaryNode(byte[] data) {
        count();
        return super.binaryNode(data);
    }

    @Override
    public BinaryNode binaryNode(byte[] data, int offset, int length) {
        count();
        return super.binaryNode(data, offset, length);
    }

    @Override
    public BooleanNode booleanNode(boolean value) {
        count();
        return super.booleanNode(value);
    }

    @Override
    public NullNode nullNode() {
        count();
        return super.nullNode();
    }

    @Override
    public NumericNode numberNode(int value) {
        count();
        return super.numberNode(value);
    }

    @Override
    public NumericNode numberNode(long value) {
        count();
        return super.numberNode(value);
    }

    @Override
    public ValueNode numberNode(BigInteger value) {
        count();
        return super.numberNode(value);
    }

    @Override
    public NumericNode numberNode(float value) {
        count();
        return super.numberNode(value);
    }

    @Override
    public NumericNode numberNode(double value) {
        count();
        return super.numberNode(value);
    }

    @Override
    public ValueNode numberNode(BigDecimal value) {
        count();
        return super.numberNode(value);
    }
}
