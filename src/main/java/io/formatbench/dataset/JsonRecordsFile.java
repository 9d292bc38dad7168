package io.formatbench.dataset;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import io.formatbench.Defaults;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.InvalidRecordException;
import io.formatbench.codec.Limits;
import io.formatbench.codec.json.proto3.CanonicalProtoJson;
import io.formatbench.codec.json.JacksonWords;
import io.formatbench.codec.json.JsonPolicy;
import io.formatbench.codec.json.proto3.JsonUnknownFields;
import io.formatbench.fs.InputFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A user's own records, one per line in proto3 JSON ({@code generate --from-json FILE}): what a dataset
 * is made of in place of generated ones. Each line may take every form protobuf's JSON mapping lets a
 * parser take (a field by its JSON or its .proto name, absent or null at its default, integers as numbers
 * or strings, with an exponent or a fraction of zero, doubles as strings, NaN and the infinities, bytes
 * in either base64 alphabet with or without padding, timestamps with an offset, an enum by name or
 * number): {@link CanonicalProtoJson} rewrites it in the one form of the tool's files, which the
 * record's generated JSON binding then reads, as every dataset reader reads the files. Unknown fields
 * are refused, so that a typo does not vanish from the data. Blank lines are skipped, as every JSON
 * Lines reader of the tool skips them.
 *
 * <p>The whole file is checked in one pass before a dataset file is written ({@link #check}), so a bad
 * line writes nothing, and every bad line is reported, one line each (the first
 * {@link Defaults#REPORTED_BAD_LINES}, then a count): each names the file, the line and the record (both
 * counted from 1: the line in the file, the record among its records), the byte where the line starts,
 * and the field's whole path.
 */
public final class JsonRecordsFile<T> {

    private static final JsonFactory JSON = JsonPolicy.newFactory();

    private final Path file;
    private final RecordBindings<T, ?> bindings;
    private final CanonicalProtoJson canonical;

    /** The records of {@code file} as records of {@code bindings}' message. */
    public JsonRecordsFile(Path file, RecordBindings<T, ?> bindings) {
        this.file = file;
        this.bindings = bindings;
        this.canonical = new CanonicalProtoJson(bindings.defaultMessage().getDescriptorForType(), JSON);
    }

    /** One line of the file: its text without its end, its number, and where it starts. */
    private record Line(String text, long number, long offset) {}

    /**
     * Reads every line and returns how many records the file holds; throws {@link BadLinesException}
     * naming every bad line (up to the limit), or BadInputException for a file of none.
     */
    public long check() throws IOException {
        InputFiles.requireReadable(file);
        List<String> reported = new ArrayList<>();
        long bad = 0;
        long records = 0;
        try (LineReader lines = new LineReader()) {
            for (Line line = lines.next(); line != null; line = lines.next()) {
                if (line.text().isBlank()) {
                    continue;
                }
                records++;
                try {
                    parse(line.text());
                } catch (DatasetException badLine) {
                    bad++;
                    if (reported.size() < Defaults.REPORTED_BAD_LINES) {
                        reported.add(where(line, records) + badLine.getMessage());
                    }
                }
            }
        } catch (CharacterCodingException e) {
            bad++;
            reported.add(file + ": line " + (records + bad) + ": not UTF-8 (the rest of the file is not read)");
        } catch (IOException e) {
            throw InputFiles.named(file, e);
        }
        if (bad > 0) {
            throw new BadLinesException(reported, bad, records);
        }
        if (records == 0) {
            throw new BadInputException(file.toString(), 0, 0, "no records (one proto3 JSON object per line)");
        }
        return records;
    }

    private String where(Line line, long record) {
        return file + ": line " + line.number() + " (record " + record + ", byte " + line.offset() + "): ";
    }

    /** The file's records from record {@code firstRecord} (0-based) on: a shard's records. */
    RecordGenerator<T> records(long firstRecord) {
        LineReader lines;
        try {
            lines = new LineReader();
        } catch (IOException e) {
            throw new UncheckedIOException(InputFiles.named(file, e));
        }
        return new RecordGenerator<>() {
            private long skipped;

            @Override
            public T next() {
                try {
                    for (Line line = lines.next(); line != null; line = lines.next()) {
                        if (!line.text().isBlank() && skipped++ >= firstRecord) {
                            return parse(line.text());
                        }
                    }
                    throw new IllegalStateException(file + " ended before record " + (skipped + 1)
                            + ": changed since checked");
                } catch (IOException e) {
                    throw new UncheckedIOException(InputFiles.named(file, e));
                }
            }
        };
    }

    /** One line's record; a bad one is a DatasetException that says what is wrong, where in the line. */
    private T parse(String line) throws DatasetException {
        T record;
        try {
            record = read(canonical.rewrite(line));
        } catch (JsonProcessingException e) {
            // A limit of the parser's (nesting, a number's length) has no location.
            throw new DatasetException("not JSON: " + JacksonWords.of(e.getOriginalMessage())
                    + (e.getLocation() == null ? "" : " (column " + e.getLocation().getColumnNr() + ")"));
        } catch (InvalidRecordException e) {
            throw new DatasetException(e.getMessage());
        } catch (IOException e) {
            // A parser over a string reads no file: it has no other I/O to fail.
            throw new UncheckedIOException(e);
        }
        if (bindings.toMessage(record).getSerializedSize() == 0) {
            throw new DatasetException("every field is at its default value: a record of zero bytes as delimited"
                    + " protobuf, which formatbench's readers refuse (a zero-filled tail is a common corruption);"
                    + " give a field a value other than its default");
        }
        return record;
    }

    /** The record of a line in the files' one form, read as the dataset's readers read it. */
    private T read(String canonicalLine) throws IOException {
        try (JsonParser parser = JSON.createParser(canonicalLine)) {
            parser.nextToken();
            return bindings.json().read(parser, JsonUnknownFields.REJECT_NO_SKIPPING);
        }
    }

    /** The file's lines, strictly UTF-8, each with its number and the byte where it starts. */
    private final class LineReader implements AutoCloseable {
        private final BufferedReader in;
        private long number;
        private long offset;

        LineReader() throws IOException {
            in = new BufferedReader(new InputStreamReader(Files.newInputStream(file),
                    StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                            .onUnmappableCharacter(CodingErrorAction.REPORT)), 1 << 16);
        }

        /**
         * The next line without its end ({@code \n} or {@code \r\n}), or null at the end; a line longer
         * than a JSON record may be ({@link Limits#MAX_JSON_RECORD_BYTES}, counted in characters) is an
         * error, not a string as long as the heap.
         */
        Line next() throws IOException {
            StringBuilder text = new StringBuilder();
            long start = offset;
            int c;
            for (c = in.read(); c != '\n' && c >= 0; c = in.read()) {
                if (text.length() == Limits.MAX_JSON_RECORD_BYTES) {
                    throw new BadInputException(file.toString(), number, start, "line " + (number + 1)
                            + ": longer than " + Limits.MAX_JSON_RECORD_BYTES + " characters");
                }
                text.append((char) c);
                offset += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate((char) c) ? 2 : 3;
            }
            if (c < 0 && text.isEmpty()) {
                return null;
            }
            if (c == '\n') {
                offset++;
            }
            number++;
            int end = text.length();
            String line = end > 0 && text.charAt(end - 1) == '\r' ? text.substring(0, end - 1) : text.toString();
            return new Line(line, number, start);
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
