package io.formatbench.messages;

import io.formatbench.Defaults;
import io.formatbench.codec.Format;
import io.formatbench.codec.MessageCodec;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.SeededRecords;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The records the message benchmark encodes and decodes, all from the seeded dataset (the default
 * seed's first records), so that they are the records the file benchmark moves, and the same in
 * every fork and on every machine.
 */
public final class MessageInputs {

    /** Records per operation: one record's message, and list messages of 10 and 100 records. */
    public static final List<Integer> BATCHES = List.of(1, 10, 100);

    private MessageInputs() {}

    /** The dataset's first {@code count} records. */
    public static <T> List<T> records(DatasetSchema<T> schema, int count) {
        List<T> records = new ArrayList<>(count);
        SeededRecords.generate(schema, Defaults.SEED, count, records::add);
        return records;
    }

    /**
     * The typical record: of the records of the longest list, the first one whose JSON message has
     * the median length. The first record alone could be the shortest name of the dataset.
     */
    public static <T> T typical(DatasetSchema<T> schema) throws IOException {
        List<T> pool = records(schema, BATCHES.get(BATCHES.size() - 1));
        MessageCodec<T> json = schema.primaryCodec(Format.JSON).newMessageCodec();
        int[] lengths = new int[pool.size()];
        for (int i = 0; i < lengths.length; i++) {
            lengths[i] = json.encode(pool.get(i)).length;
        }
        int[] byLength = IntStream.range(0, lengths.length).boxed()
                .sorted(Comparator.comparingInt((Integer i) -> lengths[i]).thenComparingInt(i -> i))
                .mapToInt(Integer::intValue).toArray();
        int medianLength = lengths[byLength[(byLength.length - 1) / 2]];
        return pool.get(IntStream.range(0,
                lengths.length).filter(i -> lengths[i] == medianLength).findFirst().orElseThrow());
    }

    /**
     * The empty record: what an empty protobuf message decodes to, so every field at its default
     * (0, "", false), the one definition of "default" that both formats share through the schema's proto.
     */
    public static <T> T empty(DatasetSchema<T> schema) throws IOException {
        return schema.primaryCodec(Format.PROTOBUF).newMessageCodec().decode(new byte[0]);
    }

    /** What one operation of {@code batch} records encodes: the typical record alone, or the first records. */
    public static <T> List<T> forBatch(DatasetSchema<T> schema, int batch) throws IOException {
        return batch == 1 ? List.of(typical(schema)) : records(schema, batch);
    }
}
