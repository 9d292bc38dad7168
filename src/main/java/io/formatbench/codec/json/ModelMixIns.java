package io.formatbench.codec.json;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import io.formatbench.model.Bytes;
import io.formatbench.model.Event;
import io.formatbench.model.Pipeline;
import io.formatbench.model.SmallMessage;
import java.time.Instant;
import java.util.List;

/**
 * The records' proto3 JSON shape for jackson-databind, as mix-ins, so that the model names no JSON
 * library: snake_case names in the .proto's order, and the values JSON has no type for
 * ({@link ProtoJson}, {@link ProtoJsonScalars}). Databind reads a mix-in's annotations as if they
 * were the record's, once, when a mapper first introspects the type: they cost nothing per record.
 * {@link JsonPolicy#configure} registers them on every mapper the codecs build, JSON, CBOR and Smile.
 * {@link io.formatbench.model.User} needs none: its JSON names are its component names.
 *
 * <p>Each mix-in is a record of the same components as its target, so that its annotations land
 * where a record component's own would: on the accessors, the fields and the canonical
 * constructor's parameters (databind matches a mix-in's constructor to its target's by the
 * parameter types).
 */
final class ModelMixIns {

    private ModelMixIns() {}

    /** Registers each record's mix-in on {@code builder}; returns it. */
    static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B addTo(B builder) {
        return builder
                .addMixIn(Bytes.class, BytesMixIn.class)
                .addMixIn(Event.class, EventMixIn.class)
                .addMixIn(SmallMessage.class, SmallMessageMixIn.class)
                .addMixIn(Pipeline.class, PipelineMixIn.class);
    }

    /** A protobuf {@code bytes} field: standard base64 with padding. */
    @JsonSerialize(using = ProtoJsonDatabind.BytesSerializer.class)
    @JsonDeserialize(using = ProtoJsonDatabind.BytesDeserializer.class)
    private abstract static class BytesMixIn {}

    /** int64 as a decimal string, uint32s and doubles as numbers, each read strictly. */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    private record EventMixIn(
            String event,
            String eventTime,
            String accountId,
            String auctionId,
            String bidRequestId,
            String bundle,
            String context,
            String countryCode,
            String creativeType,
            String error,
            String impressionId,
            String ip,
            String lang,
            String osVersion,
            String uid,
            String userAgent,
            String version,
            @JsonFormat(shape = JsonFormat.Shape.STRING)
            @JsonDeserialize(using = ProtoJsonScalars.Int64AsString.class)
            long auid,
            @JsonDeserialize(using = ProtoJsonScalars.UInt32.class) long impression,
            @JsonDeserialize(using = ProtoJsonScalars.UInt32.class) long lineItemId,
            @JsonDeserialize(using = ProtoJsonScalars.UInt32.class) long mcc,
            @JsonDeserialize(using = ProtoJsonScalars.UInt32.class) long screenHeight,
            @JsonDeserialize(using = ProtoJsonScalars.UInt32.class) long screenWidth,
            @JsonDeserialize(using = ProtoJsonScalars.FiniteDouble.class) double cpm,
            @JsonDeserialize(using = ProtoJsonScalars.FiniteDouble.class) double rtt,
            @JsonDeserialize(using = ProtoJsonScalars.FiniteDouble.class) double sampleRate) {}

    /** The .proto's names and order; the timestamp as RFC 3339 text. */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    @JsonPropertyOrder({"my_int", "my_bool", "my_bytes", "my_string", "my_timestamp", "my_my_status"})
    private record SmallMessageMixIn(
            int myInt,
            boolean myBool,
            Bytes myBytes,
            String myString,
            @JsonSerialize(using = ProtoJsonDatabind.TimestampSerializer.class)
            @JsonDeserialize(using = ProtoJsonDatabind.TimestampDeserializer.class)
            Instant myTimestamp,
            SmallMessage.MyStatus myMyStatus) {}

    /** The .proto's names and order; the timestamp as RFC 3339 text. */
    @JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
    @JsonPropertyOrder({"version", "producer_id", "timestamp", "product", "team", "service", "vertical", "log_level",
            "log_msg", "fields", "metrics"})
    private record PipelineMixIn(
            int version,
            String producerId,
            @JsonSerialize(using = ProtoJsonDatabind.TimestampSerializer.class)
            @JsonDeserialize(using = ProtoJsonDatabind.TimestampDeserializer.class)
            Instant timestamp,
            String product,
            String team,
            String service,
            Pipeline.Vertical vertical,
            Pipeline.LogLevel logLevel,
            String logMsg,
            List<Pipeline.Field> fields,
            List<Pipeline.Metric> metrics) {}
}
