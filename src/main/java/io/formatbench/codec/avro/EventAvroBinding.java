package io.formatbench.codec.avro;

import io.formatbench.model.Event;
import java.io.IOException;
import org.apache.avro.io.Decoder;
import org.apache.avro.io.Encoder;

/**
 * {@link Event} straight to and from Avro, in proto/event.proto's field order: 17 strings, auid, five
 * uint32 (Avro longs, checked to 0 to 4294967295 as they are read: Event holds them in a long), three
 * doubles.
 */
public final class EventAvroBinding implements AvroBinding<Event> {

    @Override
    public void write(Event event, Encoder out) throws IOException {
        out.writeString(event.event());
        out.writeString(event.eventTime());
        out.writeString(event.accountId());
        out.writeString(event.auctionId());
        out.writeString(event.bidRequestId());
        out.writeString(event.bundle());
        out.writeString(event.context());
        out.writeString(event.countryCode());
        out.writeString(event.creativeType());
        out.writeString(event.error());
        out.writeString(event.impressionId());
        out.writeString(event.ip());
        out.writeString(event.lang());
        out.writeString(event.osVersion());
        out.writeString(event.uid());
        out.writeString(event.userAgent());
        out.writeString(event.version());
        out.writeLong(event.auid());
        out.writeLong(event.impression());
        out.writeLong(event.lineItemId());
        out.writeLong(event.mcc());
        out.writeLong(event.screenHeight());
        out.writeLong(event.screenWidth());
        out.writeDouble(event.cpm());
        out.writeDouble(event.rtt());
        out.writeDouble(event.sampleRate());
    }

    /** Java evaluates the arguments left to right: the fields in the order they come. */
    @Override
    public Event read(Decoder in, ValueLimits limits) throws IOException {
        return new Event(
                limits.string(in, "event"),
                limits.string(in, "event_time"),
                limits.string(in, "account_id"),
                limits.string(in, "auction_id"),
                limits.string(in, "bid_request_id"),
                limits.string(in, "bundle"),
                limits.string(in, "context"),
                limits.string(in, "country_code"),
                limits.string(in, "creative_type"),
                limits.string(in, "error"),
                limits.string(in, "impression_id"),
                limits.string(in, "ip"),
                limits.string(in, "lang"),
                limits.string(in, "os_version"),
                limits.string(in, "uid"),
                limits.string(in, "user_agent"),
                limits.string(in, "version"),
                in.readLong(),
                AvroValues.readUInt32(in, "impression"),
                AvroValues.readUInt32(in, "line_item_id"),
                AvroValues.readUInt32(in, "mcc"),
                AvroValues.readUInt32(in, "screen_height"),
                AvroValues.readUInt32(in, "screen_width"),
                in.readDouble(),
                in.readDouble(),
                in.readDouble());
    }
}
