package io.formatbench.codec.json.fastjson2;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONException;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.reader.ObjectReader;
import com.alibaba.fastjson2.writer.ObjectWriter;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.lang.reflect.Type;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A record type's binding as fastjson2's own {@link ObjectReader} and {@link ObjectWriter}, registered
 * with {@link JSON#register} as fastjson2 documents for a type of custom code: then its JSON facade
 * ({@code JSON.parseObject}, {@code JSON.writeTo}) reads and writes the record with the generated code.
 * fastjson2's calls throw no checked exception: a refusal of the binding travels in a
 * {@link Failure}, which the codecs unwrap.
 */
final class Fastjson2Registration {

    /** The types registered so far: a codec is made for every schema, several times per type. */
    private static final Set<Class<?>> REGISTERED = ConcurrentHashMap.newKeySet();

    private Fastjson2Registration() {}

    /** Registers the binding's reader and writer with fastjson2's default providers, once per type. */
    static <T> void register(Fastjson2Binding<T> binding) {
        if (REGISTERED.add(binding.type())) {
            JSON.register(binding.type(), new Reader<>(binding, null));
            JSON.register(binding.type(), new Writer<>(binding));
        }
    }

    /**
     * An ObjectReader of the reader's own, which hands a property the record lacks to {@code unknown}:
     * what counts the fields a reader of newer data skips, which no call of the facade can be given.
     */
    static <T> ObjectReader<T> reader(Fastjson2Binding<T> binding, JsonUnknownFields unknown) {
        return new Reader<>(binding, unknown);
    }

    /** A refusal of the generated code, carried through fastjson2's calls, which declare no IOException. */
    static final class Failure extends JSONException {
        private static final long serialVersionUID = 1L;

        Failure(IOException cause) {
            super(cause.getMessage(), cause);
        }

        IOException refusal() {
            return (IOException) getCause();
        }
    }

    /** What a failure inside fastjson2's calls is to the tool: the binding's refusal, or fastjson2's words. */
    static IOException asIoException(JSONException e) {
        return e instanceof Failure failure ? failure.refusal() : new IOException("fastjson2: " + e.getMessage(), e);
    }

    private static final class Reader<T> implements ObjectReader<T> {
        private final Fastjson2Binding<T> binding;
        /** The reader's own handling, or null for what the features of the facade's call say. */
        private final JsonUnknownFields unknown;

        Reader(Fastjson2Binding<T> binding, JsonUnknownFields unknown) {
            this.binding = binding;
            this.unknown = unknown;
        }

        @Override
        public T readObject(JSONReader reader, Type fieldType, Object fieldName, long features) {
            JsonUnknownFields handling = unknown != null ? unknown
                    : reader.isEnabled(JSONReader.Feature.ErrorOnUnknownProperties) ? JsonUnknownFields.REJECT
                    : JsonUnknownFields.of(UnknownFields.SKIP).nested();
            try {
                Fastjson2Values.requireRecord(reader);
                return binding.read(reader, handling);
            } catch (IOException e) {
                throw new Failure(e);
            }
        }
    }

    private record Writer<T>(Fastjson2Binding<T> binding) implements ObjectWriter<T> {
        @Override
        public void write(JSONWriter writer, Object object, Object fieldName, Type fieldType, long features) {
            try {
                binding.write(writer, binding.type().cast(object));
            } catch (IOException e) {
                throw new Failure(e);
            }
        }
    }
}
