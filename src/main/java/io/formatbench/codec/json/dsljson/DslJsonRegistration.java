package io.formatbench.codec.json.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.SerializationException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;

/**
 * The DslJson of the dsl-json codecs: configured as DSL-JSON documents, with the record's generated
 * converter registered as its annotation processor's code registers a class's ({@code registerReader},
 * {@code registerWriter}). One setting is not the default: {@code DoublePrecision.EXACT}, which
 * DSL-JSON offers for doubles that must read back to the same bits; its default (level 3) reads about
 * one in ten of the JDK's shortest doubles a bit off in the last place, which would change the records.
 */
final class DslJsonRegistration {

    private DslJsonRegistration() {}

    /** A DslJson with the codecs' settings and no converter of a record of ours. */
    static DslJson<Object> newDslJson() {
        return new DslJson<>(new DslJson.Settings<>().doublePrecision(JsonReader.DoublePrecision.EXACT));
    }

    /**
     * A DslJson with the record's converter registered, which hands a property the record lacks to
     * {@code unknown}: DSL-JSON's converters take no state per call, so a reader that counts what it skips
     * has a DslJson of its own.
     */
    static <T> DslJson<Object> withBinding(DslJsonBinding<T> binding, JsonUnknownFields unknown) {
        DslJson<Object> json = newDslJson();
        json.registerReader(binding.type(), reader -> {
            requireRecord(reader);
            return binding.read(reader, unknown);
        });
        json.registerWriter(binding.type(), (writer, record) -> {
            try {
                binding.write(writer, record);
            } catch (IOException e) {
                throw new SerializationException(e);
            }
        });
        return json;
    }

    /** A record: the reader's last token must open an object. */
    static void requireRecord(JsonReader<?> reader) throws InvalidRecordException {
        if (reader.last() != '{') {
            throw new InvalidRecordException("expected a JSON object, found " + DslJsonValues.found(reader));
        }
    }

    /** What a failure of DSL-JSON's writing calls is to the tool: the binding's refusal, or DSL-JSON's words. */
    static IOException asIoException(RuntimeException e) {
        return e.getCause() instanceof IOException cause ? cause : new IOException("DSL-JSON: " + e.getMessage(), e);
    }
}
