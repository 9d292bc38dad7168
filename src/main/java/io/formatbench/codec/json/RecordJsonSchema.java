package io.formatbench.codec.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.SchemaName;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * A schema's JSON Schema (draft 2020-12), kept beside its .proto as {@code proto/<schema>.schema.json}
 * and packaged by the build as {@code schemas/<schema>.schema.json}, compiled once by
 * json-schema-validator. A compiled schema is immutable and may be shared by threads, as its
 * documentation says.
 */
final class RecordJsonSchema {

    /** Where the build puts the schema files on the class path. */
    static final String FOLDER = "schemas/";

    private final String resource;
    private final JsonSchema schema;
    /** The schema file as a tree: which properties each object has, for a reader that skips the others. */
    private final JsonNode document;

    private RecordJsonSchema(String resource, JsonSchema schema, JsonNode document) {
        this.resource = resource;
        this.schema = schema;
        this.document = document;
    }

    /** The class path name of a schema's JSON Schema file, e.g. {@code schemas/user.schema.json}. */
    static String resourceOf(SchemaName schemaName) {
        return FOLDER + schemaName + ".schema.json";
    }

    /** Whether the schema has a JSON Schema file on the class path. */
    static boolean exists(SchemaName schemaName) {
        return RecordJsonSchema.class.getClassLoader().getResource(resourceOf(schemaName)) != null;
    }

    /** @throws IllegalStateException when the schema has no JSON Schema file on the class path */
    static void requireFile(SchemaName schemaName) {
        if (!exists(schemaName)) {
            throw missing(schemaName);
        }
    }

    /** @throws IllegalStateException when the schema has no JSON Schema file, or one that does not compile */
    static RecordJsonSchema load(SchemaName schemaName) {
        String resource = resourceOf(schemaName);
        try (InputStream in = RecordJsonSchema.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw missing(schemaName);
            }
            JsonNode document = new ObjectMapper().readTree(in);
            return new RecordJsonSchema(resource, JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(document, config()), document);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        } catch (RuntimeException e) {
            if (e instanceof IllegalStateException) {
                throw e;
            }
            throw new IllegalStateException(resource + " is not a usable JSON Schema: " + e.getMessage(), e);
        }
    }

    /**
     * The validator's configuration, made with the schema it compiles and not as this class loads: every
     * fork asks whether the schema has a file ({@link #exists}), and a fork must run nothing of a library a
     * codec measures before its passes, this validator included.
     */
    private static SchemaValidatorsConfig config() {
        return SchemaValidatorsConfig.builder().pathType(PathType.JSON_POINTER).build();
    }

    private static IllegalStateException missing(SchemaName schemaName) {
        return new IllegalStateException("schema '" + schemaName + "' has no JSON Schema: " + resourceOf(schemaName)
                + " is not on the class path (it is proto/" + schemaName + ".schema.json in the project,"
                + " packaged by the build)");
    }

    /** @throws InvalidRecordException naming the first value that breaks the schema, by its JSON pointer */
    void check(JsonNode record) throws InvalidRecordException {
        Set<ValidationMessage> errors = schema.validate(record);
        if (!errors.isEmpty()) {
            ValidationMessage first = errors.iterator().next();
            // A property the schema lacks is what data of a newer schema holds: said as the other readers
            // say it, with how to read past it (the validator's own sentence would crowd that out).
            String error = "additionalProperties".equals(first.getType()) && first.getProperty() != null
                    ? InvalidRecordException.unknownField(first.getProperty()).getMessage() : first.getError();
            throw InvalidRecordException.breaksSchema(resource, first.getInstanceLocation().toString(), error);
        }
    }

    /**
     * Takes out of the record every property its schema does not list, at any depth (an object's
     * {@code properties}, through {@code items} and local {@code $ref}s), so that a reader that skips
     * unknown fields can still validate against a schema whose objects say {@code additionalProperties:
     * false}. Returns how many were the record's own: only those count, as in the other JSON readers.
     */
    int removeUnknown(JsonNode record) {
        return removeUnknown(record, document);
    }

    private int removeUnknown(JsonNode value, JsonNode schemaNode) {
        JsonNode shape = resolve(schemaNode);
        int removed = 0;
        if (value instanceof ObjectNode object && shape.has("properties")) {
            JsonNode properties = shape.get("properties");
            for (Iterator<Map.Entry<String, JsonNode>> fields = object.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                JsonNode property = properties.get(field.getKey());
                if (property == null) {
                    fields.remove();
                    removed++;
                } else {
                    removeUnknown(field.getValue(), property);
                }
            }
        } else if (value.isArray() && shape.has("items")) {
            for (JsonNode element : value) {
                removeUnknown(element, shape.get("items"));
            }
        }
        return removed;
    }

    /** A local reference ("#/$defs/Field") as the node it names; any other node as itself. */
    private JsonNode resolve(JsonNode schemaNode) {
        JsonNode ref = schemaNode.get("$ref");
        if (ref != null && ref.asText().startsWith("#/")) {
            return resolve(document.at(ref.asText().substring(1)));
        }
        return schemaNode;
    }
}
