package io.formatbench.codec.protobuf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.UnknownFieldSet;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.UnknownFields;
import io.formatbench.proto.Provenance;
import io.formatbench.proto.UserV2;
import org.junit.jupiter.api.Test;

/** Which unknown fields the protobuf readers count: the record's own, each field number once. */
class FramesTest {

    private static final UnknownFieldSet FIELD_7 = UnknownFieldSet.newBuilder()
            .addField(7, UnknownFieldSet.Field.newBuilder().addVarint(1).build()).build();

    /**
     * A field unknown inside a nested message is kept by protobuf-java there: skipped but not counted
     * when skipping, bad input, named by where it is, when rejecting.
     */
    @Test
    void unknownFieldsInsideANestedMessageAreSkippedUncountedOrRejected() throws Exception {
        Provenance nested = Provenance.newBuilder().setOrigin("web").setUnknownFields(FIELD_7).build();
        UserV2 record = UserV2.parseFrom(UserV2.newBuilder().setId(1).setProvenance(nested).build().toByteArray());

        assertEquals(1, record.getProvenance().getUnknownFields().asMap().size(), "kept where it was");
        assertEquals(0, Frames.checkUnknownFields(record, UnknownFields.SKIP));
        assertEquals(0, Frames.unknownFieldCount(record));
        InvalidRecordException e = assertThrows(InvalidRecordException.class,
                () -> Frames.checkUnknownFields(record, UnknownFields.REJECT));
        assertEquals("in provenance: field(s) [7] not in the schema or of the wrong wire type (a message of another"
                + " type? " + UnknownFields.HINT + ")", e.getMessage());
    }

    /** A nested field of the wrong wire type is still rejected when skipping: it is no newer schema's field. */
    @Test
    void aNestedFieldOfTheWrongWireTypeIsRejectedWhenSkipping() throws Exception {
        // Field 1 of Provenance (origin, a string) as a varint: protobuf-java keeps it as unknown.
        UnknownFieldSet wrongType = UnknownFieldSet.newBuilder()
                .addField(1, UnknownFieldSet.Field.newBuilder().addVarint(1).build()).build();
        Provenance nested = Provenance.newBuilder().setIngestedAtMs(5).setUnknownFields(wrongType).build();
        UserV2 record = UserV2.newBuilder().setId(1).setProvenance(nested).build();

        InvalidRecordException e = assertThrows(InvalidRecordException.class,
                () -> Frames.checkUnknownFields(record, UnknownFields.SKIP));
        assertEquals("in provenance: field(s) [1] of the wrong wire type", e.getMessage());
    }

    @Test
    void aFieldNumberThatRepeatsCountsOnce() throws Exception {
        UnknownFieldSet twice = UnknownFieldSet.newBuilder()
                .addField(7, UnknownFieldSet.Field.newBuilder().addVarint(1).addVarint(2).build()).build();
        UserV2 record = UserV2.newBuilder().setId(1).setUnknownFields(twice).build();

        assertEquals(1, Frames.checkUnknownFields(record, UnknownFields.SKIP));
        assertEquals(1, Frames.unknownFieldCount(record));
        InvalidRecordException e = assertThrows(InvalidRecordException.class,
                () -> Frames.checkUnknownFields(record, UnknownFields.REJECT));
        assertEquals("field(s) [7] not in the schema or of the wrong wire type (a message of another type? "
                + UnknownFields.HINT + ")", e.getMessage());
    }
}
