package io.formatbench.dataset;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.Limits;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A user's own records, one per line in proto3 JSON ({@code generate --from-json FILE}): what a dataset
 * is made of in place of generated ones. Read with protobuf's own parser (JsonFormat), as proto3 JSON
 * allows: a field by its JSON or its .proto name, defaults left out, 64-bit integers as numbers or
 * strings. Unknown fields are refused, so that a typo does not vanish from the data. The whole file
 * is checked before a dataset file is written ({@link #count}), so a bad line writes nothing. Its
 * error names the file, the record (0-based, as every reader's does), its byte offset and the line.
 */
public final class JsonRecordsFile {

    private final Path file;
    private final Message defaultInstance;
    private final JsonFormat.Parser parser = JsonFormat.parser();

    /** The records of {@code file} as messages of {@code defaultInstance}'s type. */
    public JsonRecordsFile(Path file, Message defaultInstance) {
        this.file = file;
        this.defaultInstance = defaultInstance;
    }

    /**
     * Parses every line and returns how many records the file holds; throws for the first bad line,
     * naming the file, the line and what JsonFormat found wrong (the field, mostly).
     */
    public long count() throws IOException {
        long records = 0;
        long offset = 0;
        try (BufferedReader lines = open()) {
            for (String line = readLine(lines, records + 1); line != null; line = readLine(lines, records + 1)) {
                records++;
                try {
                    parse(line, records);
                } catch (DatasetException badLine) {
                    throw new BadInputException(file.toString(), records - 1, offset, badLine.getMessage());
                }
                offset += utf8Length(line) + 1;
            }
        } catch (CharacterCodingException e) {
            throw new BadInputException(file.toString(), records, -1, "line " + (records + 1) + ": not UTF-8");
        }
        if (records == 0) {
            throw new BadInputException(file.toString(), 0, 0, "no records (one proto3 JSON object per line)");
        }
        return records;
    }

    /** The file's records from record {@code firstRecord} (0-based) on: a shard's records. */
    <T> RecordGenerator<T> records(long firstRecord) {
        BufferedReader lines;
        try {
            lines = open();
            for (long skipped = 0; skipped < firstRecord; skipped++) {
                readLine(lines, skipped + 1);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new RecordGenerator<>() {
            private long lineNumber = firstRecord;

            @Override
            public T next() {
                try {
                    lineNumber++;
                    String line = readLine(lines, lineNumber);
                    if (line == null) {
                        throw new IllegalStateException(file + " ended at line " + lineNumber
                                + ": changed since checked");
                    }
                    // T is the schema's record type: the very message type this file's parser builds.
                    @SuppressWarnings("unchecked")
                    T message = (T) parse(line, lineNumber);
                    return message;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
    }

    /** One line's record; a bad one is a DatasetException whose message says the line and why. */
    private Message parse(String line, long lineNumber) throws DatasetException {
        Message.Builder builder = defaultInstance.newBuilderForType();
        try {
            parser.merge(line, builder);
        } catch (InvalidProtocolBufferException | RuntimeException e) {
            // JsonFormat's messages name the field and the value; Gson's (for what is not JSON) the column.
            throw new DatasetException("line " + lineNumber + ": " + e.getMessage());
        }
        if (!builder.isInitialized()) {
            throw new DatasetException("line " + lineNumber + ": missing required fields "
                    + builder.findInitializationErrors());
        }
        Message record = builder.build();
        if (record.getSerializedSize() == 0) {
            throw new DatasetException("line " + lineNumber + ": every field is at its default value, a record of"
                    + " zero bytes in the protobuf file, which its readers refuse (a zero length is not a record)");
        }
        return record;
    }

    /**
     * The next line without its end ({@code \n} or {@code \r\n}), or null at the end; a line longer
     * than a JSON record may be ({@link Limits#MAX_JSON_RECORD_BYTES}, counted in characters) is an
     * error, not a string as long as the heap.
     */
    private String readLine(BufferedReader in, long lineNumber) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                return line.isEmpty() ? null : line.toString();
            }
            if (line.length() == Limits.MAX_JSON_RECORD_BYTES) {
                throw new BadInputException(file.toString(), lineNumber - 1, -1, "line " + lineNumber
                        + ": longer than " + Limits.MAX_JSON_RECORD_BYTES + " characters");
            }
            line.append((char) c);
        }
        int end = line.length();
        return end > 0 && line.charAt(end - 1) == '\r' ? line.substring(0, end - 1) : line.toString();
    }

    private static long utf8Length(String line) {
        long bytes = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : Character.isSurrogate(c) ? 2 : 3;
        }
        return bytes;
    }

    /** Strict UTF-8: a malformed byte is an error, not U+FFFD in a record. */
    private BufferedReader open() throws IOException {
        return new BufferedReader(new InputStreamReader(Files.newInputStream(file),
                StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)), 1 << 16);
    }
}
