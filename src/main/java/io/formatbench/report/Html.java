package io.formatbench.report;

/**
 * HTML escaping for text and attribute values; the page is also well-formed XML, so only XML's five
 * entities are used.
 */
public final class Html {

    private Html() {}

    public static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> {
                    // Control characters are not allowed in XML 1.0; a results file could still hold one.
                    if (c < 0x20 && c != '\n' && c != '\t') {
                        escaped.append(' ');
                    } else {
                        escaped.append(c);
                    }
                }
            }
        }
        return escaped.toString();
    }
}
