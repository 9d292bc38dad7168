package io.formatbench.codec.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Event;
import java.io.IOException;

/**
 * {@link Event} through the Jackson streaming API, field by field, as the proto3 JSON mapping writes
 * it with the .proto's field names: {@code auid} (int64) as a decimal string, uint32 values and
 * doubles as numbers. Writes the bytes the databind codec writes; reads as strictly (every field
 * exactly once, of its JSON type, in range).
 */
public final class EventJsonBinding implements JsonBinding<Event> {

    // Pre-encoded names: the generator copies their UTF-8 bytes instead of encoding each time.
    private static final SerializableString EVENT = new SerializedString("event");
    private static final SerializableString EVENT_TIME = new SerializedString("event_time");
    private static final SerializableString ACCOUNT_ID = new SerializedString("account_id");
    private static final SerializableString AUCTION_ID = new SerializedString("auction_id");
    private static final SerializableString BID_REQUEST_ID = new SerializedString("bid_request_id");
    private static final SerializableString BUNDLE = new SerializedString("bundle");
    private static final SerializableString CONTEXT = new SerializedString("context");
    private static final SerializableString COUNTRY_CODE = new SerializedString("country_code");
    private static final SerializableString CREATIVE_TYPE = new SerializedString("creative_type");
    private static final SerializableString ERROR = new SerializedString("error");
    private static final SerializableString IMPRESSION_ID = new SerializedString("impression_id");
    private static final SerializableString IP = new SerializedString("ip");
    private static final SerializableString LANG = new SerializedString("lang");
    private static final SerializableString OS_VERSION = new SerializedString("os_version");
    private static final SerializableString UID = new SerializedString("uid");
    private static final SerializableString USER_AGENT = new SerializedString("user_agent");
    private static final SerializableString VERSION = new SerializedString("version");
    private static final SerializableString AUID = new SerializedString("auid");
    private static final SerializableString IMPRESSION = new SerializedString("impression");
    private static final SerializableString LINE_ITEM_ID = new SerializedString("line_item_id");
    private static final SerializableString MCC = new SerializedString("mcc");
    private static final SerializableString SCREEN_HEIGHT = new SerializedString("screen_height");
    private static final SerializableString SCREEN_WIDTH = new SerializedString("screen_width");
    private static final SerializableString CPM = new SerializedString("cpm");
    private static final SerializableString RTT = new SerializedString("rtt");
    private static final SerializableString SAMPLE_RATE = new SerializedString("sample_rate");

    private static final String[] FIELDS = {
        "event", "event_time", "account_id", "auction_id", "bid_request_id", "bundle", "context", "country_code",
        "creative_type", "error", "impression_id", "ip", "lang", "os_version", "uid", "user_agent", "version", "auid",
        "impression", "line_item_id", "mcc", "screen_height", "screen_width", "cpm", "rtt", "sample_rate",
    };
    private static final int ALL_FIELDS = (1 << FIELDS.length) - 1;

    @Override
    public Class<Event> type() {
        return Event.class;
    }

    @Override
    public void write(JsonGenerator generator, Event event) throws IOException {
        generator.writeStartObject();
        generator.writeFieldName(EVENT);
        generator.writeString(event.event());
        generator.writeFieldName(EVENT_TIME);
        generator.writeString(event.eventTime());
        generator.writeFieldName(ACCOUNT_ID);
        generator.writeString(event.accountId());
        generator.writeFieldName(AUCTION_ID);
        generator.writeString(event.auctionId());
        generator.writeFieldName(BID_REQUEST_ID);
        generator.writeString(event.bidRequestId());
        generator.writeFieldName(BUNDLE);
        generator.writeString(event.bundle());
        generator.writeFieldName(CONTEXT);
        generator.writeString(event.context());
        generator.writeFieldName(COUNTRY_CODE);
        generator.writeString(event.countryCode());
        generator.writeFieldName(CREATIVE_TYPE);
        generator.writeString(event.creativeType());
        generator.writeFieldName(ERROR);
        generator.writeString(event.error());
        generator.writeFieldName(IMPRESSION_ID);
        generator.writeString(event.impressionId());
        generator.writeFieldName(IP);
        generator.writeString(event.ip());
        generator.writeFieldName(LANG);
        generator.writeString(event.lang());
        generator.writeFieldName(OS_VERSION);
        generator.writeString(event.osVersion());
        generator.writeFieldName(UID);
        generator.writeString(event.uid());
        generator.writeFieldName(USER_AGENT);
        generator.writeString(event.userAgent());
        generator.writeFieldName(VERSION);
        generator.writeString(event.version());
        generator.writeFieldName(AUID);
        generator.writeString(Long.toString(event.auid()));
        generator.writeFieldName(IMPRESSION);
        generator.writeNumber(event.impression());
        generator.writeFieldName(LINE_ITEM_ID);
        generator.writeNumber(event.lineItemId());
        generator.writeFieldName(MCC);
        generator.writeNumber(event.mcc());
        generator.writeFieldName(SCREEN_HEIGHT);
        generator.writeNumber(event.screenHeight());
        generator.writeFieldName(SCREEN_WIDTH);
        generator.writeNumber(event.screenWidth());
        generator.writeFieldName(CPM);
        generator.writeNumber(event.cpm());
        generator.writeFieldName(RTT);
        generator.writeNumber(event.rtt());
        generator.writeFieldName(SAMPLE_RATE);
        generator.writeNumber(event.sampleRate());
        generator.writeEndObject();
    }

    @Override
    public Event read(JsonParser parser, JsonUnknownFields unknown) throws IOException {
        String event = null;
        String eventTime = null;
        String accountId = null;
        String auctionId = null;
        String bidRequestId = null;
        String bundle = null;
        String context = null;
        String countryCode = null;
        String creativeType = null;
        String error = null;
        String impressionId = null;
        String ip = null;
        String lang = null;
        String osVersion = null;
        String uid = null;
        String userAgent = null;
        String version = null;
        long auid = 0;
        long impression = 0;
        long lineItemId = 0;
        long mcc = 0;
        long screenHeight = 0;
        long screenWidth = 0;
        double cpm = 0;
        double rtt = 0;
        double sampleRate = 0;
        int seen = 0;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String field = parser.currentName();
            JsonToken value = parser.nextToken();
            int bit;
            switch (field) {
                case "event" -> {
                    bit = 1;
                    event = JsonTokens.stringValue(parser, value, field);
                }
                case "event_time" -> {
                    bit = 1 << 1;
                    eventTime = JsonTokens.stringValue(parser, value, field);
                }
                case "account_id" -> {
                    bit = 1 << 2;
                    accountId = JsonTokens.stringValue(parser, value, field);
                }
                case "auction_id" -> {
                    bit = 1 << 3;
                    auctionId = JsonTokens.stringValue(parser, value, field);
                }
                case "bid_request_id" -> {
                    bit = 1 << 4;
                    bidRequestId = JsonTokens.stringValue(parser, value, field);
                }
                case "bundle" -> {
                    bit = 1 << 5;
                    bundle = JsonTokens.stringValue(parser, value, field);
                }
                case "context" -> {
                    bit = 1 << 6;
                    context = JsonTokens.stringValue(parser, value, field);
                }
                case "country_code" -> {
                    bit = 1 << 7;
                    countryCode = JsonTokens.stringValue(parser, value, field);
                }
                case "creative_type" -> {
                    bit = 1 << 8;
                    creativeType = JsonTokens.stringValue(parser, value, field);
                }
                case "error" -> {
                    bit = 1 << 9;
                    error = JsonTokens.stringValue(parser, value, field);
                }
                case "impression_id" -> {
                    bit = 1 << 10;
                    impressionId = JsonTokens.stringValue(parser, value, field);
                }
                case "ip" -> {
                    bit = 1 << 11;
                    ip = JsonTokens.stringValue(parser, value, field);
                }
                case "lang" -> {
                    bit = 1 << 12;
                    lang = JsonTokens.stringValue(parser, value, field);
                }
                case "os_version" -> {
                    bit = 1 << 13;
                    osVersion = JsonTokens.stringValue(parser, value, field);
                }
                case "uid" -> {
                    bit = 1 << 14;
                    uid = JsonTokens.stringValue(parser, value, field);
                }
                case "user_agent" -> {
                    bit = 1 << 15;
                    userAgent = JsonTokens.stringValue(parser, value, field);
                }
                case "version" -> {
                    bit = 1 << 16;
                    version = JsonTokens.stringValue(parser, value, field);
                }
                case "auid" -> {
                    bit = 1 << 17;
                    auid = JsonTokens.int64StringValue(parser, value, field);
                }
                case "impression" -> {
                    bit = 1 << 18;
                    impression = JsonTokens.uint32Value(parser, value, field);
                }
                case "line_item_id" -> {
                    bit = 1 << 19;
                    lineItemId = JsonTokens.uint32Value(parser, value, field);
                }
                case "mcc" -> {
                    bit = 1 << 20;
                    mcc = JsonTokens.uint32Value(parser, value, field);
                }
                case "screen_height" -> {
                    bit = 1 << 21;
                    screenHeight = JsonTokens.uint32Value(parser, value, field);
                }
                case "screen_width" -> {
                    bit = 1 << 22;
                    screenWidth = JsonTokens.uint32Value(parser, value, field);
                }
                case "cpm" -> {
                    bit = 1 << 23;
                    cpm = JsonTokens.doubleValue(parser, value, field);
                }
                case "rtt" -> {
                    bit = 1 << 24;
                    rtt = JsonTokens.doubleValue(parser, value, field);
                }
                case "sample_rate" -> {
                    bit = 1 << 25;
                    sampleRate = JsonTokens.doubleValue(parser, value, field);
                }
                default -> {
                    unknown.skip(parser, field);
                    continue;
                }
            }
            if ((seen & bit) != 0) {
                throw InvalidRecordException.duplicateField(field);
            }
            seen |= bit;
        }
        if (seen != ALL_FIELDS) {
            throw InvalidRecordException.missingFields(JsonTokens.missing(seen, FIELDS));
        }
        return new Event(event, eventTime, accountId, auctionId, bidRequestId, bundle, context, countryCode,
                creativeType, error, impressionId, ip, lang, osVersion, uid, userAgent, version, auid,
                impression, lineItemId, mcc, screenHeight, screenWidth, cpm, rtt, sampleRate);
    }
}
