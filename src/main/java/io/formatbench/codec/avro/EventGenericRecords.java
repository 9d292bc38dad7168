package io.formatbench.codec.avro;

import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Event;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;

/** {@link Event} as a GenericRecord of formatbench.event.Event: its uint32s are longs, as in the record. */
public final class EventGenericRecords implements GenericRecordBinding<Event> {

    private final Schema schema;

    public EventGenericRecords(Schema schema) {
        this.schema = schema;
    }

    @Override
    public GenericRecord toRecord(Event event) {
        GenericData.Record record = new GenericData.Record(schema);
        record.put("event", event.event());
        record.put("event_time", event.eventTime());
        record.put("account_id", event.accountId());
        record.put("auction_id", event.auctionId());
        record.put("bid_request_id", event.bidRequestId());
        record.put("bundle", event.bundle());
        record.put("context", event.context());
        record.put("country_code", event.countryCode());
        record.put("creative_type", event.creativeType());
        record.put("error", event.error());
        record.put("impression_id", event.impressionId());
        record.put("ip", event.ip());
        record.put("lang", event.lang());
        record.put("os_version", event.osVersion());
        record.put("uid", event.uid());
        record.put("user_agent", event.userAgent());
        record.put("version", event.version());
        record.put("auid", event.auid());
        record.put("impression", event.impression());
        record.put("line_item_id", event.lineItemId());
        record.put("mcc", event.mcc());
        record.put("screen_height", event.screenHeight());
        record.put("screen_width", event.screenWidth());
        record.put("cpm", event.cpm());
        record.put("rtt", event.rtt());
        record.put("sample_rate", event.sampleRate());
        return record;
    }

    @Override
    public Event fromRecord(GenericRecord record, ValueLimits limits) throws InvalidRecordException {
        return new Event(
                GenericValues.string(record.get("event"), "event", limits),
                GenericValues.string(record.get("event_time"), "event_time", limits),
                GenericValues.string(record.get("account_id"), "account_id", limits),
                GenericValues.string(record.get("auction_id"), "auction_id", limits),
                GenericValues.string(record.get("bid_request_id"), "bid_request_id", limits),
                GenericValues.string(record.get("bundle"), "bundle", limits),
                GenericValues.string(record.get("context"), "context", limits),
                GenericValues.string(record.get("country_code"), "country_code", limits),
                GenericValues.string(record.get("creative_type"), "creative_type", limits),
                GenericValues.string(record.get("error"), "error", limits),
                GenericValues.string(record.get("impression_id"), "impression_id", limits),
                GenericValues.string(record.get("ip"), "ip", limits),
                GenericValues.string(record.get("lang"), "lang", limits),
                GenericValues.string(record.get("os_version"), "os_version", limits),
                GenericValues.string(record.get("uid"), "uid", limits),
                GenericValues.string(record.get("user_agent"), "user_agent", limits),
                GenericValues.string(record.get("version"), "version", limits),
                (Long) record.get("auid"),
                GenericValues.uint32(record.get("impression"), "impression"),
                GenericValues.uint32(record.get("line_item_id"), "line_item_id"),
                GenericValues.uint32(record.get("mcc"), "mcc"),
                GenericValues.uint32(record.get("screen_height"), "screen_height"),
                GenericValues.uint32(record.get("screen_width"), "screen_width"),
                (Double) record.get("cpm"),
                (Double) record.get("rtt"),
                (Double) record.get("sample_rate"));
    }
}
