package io.formatbench.dataset;

import com.google.protobuf.Message;
import io.formatbench.codec.avro.AvroBinding;
import io.formatbench.codec.avro.GenericRecordBinding;
import io.formatbench.codec.jackson3.Jackson3Binding;
import io.formatbench.codec.json.JsonBinding;
import io.formatbench.codec.json.dsljson.DslJsonBinding;
import io.formatbench.codec.json.fastjson2.Fastjson2Binding;
import io.formatbench.codec.protobuf.MessageMapping;
import org.apache.avro.Schema;

/**
 * Everything the tool runs for one message type of proto/, generated from its descriptor by the build
 * (src/codegen): the record, its mapping to protoc's message ({@link MessageMapping}), its JSON, Avro
 * and generic-record bindings, its content hash and checksum. One instance per type, stateless, shared
 * by every thread.
 *
 * @param <T> the record
 * @param <M> protoc's message
 */
public interface RecordBindings<T, M extends Message> extends MessageMapping<T, M> {

    /** The message's full name: {@code formatbench.user.User}. */
    String fullName();

    Class<T> type();

    /** The record through Jackson's streaming API: what the tuned JSON, CBOR and Smile codecs run. */
    JsonBinding<T> json();

    /** The record through Jackson 3's JsonParser and JsonGenerator: what jackson3-streaming runs. */
    Jackson3Binding<T> jackson3();

    /** The record through fastjson2's JSONReader and JSONWriter: what the fastjson2 codecs run. */
    Fastjson2Binding<T> fastjson2();

    /** The record through DSL-JSON's JsonReader and JsonWriter: what the dsl-json codecs run. */
    DslJsonBinding<T> dslJson();

    /** The record straight to and from Avro's encoder and decoder: what avro-direct runs. */
    AvroBinding<T> avro();

    /** The record as a GenericRecord of {@code schema} (AvroSchemas): what avro-generic runs. */
    GenericRecordBinding<T> genericRecords(Schema schema);

    /** The record's content hash, every field in full ({@link io.formatbench.model.ContentDigest}). */
    long hash(T record);

    /** The cheap checksum of a measured read: strings and bytes by their length. */
    long checksum(T record);

    /** protoc's message's content hash, through its accessors: {@link #hash} of the record of the same values. */
    long messageHash(M message);

    /** protoc's message's checksum, through its accessors: {@link #checksum} of the record of the same values. */
    long messageChecksum(M message);

    /**
     * Refuses what the record could not hold, as {@link #fromMessage} does and in its words, without making
     * the record: the strict policy's checks of a read that yields protoc's messages themselves.
     */
    void checkMessage(M message) throws io.formatbench.codec.InvalidRecordException;
}
