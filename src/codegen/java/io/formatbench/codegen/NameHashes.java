package io.formatbench.codegen;

import java.nio.charset.StandardCharsets;

/**
 * The hashes fastjson2's and DSL-JSON's readers make of a property's name, computed here by their own
 * rules, so that the generated bindings can switch on them as the libraries' own generated code does.
 * The generator runs without either library; each generated class checks its constants against the
 * library once, when it loads, so that a library whose rule changed fails at once, by name.
 */
final class NameHashes {

    private NameHashes() {}

    /**
     * fastjson2's {@code Fnv.hashCode64(String)}: a name of at most 8 characters below U+0100 (and not
     * starting with U+0000) is its characters packed into a long, the first in the low byte; any other
     * is its 64-bit FNV-1a hash over its chars.
     */
    static long fastjson2(String name) {
        if (name.length() <= 8) {
            boolean packable = true;
            for (int i = 0; i < name.length(); i++) {
                char c = name.charAt(i);
                packable &= c <= 0xFF && !(i == 0 && c == 0);
            }
            if (packable) {
                long packed = 0;
                for (int i = name.length() - 1; i >= 0; i--) {
                    packed = (packed << 8) | name.charAt(i);
                }
                if (packed != 0) {
                    return packed;
                }
            }
        }
        long hash = 0xcbf29ce484222325L;
        for (int i = 0; i < name.length(); i++) {
            hash ^= name.charAt(i);
            hash *= 0x100000001b3L;
        }
        return hash;
    }

    /**
     * DSL-JSON's {@code JsonReader.calcHash()} of the name as the files hold it (UTF-8, unescaped): a 32-bit
     * FNV-1a over its bytes, each XORed in as a signed byte widened to a long.
     */
    static int dslJson(String name) {
        long hash = 0x811c9dc5L;
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            hash ^= b;
            hash *= 0x1000193;
        }
        return (int) hash;
    }
}
