package io.formatbench.results;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a codec's library is driven in a benchmark; the same codec can be measured in several. */
public enum Variant {

    /**
     * The codec as a user runs it: the library configured the way its maintainers document for
     * normal strict use, on a file just checked against its manifest. What the headline compares.
     */
    LIBRARY("library"),

    /**
     * The codec on the schema's record where its library has a type of its own ({@link
     * io.formatbench.codec.Codec#ownObjects}): a protobuf codec copying each of protoc's messages into the
     * record as it reads, and each record into a message as it writes, inside the clock, as a service whose
     * model is not protoc's classes does. Against the library variant, on messages, what the copy costs.
     * Only codecs with objects of their own have it.
     */
    MAPPED("mapped"),

    /**
     * The codec with the tool's whole bad-input policy, including the checks its library lacks
     * (strict UTF-8, duplicate keys, exact frames): what reading an unchecked file costs. Reads only;
     * a writer checks nothing that could differ.
     */
    STRICT("strict"),

    /**
     * The same library calls as a bare loop in a main method, with the libraries' defaults and none
     * of the tool's abstractions: the yardstick a codec's figures must come close to.
     */
    BARE_LOOP("bare-loop"),

    /**
     * The library read of the dataset's newer twin (DATA-v2: the same records, each with the fields a
     * newer version of the schema adds) by readers that skip and count those fields: against the
     * library read of the dataset itself, what reading newer data costs. Reads only.
     */
    NEWER_DATA("newer-data"),

    /**
     * The A/A control: the library variant again, the same code on the same file, measured as if it
     * were another codec, in forks of its own in every round. Against its library variant the ratio
     * is 1 by construction: a run that names either the faster has made a false verdict, and one
     * that calls them "about the same" has shown it can say so.
     */
    TWIN("twin"),

    /**
     * The format's I/O floor: the dataset's file read through the same I/O stack as every codec, each
     * record's end found by the format's framing (newlines, varint frames, CBOR's item heads, Smile's tokens,
     * Avro's blocks) and every byte touched, no record decoded ({@link io.formatbench.codec.floor.Floors}).
     * Reads only; once per format, keyed on the format's primary codec, whose file it is.
     */
    FLOOR("floor"),

    /**
     * A plain read of the dataset's file through the same I/O stack, every byte touched, nothing found:
     * what the file (from the page cache) and the stack cost. Reads only; once per format, as the floor.
     */
    PLAIN_READ("plain-read");

    private final String id;

    Variant(String id) {
        this.id = id;
    }

    /** The stable name used on the command line and in results. */
    @JsonValue
    public String id() {
        return id;
    }

    /** Whether the variant measures writes too: strict, newer-data and the floors are variants of reading. */
    public boolean hasWrites() {
        return this == LIBRARY || this == BARE_LOOP || this == TWIN || this == MAPPED;
    }

    /**
     * Whether the variant's reads decode records, with a codec; the floor and the plain read read the file
     * without one, once per format.
     */
    public boolean decodesRecords() {
        return this != FLOOR && this != PLAIN_READ;
    }

    public static Variant fromId(String id) {
        return Ids.byId(values(), Variant::id, id, "variant");
    }

    @Override
    public String toString() {
        return id;
    }
}
