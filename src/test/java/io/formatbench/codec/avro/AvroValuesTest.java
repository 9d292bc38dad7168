package io.formatbench.codec.avro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.DecoderFactory;
import org.junit.jupiter.api.Test;

/** The checked single values every Avro binding reads: what a good one costs. */
class AvroValuesTest {

    private static final int BOOLEANS = 100_000;

    /**
     * A good boolean costs no garbage, checked or not: the generated read calls this for every boolean of
     * every record, inside the clock, and a field's name made into words for each call (the error's
     * "field 'active'") cost 40 bytes or more a call. Far below a byte a call, whatever the JIT does.
     */
    @Test
    void aGoodBooleanAllocatesNothing() throws IOException {
        byte[] trues = new byte[BOOLEANS];
        Arrays.fill(trues, (byte) 1);
        ValueLimits unchecked = new ValueLimits(false);
        ValueLimits checked = new ValueLimits(true);
        BinaryDecoder checkedDecoder = DecoderFactory.get().binaryDecoder(trues, null);
        checked.over(trues, trues.length, checkedDecoder);
        for (ValueLimits limits : new ValueLimits[] {unchecked, checked}) {
            BinaryDecoder in = limits == checked ? checkedDecoder : DecoderFactory.get().binaryDecoder(trues, null);
            int read = 0;
            long before = allocatedBytes();
            for (int i = 0; i < BOOLEANS; i++) {
                read += AvroValues.readBoolean(in, limits, "active") ? 1 : 0;
            }
            long allocated = allocatedBytes() - before;
            assertEquals(BOOLEANS, read);
            assertTrue(allocated < BOOLEANS, (limits == checked ? "checked" : "unchecked") + ": " + allocated
                    + " bytes allocated for " + BOOLEANS + " booleans");
        }
    }

    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }
}
