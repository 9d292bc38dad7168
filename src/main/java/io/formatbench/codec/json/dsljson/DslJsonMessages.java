package io.formatbench.codec.json.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.SerializationException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The dsl-json codecs in memory: one record, or a list as a JSON array, to and from a byte array. */
final class DslJsonMessages {

    private DslJsonMessages() {}

    /** DslJson's convenience API, as the dsl-json codec calls it, with the record's registered converter. */
    static final class Facade<T> implements MessageCodec<T> {
        private final DslJson<Object> json;
        private final Class<T> type;

        Facade(DslJson<Object> json, Class<T> type) {
            this.json = json;
            this.type = type;
        }

        @Override
        public byte[] encode(T record) throws IOException {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try {
                json.serialize(record, bytes);
            } catch (SerializationException e) {
                throw DslJsonRegistration.asIoException(e);
            }
            return bytes.toByteArray();
        }

        @Override
        public T decode(byte[] message) throws IOException {
            return json.deserialize(type, message, message.length);
        }

        @Override
        public byte[] encodeList(List<T> records) throws IOException {
            JsonWriter writer = json.newWriter();
            try {
                writer.serialize(records, json.tryFindWriter(type));
            } catch (SerializationException e) {
                throw DslJsonRegistration.asIoException(e);
            }
            return writer.toByteArray();
        }

        @Override
        public List<T> decodeList(byte[] message) throws IOException {
            List<T> records = json.deserializeList(type, message, message.length);
            if (records == null) {
                throw new InvalidRecordException("expected a JSON array, found null");
            }
            return records;
        }
    }

    /** The generated converter on DSL-JSON's JsonWriter and JsonReader, as dsl-json-direct calls it. */
    static final class Direct<T> implements MessageCodec<T> {
        private final DslJson<Object> json;
        private final DslJsonBinding<T> binding;
        private final JsonWriter writer;

        Direct(DslJson<Object> json, DslJsonBinding<T> binding) {
            this.json = json;
            this.binding = binding;
            this.writer = json.newWriter();
        }

        @Override
        public byte[] encode(T record) throws IOException {
            writer.reset();
            binding.write(writer, record);
            return writer.toByteArray();
        }

        @Override
        public T decode(byte[] message) throws IOException {
            JsonReader<Object> reader = json.newReader(message);
            reader.getNextToken();
            DslJsonRegistration.requireRecord(reader);
            return binding.read(reader, JsonUnknownFields.REJECT);
        }

        @Override
        public byte[] encodeList(List<T> records) throws IOException {
            writer.reset();
            writer.writeByte(JsonWriter.ARRAY_START);
            for (int i = 0; i < records.size(); i++) {
                if (i != 0) {
                    writer.writeByte(JsonWriter.COMMA);
                }
                binding.write(writer, records.get(i));
            }
            writer.writeByte(JsonWriter.ARRAY_END);
            return writer.toByteArray();
        }

        @Override
        public List<T> decodeList(byte[] message) throws IOException {
            JsonReader<Object> reader = json.newReader(message);
            if (reader.getNextToken() != '[') {
                throw new InvalidRecordException("expected a JSON array, found " + DslJsonValues.found(reader));
            }
            List<T> records = new ArrayList<>();
            if (reader.getNextToken() != ']') {
                while (true) {
                    DslJsonRegistration.requireRecord(reader);
                    records.add(binding.read(reader, JsonUnknownFields.REJECT));
                    if (reader.getNextToken() != ',') {
                        break;
                    }
                    reader.getNextToken();
                }
                DslJsonValues.requireArrayEnd(reader);
            }
            return records;
        }
    }
}
