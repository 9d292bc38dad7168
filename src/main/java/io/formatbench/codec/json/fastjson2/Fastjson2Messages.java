package io.formatbench.codec.json.fastjson2;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONException;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** The fastjson2 codecs in memory: one record, or a list as a JSON array, to and from a byte array. */
final class Fastjson2Messages {

    private Fastjson2Messages() {}

    /** fastjson2's JSON facade, as the fastjson2 codec calls it, with the record's registered reader and writer. */
    static final class Facade<T> implements MessageCodec<T> {
        private final Class<T> type;

        Facade(Class<T> type) {
            this.type = type;
        }

        @Override
        public byte[] encode(T record) throws IOException {
            return bytesOf(record);
        }

        @Override
        public T decode(byte[] message) throws IOException {
            try {
                return JSON.parseObject(message, type, JSONReader.Feature.ErrorOnUnknownProperties);
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        }

        @Override
        public byte[] encodeList(List<T> records) throws IOException {
            return bytesOf(records);
        }

        private static byte[] bytesOf(Object value) throws IOException {
            try {
                return JSON.toJSONBytes(value);
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        }

        @Override
        public List<T> decodeList(byte[] message) throws IOException {
            try {
                return JSON.parseArray(message, type, JSONReader.Feature.ErrorOnUnknownProperties);
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        }
    }

    /** The generated binding on fastjson2's JSONWriter and JSONReader, as fastjson2-direct calls it. */
    static final class Direct<T> implements MessageCodec<T> {
        private final Fastjson2Binding<T> binding;

        Direct(Fastjson2Binding<T> binding) {
            this.binding = binding;
        }

        @Override
        public byte[] encode(T record) throws IOException {
            try (JSONWriter writer = JSONWriter.ofUTF8()) {
                binding.write(writer, record);
                return writer.getBytes();
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        }

        @Override
        public T decode(byte[] message) throws IOException {
            try (JSONReader reader = JSONReader.of(message)) {
                Fastjson2Values.requireRecord(reader);
                T record = binding.read(reader, JsonUnknownFields.REJECT);
                requireEnd(reader);
                return record;
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        }

        @Override
        public byte[] encodeList(List<T> records) throws IOException {
            try (JSONWriter writer = JSONWriter.ofUTF8()) {
                writer.startArray();
                for (int i = 0; i < records.size(); i++) {
                    if (i != 0) {
                        writer.writeComma();
                    }
                    binding.write(writer, records.get(i));
                }
                writer.endArray();
                return writer.getBytes();
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        }

        @Override
        public List<T> decodeList(byte[] message) throws IOException {
            try (JSONReader reader = JSONReader.of(message)) {
                if (!reader.nextIfArrayStart()) {
                    throw new InvalidRecordException("expected a JSON array, found " + Fastjson2Values.found(reader));
                }
                List<T> records = new ArrayList<>();
                while (!reader.nextIfArrayEnd()) {
                    Fastjson2Values.requireRecord(reader);
                    records.add(binding.read(reader, JsonUnknownFields.REJECT));
                }
                requireEnd(reader);
                return records;
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        }

        private static void requireEnd(JSONReader reader) throws InvalidRecordException {
            if (!reader.isEnd()) {
                throw new InvalidRecordException("text after the message: " + Fastjson2Values.found(reader));
            }
        }
    }
}
