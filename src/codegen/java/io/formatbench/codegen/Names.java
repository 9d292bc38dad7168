package io.formatbench.codegen;

import java.util.Locale;

/** Names the generated code makes up for itself: constants, locals. */
final class Names {

    private Names() {}

    /** A constant's name for a .proto name: {@code producer_id} and {@code producerId} both PRODUCER_ID. */
    static String constant(String name) {
        StringBuilder constant = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c) && i > 0 && Character.isLowerCase(name.charAt(i - 1))) {
                constant.append('_');
            }
            constant.append(Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
        }
        return constant.toString().toUpperCase(Locale.ROOT);
    }
}
