package io.formatbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Parser;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.model.Pipeline;
import io.formatbench.model.PipelineMessages;
import io.formatbench.proto.PipelineList;
import java.util.List;
import java.util.function.Function;

/** {@link Pipeline} as the generated {@code io.formatbench.proto.Pipeline} message. */
public final class PipelineProtoBinding implements ProtoBinding<Pipeline, io.formatbench.proto.Pipeline> {

    @Override
    public Parser<io.formatbench.proto.Pipeline> parser() {
        return io.formatbench.proto.Pipeline.parser();
    }

    @Override
    public io.formatbench.proto.Pipeline defaultInstance() {
        return io.formatbench.proto.Pipeline.getDefaultInstance();
    }

    @Override
    public io.formatbench.proto.Pipeline toMessage(Pipeline record) {
        return PipelineMessages.toMessage(record);
    }

    @Override
    public Function<Pipeline, io.formatbench.proto.Pipeline> newReusingConverter() {
        io.formatbench.proto.Pipeline.Builder builder = io.formatbench.proto.Pipeline.newBuilder();
        // fill sets every field and clears the repeated ones before adding, so no clear() is needed between records.
        return pipeline -> PipelineMessages.fill(builder, pipeline).build();
    }

    @Override
    public Pipeline fromMessage(io.formatbench.proto.Pipeline message) throws InvalidRecordException {
        try {
            return PipelineMessages.fromMessage(message);
        } catch (IllegalArgumentException e) {
            throw new InvalidRecordException(e.getMessage());
        }
    }

    @Override
    public PipelineList toListMessage(List<io.formatbench.proto.Pipeline> messages) {
        return PipelineList.newBuilder().addAllPipelines(messages).build();
    }

    @Override
    public List<io.formatbench.proto.Pipeline> parseListMessage(byte[] bytes) throws InvalidProtocolBufferException {
        return PipelineList.parseFrom(bytes).getPipelinesList();
    }

    @Override
    public int listFieldNumber() {
        return PipelineList.PIPELINES_FIELD_NUMBER;
    }
}
