package io.formatbench.model;

/**
 * Maps between the domain {@link Event} and the generated protobuf message. A real service pays this
 * cost too, so the protobuf codecs run it inside the measured region. protobuf-java holds a uint32
 * in an {@code int}: its bits are the value's, read back as unsigned.
 */
public final class EventMessages {

    private EventMessages() {}

    public static io.formatbench.proto.Event toMessage(Event event) {
        return fill(io.formatbench.proto.Event.newBuilder(), event).build();
    }

    /** Sets every field of {@code builder} from {@code event}; the builder may be a reused one. */
    public static io.formatbench.proto.Event.Builder fill(io.formatbench.proto.Event.Builder builder, Event event) {
        return builder
                .setEvent(event.event())
                .setEventTime(event.eventTime())
                .setAccountId(event.accountId())
                .setAuctionId(event.auctionId())
                .setBidRequestId(event.bidRequestId())
                .setBundle(event.bundle())
                .setContext(event.context())
                .setCountryCode(event.countryCode())
                .setCreativeType(event.creativeType())
                .setError(event.error())
                .setImpressionId(event.impressionId())
                .setIp(event.ip())
                .setLang(event.lang())
                .setOsVersion(event.osVersion())
                .setUid(event.uid())
                .setUserAgent(event.userAgent())
                .setVersion(event.version())
                .setAuid(event.auid())
                .setImpression((int) event.impression())
                .setLineItemId((int) event.lineItemId())
                .setMcc((int) event.mcc())
                .setScreenHeight((int) event.screenHeight())
                .setScreenWidth((int) event.screenWidth())
                .setCpm(event.cpm())
                .setRtt(event.rtt())
                .setSampleRate(event.sampleRate());
    }

    public static Event fromMessage(io.formatbench.proto.EventOrBuilder message) {
        return new Event(
                message.getEvent(),
                message.getEventTime(),
                message.getAccountId(),
                message.getAuctionId(),
                message.getBidRequestId(),
                message.getBundle(),
                message.getContext(),
                message.getCountryCode(),
                message.getCreativeType(),
                message.getError(),
                message.getImpressionId(),
                message.getIp(),
                message.getLang(),
                message.getOsVersion(),
                message.getUid(),
                message.getUserAgent(),
                message.getVersion(),
                message.getAuid(),
                Integer.toUnsignedLong(message.getImpression()),
                Integer.toUnsignedLong(message.getLineItemId()),
                Integer.toUnsignedLong(message.getMcc()),
                Integer.toUnsignedLong(message.getScreenHeight()),
                Integer.toUnsignedLong(message.getScreenWidth()),
                message.getCpm(),
                message.getRtt(),
                message.getSampleRate());
    }
}
