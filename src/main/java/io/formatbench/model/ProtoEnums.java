package io.formatbench.model;

/**
 * The domain's copies of the .protos' enums. Each declares its constants in the order of their
 * numbers, from 0 without gaps, and with the .proto's names, which are their names in JSON too
 * (the tests check both against the generated descriptors).
 */
final class ProtoEnums {

    private ProtoEnums() {}

    /**
     * The constant of {@code number}. A proto3 reader keeps a number its enum does not list
     * (protobuf-java's UNRECOGNIZED); a domain record cannot hold it, so the mapping refuses it.
     */
    static <E extends Enum<E>> E forNumber(E[] byNumber, int number, String field, String enumName) {
        if (number < 0 || number >= byNumber.length) {
            throw new IllegalArgumentException("field '" + field + "': enum " + enumName
                    + " has no value numbered " + number + " (it has 0 to " + (byNumber.length - 1) + ")");
        }
        return byNumber[number];
    }
}
