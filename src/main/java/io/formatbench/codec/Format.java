package io.formatbench.codec;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** A file format of the dataset, with the file extension its data file carries. */
public enum Format {
    JSON("json", ".jsonl", "JSON Lines (UTF-8, one object per line)"),
    PROTOBUF("protobuf", ".pb", "length-delimited protobuf (varint length, then the message)"),
    CBOR("cbor", ".cbor", "a CBOR sequence (RFC 8742: one CBOR map per record, back to back)"),
    SMILE("smile", ".smile", "a Smile stream (Jackson's binary JSON: a header, then one object per record)"),
    AVRO("avro", ".avro", "an Avro object container file (a header with the schema, then blocks of records)");

    private final String id;
    private final String extension;
    private final String description;

    Format(String id, String extension, String description) {
        this.id = id;
        this.extension = extension;
        this.description = description;
    }

    /** The stable name used on the command line and in results. */
    @JsonValue
    public String id() {
        return id;
    }

    public String extension() {
        return extension;
    }

    public String description() {
        return description;
    }

    /** The format of an id, in any case: as the command line, the manifest and the results files give it. */
    @JsonCreator
    public static Format fromId(String id) {
        for (Format format : values()) {
            if (format.id.equals(id.toLowerCase(Locale.ROOT))) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown format '" + id + "' (known: "
                + Arrays.stream(values()).map(Format::id).collect(Collectors.joining(", ")) + ")");
    }

    /**
     * The formats of a comma-separated list of ids, or every format for {@code all}, in this
     * enum's order, each once; an error for an unknown id or an empty list.
     */
    public static List<Format> listOf(String ids) {
        if (ids.strip().equalsIgnoreCase("all")) {
            return List.of(values());
        }
        EnumSet<Format> formats = EnumSet.noneOf(Format.class);
        for (String id : ids.split(",")) {
            if (!id.isBlank()) {
                formats.add(fromId(id.strip()));
            }
        }
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("no format in '" + ids + "'");
        }
        return List.copyOf(formats);
    }

    @Override
    public String toString() {
        return id;
    }
}
