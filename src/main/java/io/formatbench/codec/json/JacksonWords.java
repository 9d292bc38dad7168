package io.formatbench.codec.json;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Jackson's messages about input it cannot read, in the words of JSON (and of CBOR and Smile, whose
 * parsers word theirs alike): what the record holds and what JSON expects there. Jackson's own words
 * name its Java options ("enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow", which no user
 * of this tool can set), its token types ({@code VALUE_STRING}), Java types ({@code `java.lang.String`})
 * and where its parser stood ("[Source: ...]", which the tool's own record and byte offset replace).
 * Every message of Jackson's the tool passes on goes through {@link #of}: a message that no rule here
 * words keeps Jackson's words, without those names.
 */
public final class JacksonWords {

    /** One rewording: what it matches in Jackson's message, and what it puts there. */
    private record Rule(Pattern pattern, Function<MatchResult, String> words) {

        static Rule of(String regex, Function<MatchResult, String> words) {
            return new Rule(Pattern.compile(regex), words);
        }

        String apply(String message) {
            return pattern.matcher(message).replaceAll(match -> Matcher.quoteReplacement(words.apply(match)));
        }
    }

    /** A character as Jackson quotes it: {@code ('x' (code 120))}, {@code ('é' (code 233 / 0xe9))} or a control one. */
    private static final String CHARACTER =
            "(?:'(.|\\n)' \\(code (\\d+)(?: / 0x[0-9a-fA-F]+)?\\)|\\(CTRL-CHAR, code (\\d+)\\))";

    private static final String ALL_VALUES = "a string in double quotes, a number, an object, an array, true, false"
            + " or null";

    /** The specific messages first, each worded whole; then what is left of Jackson's Java names goes. */
    private static final List<Rule> RULES = List.of(
            // Where the parser stood, which the tool says in its own terms.
            Rule.of("\\s*\\((?:start marker|start token) at (?:\\[Source:[^\\]]*\\]|\\([^)]*\\))\\)", m -> ""),
            Rule.of("Unexpected close marker '(.)': expected '(.)' \\(for (Object|Array) starting at"
                    + " (?:\\[Source:[^\\]]*\\]|[^)]*)\\)", m -> "'" + m.group(1) + "' where the "
                    + m.group(3).toLowerCase(Locale.ROOT) + " open there must close with '" + m.group(2) + "'"),
            Rule.of("\\s*(?:at )?\\[Source:[^\\]]*\\]", m -> ""),
            // Numbers JSON does not have.
            Rule.of("Non-standard token '([-+]?(?:NaN|Infinity|INF))': enable `[^`]*` to allow",
                    m -> "an unquoted " + m.group(1) + ", which is not a JSON value: proto3 JSON writes a float's or a double's NaN and"
                            + " infinities as the strings \"NaN\", \"Infinity\" and \"-Infinity\""),
            Rule.of("Unexpected character \\('\\+' \\(code 43\\)\\) in numeric value: JSON spec does not allow numbers"
                    + " to have plus signs.*", m -> "a number with a '+' sign: JSON numbers have none"),
            Rule.of("Invalid numeric value: Leading zeroes not allowed",
                    m -> "a number with a leading zero: JSON numbers have none (7, not 07)"),
            Rule.of("Unexpected character \\(" + CHARACTER + "\\) in numeric value: (Decimal point|Exponent indicator"
                    + "|expected digit \\(0-9\\) to follow minus sign).*",
                    m -> "a number cut short: " + numberPart(m.group(4)) + " not followed by a digit, but by "
                            + character(m, 1)),
            // Comments, quotes and separators.
            Rule.of("Unexpected character \\('/' \\(code 47\\)\\): maybe a \\(non-standard\\) comment\\?.*",
                    m -> "'/' where a value or a field should be: JSON has no comments"),
            Rule.of("Unexpected character \\(" + CHARACTER + "\\): (?:was expecting|expected) (.*)",
                    m -> character(m, 1) + " where JSON expects " + expected(m.group(4), m.group(1))),
            Rule.of("Illegal unquoted character \\(" + CHARACTER + "\\): has to be escaped using backslash to be"
                    + " included in (string value|name)", m -> character(m, 1) + " inside a "
                    + (m.group(4).equals("name") ? "field name" : "string") + ": JSON strings hold it only escaped ("
                    + escaped(code(m)) + ")"),
            // Jackson 3's hint after a Record Separator names a reader feature the tool does not offer.
            Rule.of("\\s*\\(consider enabling .*? to allow use of Record Separators \\(\\\\u001E\\)\\)", m -> ""),
            Rule.of("Illegal character \\(" + CHARACTER + "\\): only regular white space \\(\\\\r, \\\\n, \\\\t\\) is"
                    + " allowed between tokens", m -> character(m, 1) + " between values: only spaces, tabs and line"
                    + " ends may stand there"),
            Rule.of("Unrecognized token '(.*)': was expecting .*",
                    m -> "'" + m.group(1) + "' is not a JSON value: JSON expects " + ALL_VALUES),
            Rule.of("Unrecognized character escape \\(?'(.)' \\(code \\d+\\)\\)?",
                    m -> "the escape \\" + m.group(1) + ", which JSON does not have (it has \\\", \\\\, \\/, \\b,"
                            + " \\f, \\n, \\r, \\t and \\uXXXX)"),
            // Records that end too soon.
            Rule.of("Unexpected end-of-input: expected close marker for (Object|Array)",
                    m -> "the record ends inside an " + (m.group(1).equals("Object") ? "object" : "array")
                            + ", which it does not close"),
            Rule.of("Unexpected end-of-input within/between (Object|Array) entries",
                    m -> "the record ends inside an " + m.group(1).toLowerCase(Locale.ROOT)),
            Rule.of("Unexpected end-of-input in (?:Object value: expected a property or close marker.*|START_OBJECT)",
                    m -> "the record ends inside an object"),
            Rule.of("Unexpected end-of-input(?::| in) (?:was expecting closing quote for a string value|VALUE_STRING)",
                    m -> "the record ends inside a string"),
            Rule.of("Unexpected end-of-input(?::| in) (?:was expecting closing '\"' for name|field name|FIELD_NAME)",
                    m -> "the record ends inside a field name"),
            Rule.of("Unexpected end-of-input in character escape sequence", m -> "the record ends inside an escape"),
            Rule.of("Unexpected end-of-input in (VALUE_TRUE|VALUE_FALSE|VALUE_NULL)",
                    m -> "the record ends inside the value " + tokenWords(m.group(1))),
            Rule.of("Unexpected end-of-input in (?:START|END)_(OBJECT|ARRAY)",
                    m -> "the record ends inside an " + m.group(1).toLowerCase(Locale.ROOT)),
            Rule.of("Unexpected end-of-input for Binary value.*", m -> "the record ends inside binary data"),
            Rule.of("Unexpected end-of-input in ([A-Z_]+)", m -> "the record ends inside " + tokenWords(m.group(1))),
            Rule.of("Unexpected end-of-input", m -> "the record ends too early"),
            Rule.of("Needed to read (\\d+) bytes, (?:missed|only got) (\\d+) before end-of-input",
                    m -> "the record ends inside a value of " + m.group(1) + " bytes"),
            // The parser's limits, which are the tool's (JsonPolicy): each with its figures.
            Rule.of("String value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+), from `[^`]*`\\)",
                    m -> "a string of " + m.group(1) + " characters, over the limit of " + m.group(2)),
            Rule.of("Name length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+), from `[^`]*`\\)",
                    m -> "a field name of " + m.group(1) + " characters, over the limit of " + m.group(2)),
            Rule.of("Number value length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+), from `[^`]*`\\)",
                    m -> "a number of " + m.group(1) + " characters, over the limit of " + m.group(2)),
            Rule.of("Document nesting depth \\((\\d+)\\) exceeds the maximum allowed \\((\\d+), from `[^`]*`\\)",
                    m -> "objects and arrays nested " + m.group(1) + " deep, over the limit of " + m.group(2)),
            Rule.of("(\\w[\\w ]*?) length \\((\\d+)\\) exceeds the maximum allowed \\((\\d+), from `[^`]*`\\)",
                    m -> m.group(1).toLowerCase(Locale.ROOT) + " of " + m.group(2) + ", over the limit of "
                            + m.group(3)),
            Rule.of("Duplicate field '(.*)'", m -> "duplicate field '" + m.group(1) + "'"),
            Rule.of("Numeric value \\((.*)\\) out of range of (int|long) \\((.*) - (.*)\\)",
                    m -> "the number " + m.group(1) + " is out of the range of an " + (m.group(2).equals("int")
                            ? "int32" : "int64") + " (" + m.group(3) + " to " + m.group(4) + ")"),
            // Databind's words for a value of another type than the field's.
            Rule.of("Cannot coerce (\\w+) value \\((.*)\\) to `([^`]*)` value.*",
                    m -> "expected " + typeWords(m.group(3)) + ", found " + valueWords(m.group(1), m.group(2))),
            Rule.of("Cannot deserialize Map key of type `([^`]*)` from String (\"[^\"]*\").*",
                    m -> "the map key " + m.group(2) + " is not " + typeWords(m.group(1))),
            Rule.of("Cannot deserialize value of type `([^`]*)` from (.*?)(?: value)? \\(token `JsonToken\\.(\\w+)`\\)",
                    m -> "expected " + typeWords(m.group(1)) + ", found " + tokenWords(m.group(3))),
            // CBOR's and Smile's.
            Rule.of("Unsupported major type \\((\\d+)\\) for CBOR Objects, not \\(yet\\?\\) supported, only Strings",
                    m -> "a map key of CBOR major type " + m.group(1) + ": a record's field names are text strings"),
            Rule.of("Invalid type marker byte (0x\\p{XDigit}+) for expected field name \\(or END_OBJECT marker\\)",
                    m -> "the byte " + m.group(1) + " where a field name or the object's end should be"),
            // What is left of Jackson's names, in whatever message no rule above words.
            Rule.of(":?\\s*enable `[^`]*` to allow", m -> ""),
            Rule.of("\\s*\\(not recognized as one since Feature '[^']*' not enabled for parser\\)", m -> ""),
            Rule.of("\\s*\\(but could if coercion was enabled using `[^`]*`\\)", m -> ""),
            Rule.of("\\(token `JsonToken\\.(\\w+)`\\)", m -> "(" + tokenWords(m.group(1)) + ")"),
            Rule.of("`([^`]*)`", m -> typeWords(m.group(1))),
            Rule.of("\\b(?:JsonToken\\.)?(START_OBJECT|END_OBJECT|START_ARRAY|END_ARRAY|FIELD_NAME|VALUE_[A-Z_]+)\\b",
                    m -> tokenWords(m.group(1))),
            Rule.of("\\s*\\(code \\d+(?: / 0x\\p{XDigit}+)?\\)", m -> ""),
            Rule.of("\\((?:[a-z][a-z0-9_]*\\.)+[A-Z]\\w*\\)\\s*", m -> ""),
            Rule.of("\\b(?:[a-z][a-z0-9_]*\\.)+[A-Z]\\w*(?:Exception|Error): ", m -> ""));

    private JacksonWords() {}

    /** Jackson's {@code message} (its original message, without a location, or with one) in the user's words. */
    public static String of(String message) {
        String words = String.valueOf(message);
        for (Rule rule : RULES) {
            words = rule.apply(words);
        }
        // Jackson starts its sentences with a capital ("Unexpected ..."); the tool's reasons follow a colon.
        return words.length() > 1 && Character.isUpperCase(words.charAt(0)) && Character.isLowerCase(words.charAt(1))
                ? Character.toLowerCase(words.charAt(0)) + words.substring(1) : words;
    }

    private static int code(MatchResult m) {
        return Integer.parseInt(m.group(2) != null ? m.group(2) : m.group(3));
    }

    /** The character of a {@link #CHARACTER} match whose groups start at {@code first}: quoted, or named. */
    private static String character(MatchResult m, int first) {
        int code = Integer.parseInt(m.group(first + 1) != null ? m.group(first + 1) : m.group(first + 2));
        if (code < 0x20 || code == 0x7f) {
            return "the control character " + String.format(Locale.ROOT, "U+%04X", code);
        }
        return switch (code) {
            case '\'' -> "a single quote (')";
            case '"' -> "a double quote (\")";
            default -> "'" + m.group(first) + "'";
        };
    }

    private static String escaped(int code) {
        return String.format(Locale.ROOT, "\\u%04x", code);
    }

    private static String numberPart(String part) {
        return switch (part) {
            case "Decimal point" -> "a decimal point";
            case "Exponent indicator" -> "an exponent's 'e'";
            default -> "a minus sign";
        };
    }

    /** What Jackson says it expected, as JSON does; a trailing comma, which JSON lacks, is named as such. */
    private static String expected(String jackson, String found) {
        return switch (jackson) {
            case "double-quote to start field name" -> "a field name in double quotes"
                    + ("}".equals(found) ? " (no comma before an object's end)" : "");
            case "a colon to separate field name and value" -> "a ':' between a field's name and its value";
            case "comma to separate Object entries" -> "a ',' or the object's '}' after a field's value";
            case "comma to separate Array entries" -> "a ',' or the array's ']' after an element";
            case "a value" -> "a value" + ("]".equals(found) ? " (no comma before an array's end)" : "");
            case "a hex-digit for character escape sequence" -> "a hex digit of a \\uXXXX escape";
            default -> jackson.startsWith("a valid value") ? ALL_VALUES
                    + ("]".equals(found) ? " (no comma before an array's end)" : "") : jackson;
        };
    }

    /** A Jackson token type in JSON's words. */
    private static String tokenWords(String token) {
        return switch (token) {
            case "START_OBJECT" -> "an object";
            case "END_OBJECT" -> "the end of an object";
            case "START_ARRAY" -> "an array";
            case "END_ARRAY" -> "the end of an array";
            case "FIELD_NAME" -> "a field name";
            case "VALUE_STRING" -> "a string";
            case "VALUE_NUMBER_INT" -> "an integer";
            case "VALUE_NUMBER_FLOAT" -> "a number with a fraction or exponent";
            case "VALUE_TRUE" -> "true";
            case "VALUE_FALSE" -> "false";
            case "VALUE_NULL" -> "null";
            case "VALUE_EMBEDDED_OBJECT" -> "binary data";
            default -> "a value";
        };
    }

    /** A Java type databind names, as the JSON value it would read. */
    private static String typeWords(String type) {
        String simple = type.substring(type.lastIndexOf('.') + 1);
        return switch (simple) {
            case "String", "char", "Character" -> "a string";
            case "boolean", "Boolean" -> "true or false";
            case "int", "Integer", "long", "Long", "short", "Short", "byte", "Byte", "BigInteger" -> "an integer";
            case "double", "Double", "float", "Float", "BigDecimal" -> "a number";
            case "byte[]" -> "base64 text";
            default -> simple.endsWith("[]") || simple.startsWith("List") || simple.startsWith("ArrayList")
                    ? "an array" : "an object";
        };
    }

    /** A value as databind names it ("Integer value (5)"), as JSON would. */
    private static String valueWords(String kind, String value) {
        return switch (kind) {
            case "Integer", "Float" -> "the number " + value;
            case "Boolean" -> value;
            case "String" -> "the string " + value;
            default -> kind.toLowerCase(Locale.ROOT) + " " + value;
        };
    }
}
