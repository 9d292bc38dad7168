package io.formatbench.codec.avro;

import java.io.IOException;
import java.time.Instant;
import org.apache.avro.io.Encoder;

/**
 * A record's Instant as the Avro schema holds a google.protobuf.Timestamp field: a union of null and
 * the record {seconds long, nanos int}, since a message field has presence. The hand-written records
 * always have one, so it is always written as a value. A reader takes the two fields as they are and
 * maps them with ProtoTimestamps.of after the record's other fields, where the mapping from the
 * message checked them; null is the default Timestamp (the epoch), as proto3 reads an absent one.
 */
final class AvroTimestamps {

    private AvroTimestamps() {}

    static void write(Instant instant, Encoder out) throws IOException {
        out.writeIndex(1);
        out.writeLong(instant.getEpochSecond());
        out.writeInt(instant.getNano());
    }
}
