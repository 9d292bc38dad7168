package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import java.io.IOException;

/**
 * Databind deserializers for the scalars of the proto3 JSON mapping that databind would not read as
 * strictly as the streaming bindings: an int64 as a decimal string (databind's strict policy refuses
 * a string for a long), a uint32 (databind reads any long), a double (databind reads "NaN" as a
 * string, and a number past the largest double as Infinity). Each calls the very check the
 * streaming bindings call, so that both JSON codecs accept and refuse the same values, with the
 * same words. Named by {@link ModelMixIns} on the record's components.
 */
public final class ProtoJsonScalars {

    private ProtoJsonScalars() {}

    /** {@code int64}: a JSON string holding the decimal number; write it with {@code @JsonFormat(shape = STRING)}. */
    public static final class Int64AsString extends StdScalarDeserializer<Long> {

        private static final long serialVersionUID = 1L;

        public Int64AsString() {
            super(Long.TYPE);
        }

        @Override
        public Long deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonTokens.int64StringValue(parser, parser.currentToken(), parser.currentName());
        }
    }

    /** {@code uint32}, held in a long: a JSON integer from 0 to 4294967295. */
    public static final class UInt32 extends StdScalarDeserializer<Long> {

        private static final long serialVersionUID = 1L;

        public UInt32() {
            super(Long.TYPE);
        }

        @Override
        public Long deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonTokens.uint32Value(parser, parser.currentToken(), parser.currentName());
        }
    }

    /** {@code double}: any JSON number within the range of a double. */
    public static final class FiniteDouble extends StdScalarDeserializer<Double> {

        private static final long serialVersionUID = 1L;

        public FiniteDouble() {
            super(Double.TYPE);
        }

        @Override
        public Double deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return JsonTokens.doubleValue(parser, parser.currentToken(), parser.currentName());
        }
    }
}
