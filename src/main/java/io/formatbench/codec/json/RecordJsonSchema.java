package io.formatbench.codec.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.formatbench.codec.InvalidRecordException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
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

    private static final SchemaValidatorsConfig CONFIG = SchemaValidatorsConfig.builder()
            .pathType(PathType.JSON_POINTER)
            .build();

    private final String resource;
    private final JsonSchema schema;

    private RecordJsonSchema(String resource, JsonSchema schema) {
        this.resource = resource;
        this.schema = schema;
    }

    /** @throws IllegalStateException when the schema has no JSON Schema file, or one that does not compile */
    static RecordJsonSchema load(String schemaName) {
        String resource = FOLDER + schemaName + ".schema.json";
        try (InputStream in = RecordJsonSchema.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("schema '" + schemaName + "' has no JSON Schema: " + resource
                        + " is not on the class path (it is proto/" + schemaName + ".schema.json in the project,"
                        + " packaged by the build)");
            }
            return new RecordJsonSchema(resource, JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(in, CONFIG));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        } catch (RuntimeException e) {
            if (e instanceof IllegalStateException) {
                throw e;
            }
            throw new IllegalStateException(resource + " is not a usable JSON Schema: " + e.getMessage(), e);
        }
    }

    /** The class path name of the schema file, e.g. {@code schemas/user.schema.json}. */
    String resource() {
        return resource;
    }

    /** @throws InvalidRecordException naming the first value that breaks the schema, by its JSON pointer */
    void check(JsonNode record) throws InvalidRecordException {
        Set<ValidationMessage> errors = schema.validate(record);
        if (!errors.isEmpty()) {
            ValidationMessage first = errors.iterator().next();
            throw InvalidRecordException.breaksSchema(resource, first.getInstanceLocation().toString(), first.getError());
        }
    }
}
