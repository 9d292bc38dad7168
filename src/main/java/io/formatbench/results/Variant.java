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
    TWIN("twin");

    private final String id;

    Variant(String id) {
        this.id = id;
    }

    /** The stable name used on the command line and in results. */
    @JsonValue
    public String id() {
        return id;
    }

    /** Whether the variant measures writes too: strict and newer-data are variants of reading. */
    public boolean hasWrites() {
        return this != STRICT && this != NEWER_DATA;
    }

    public static Variant fromId(String id) {
        return Ids.byId(values(), Variant::id, id, "variant");
    }

    @Override
    public String toString() {
        return id;
    }
}
