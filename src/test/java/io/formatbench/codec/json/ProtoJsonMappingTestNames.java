package io.formatbench.codec.json;

/** protoc's JSON name of a field: its .proto name in lowerCamelCase, for tests that read the JSON Schemas. */
final class ProtoJsonMappingTestNames {

    private ProtoJsonMappingTestNames() {}

    static String jsonName(String protoName) {
        StringBuilder name = new StringBuilder();
        boolean upper = false;
        for (char c : protoName.toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                name.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return name.toString();
    }
}
