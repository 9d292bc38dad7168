package io.formatbench.codec.json.fastjson2;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONException;
import com.alibaba.fastjson2.JSONFactory;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.reader.ObjectReader;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.MessageCodec;
import io.formatbench.codec.RecordReader;
import io.formatbench.codec.RecordWriter;
import io.formatbench.codec.Style;
import io.formatbench.codec.json.JsonBinding;
import io.formatbench.codec.json.JsonLines;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.codec.json.LibraryJsonCodec;
import io.formatbench.codec.json.framing.SplitJsonLines;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * JSON Lines through fastjson2's JSON facade, as its README shows it for a typed object: each record
 * written by {@code JSON.writeTo(out, record)} and a newline; each line parsed by
 * {@code JSON.parseObject(bytes, offset, length, type, features)}, the line cut on the bytes as
 * fastjson2's own JSON Lines loop ({@code JSON.parseObject(InputStream, type, consumer)}, which pushes
 * records to a consumer and so cannot serve a reader that is asked for them) cuts it. The record's
 * ObjectReader and ObjectWriter are generated from the .proto and registered with {@code JSON.register}
 * ({@link Fastjson2Registration}), as fastjson2 documents for a type of custom code. Unknown fields
 * are refused by the feature {@code ErrorOnUnknownProperties}; a reader of newer data, which must count
 * what it skips, runs the facade's steps itself with an ObjectReader of its own, since no call of the
 * facade over part of an array takes one.
 *
 * <p>fastjson2 cannot meet the strict bad-input policy by itself (docs/bad-input.md): a strict read is
 * the JSON policy's reader's ({@link LibraryJsonCodec}), and the codec is measured in the library
 * variant only.
 */
public final class Fastjson2Codec<T> extends LibraryJsonCodec<T> {

    public static final CodecName NAME = CodecName.of("fastjson2");

    private final Fastjson2Binding<T> binding;

    public Fastjson2Codec(Fastjson2Binding<T> binding, JsonBinding<T> policy) {
        super(policy);
        this.binding = binding;
        Fastjson2Registration.register(binding);
    }

    @Override
    public CodecName name() {
        return NAME;
    }

    @Override
    public Style style() {
        return Style.IDIOMATIC;
    }

    @Override
    public String description() {
        return "fastjson2's JSON facade per record: JSON.writeTo, JSON.parseObject of each line, the record's"
                + " ObjectReader and ObjectWriter generated from the .proto and registered";
    }

    @Override
    public MessageCodec<T> newMessageCodec() {
        return new Fastjson2Messages.Facade<>(binding.type());
    }

    @Override
    public RecordWriter<T> newWriter(OutputStream out) {
        return JsonLines.writer(out, (record, stream) -> {
            try {
                JSON.writeTo(stream, record);
            } catch (JSONException e) {
                throw Fastjson2Registration.asIoException(e);
            }
        });
    }

    @Override
    protected RecordReader<T> newLibraryReader(InputStream in, String source, JsonUnknownFields unknown)
            throws IOException {
        Class<T> type = binding.type();
        SplitJsonLines.LineParser<T> parser;
        if (unknown.rejects()) {
            parser = (bytes, start, length) -> {
                try {
                    return JSON.parseObject(bytes, start, length, type, JSONReader.Feature.ErrorOnUnknownProperties);
                } catch (JSONException e) {
                    throw Fastjson2Registration.asIoException(e);
                }
            };
        } else {
            ObjectReader<T> counting = Fastjson2Registration.reader(binding, unknown);
            parser = (bytes, start, length) -> {
                // JSON.parseObject's steps, with the reader's own ObjectReader.
                try (JSONReader reader = JSONReader.of(bytes, start, length, JSONFactory.createReadContext())) {
                    T record = counting.readObject(reader, type, null, 0);
                    if (!reader.isEnd()) {
                        throw new JSONException(reader.info("input not end"));
                    }
                    return record;
                } catch (JSONException e) {
                    throw Fastjson2Registration.asIoException(e);
                }
            };
        }
        return new SplitJsonLines<>(in, source, parser, unknown::skipped);
    }
}
