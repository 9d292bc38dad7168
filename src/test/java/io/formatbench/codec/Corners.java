package io.formatbench.codec;

import io.formatbench.dataset.DatasetSchema;
import java.util.List;

/**
 * Each schema's hand-made corner records: values its generator makes rarely or never (extreme
 * numbers, empty, escaped and non-BMP strings, long ones). A schema without any here is tested on
 * its generated records alone.
 */
public final class Corners {

    private Corners() {}

    public static <T> List<T> of(DatasetSchema<T> schema) {
        List<?> corners = switch (schema.name()) {
            case "user" -> UserCodecs.corners();
            case "event" -> EventCorners.all();
            default -> List.of();
        };
        return corners.stream().map(schema.type()::cast).toList();
    }
}
