package io.formatbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Parser;
import io.formatbench.model.Event;
import io.formatbench.model.EventMessages;
import io.formatbench.proto.EventList;
import java.util.List;
import java.util.function.Function;

/** {@link Event} as the generated {@code io.formatbench.proto.Event} message. */
public final class EventProtoBinding implements ProtoBinding<Event, io.formatbench.proto.Event> {

    @Override
    public Parser<io.formatbench.proto.Event> parser() {
        return io.formatbench.proto.Event.parser();
    }

    @Override
    public io.formatbench.proto.Event defaultInstance() {
        return io.formatbench.proto.Event.getDefaultInstance();
    }

    @Override
    public io.formatbench.proto.Event toMessage(Event record) {
        return EventMessages.toMessage(record);
    }

    @Override
    public Function<Event, io.formatbench.proto.Event> newReusingConverter() {
        io.formatbench.proto.Event.Builder builder = io.formatbench.proto.Event.newBuilder();
        // Every field is set on each call, so no clear() is needed between records.
        return event -> EventMessages.fill(builder, event).build();
    }

    @Override
    public Event fromMessage(io.formatbench.proto.Event message) {
        return EventMessages.fromMessage(message);
    }

    @Override
    public EventList toListMessage(List<io.formatbench.proto.Event> messages) {
        return EventList.newBuilder().addAllEvents(messages).build();
    }

    @Override
    public List<io.formatbench.proto.Event> parseListMessage(byte[] bytes) throws InvalidProtocolBufferException {
        return EventList.parseFrom(bytes).getEventsList();
    }

    @Override
    public int listFieldNumber() {
        return EventList.EVENTS_FIELD_NUMBER;
    }
}
