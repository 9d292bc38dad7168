package io.formatbench.codec.avro;

import com.fasterxml.jackson.core.JacksonException;
import io.formatbench.codec.BadInputException;
import io.formatbench.codec.UnknownFields;
import io.formatbench.codec.json.JacksonWords;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.DecoderFactory;

/**
 * Reads an Avro object container file with the whole bad-input policy, for both Avro codecs (as both
 * protobuf codecs share one strict reader): DataFileStream reads a block's size from the file and
 * allocates it before it reads a byte of it, and cannot say where a record starts. This reads the
 * header and each block itself, bounded ({@link AvroContainer#MAX_BLOCK_BYTES}, compressed and
 * decompressed), requires the file's schema to be the reader's, a block codec of {@link AvroBlockCodec},
 * the header's sync marker after every block and every block's bytes used up by its records, and
 * decodes each record with Avro's BinaryDecoder over the block in memory, so that an error names the
 * record and the byte where it starts: in the file for the null codec; for a compressed block, where
 * the block starts in the file and the record's byte within the block's decompressed bytes.
 */
final class StrictContainerReader<M> {

    /** Decodes one record from the block's decoder, over the block's first {@code end} bytes. */
    interface RecordDecoder<M> {
        M decode(BinaryDecoder in, byte[] block, int end) throws IOException;
    }

    private static final byte[] MAGIC = {'O', 'b', 'j', 1};
    private static final int SYNC_BYTES = 16;
    /** The header's metadata holds the schema's JSON and a few short strings. */
    private static final int MAX_HEADER_BYTES = 1 << 20;

    private final InputStream in;
    private final String source;
    private final Schema expected;
    private final RecordDecoder<M> records;
    private final boolean skipAdded;
    /** The fields a newer writer schema adds after the record's, skipped after each record's own. */
    private List<Schema> added = List.of();
    private long skipped;
    private final byte[] sync = new byte[SYNC_BYTES];
    private final byte[] blockSync = new byte[SYNC_BYTES];
    private byte[] block = new byte[AvroContainer.SYNC_INTERVAL * 2];
    private AvroBlockCodec codec = AvroBlockCodec.NULL;
    private BlockDecompressor decompressor;
    /** The block's records: {@link #block} for the null codec, the decompressor's output for the others. */
    private byte[] data;
    private BinaryDecoder decoder;
    private boolean headerRead;
    private long position;
    private long index;
    private long blockStart;
    private int blockSize;
    private long left;

    /** @param skipAdded whether fields a newer writer schema adds are skipped and counted, or refused */
    StrictContainerReader(InputStream in, String source, Schema expected, RecordDecoder<M> records,
                          UnknownFields unknownFields) {
        this.skipAdded = unknownFields == UnknownFields.SKIP;
        this.in = in;
        this.source = source;
        this.expected = expected;
        this.records = records;
    }

    /** The next record, or null at the clean end of the file. */
    M next() throws IOException {
        if (!headerRead) {
            readHeader();
            headerRead = true;
        }
        while (left == 0) {
            // Checked here, not after the block's last record: that record is good, and returned.
            if (decoder != null && !decoder.isEnd()) {
                int end = blockSize - decoder.inputStream().available();
                throw bad(offset(end), (blockSize - end) + " bytes after the last record of its block" + within(end));
            }
            if (!nextBlock()) {
                return null;
            }
        }
        int inBlock = blockSize - decoder.inputStream().available();
        long offset = offset(inBlock);
        M record;
        try {
            record = records.decode(decoder, data, blockSize);
            for (Schema field : added) {
                GenericDatumReader.skip(field, decoder);
            }
        } catch (StackOverflowError e) {
            // Only the added fields' schemas, which the file's header declares, are not the reader's own.
            throw bad(offset, "values nested too deep in the fields the file's schema adds" + within(inBlock));
        } catch (EOFException e) {
            throw bad(offset, "the record runs past the end of its block (truncated, or a length or count"
                    + " larger than what is left of the block's " + blockSize + " bytes)" + within(inBlock));
        } catch (IOException | RuntimeException e) {
            // The block is in memory: whatever fails in decoding it (Avro's own limits throw
            // UnsupportedOperationException, protobuf's builders IllegalArgumentException) is the data's.
            throw bad(offset, e.getMessage() + within(inBlock));
        }
        index++;
        left--;
        skipped += added.size();
        return record;
    }

    /**
     * Where a byte of the block's records is in the file: exactly, for the null codec; where the block
     * starts, for a compressed one, whose records' bytes are not the file's ({@link #within} says where).
     */
    private long offset(int inBlock) {
        return codec.compressed() ? blockStart : blockStart + inBlock;
    }

    /**
     * For a compressed block, which of its decompressed bytes: " (byte 12 of the block's 6405
     * deflate-decompressed bytes)"; nothing for the null codec.
     */
    private String within(int inBlock) {
        return codec.compressed() ? " (byte " + inBlock + " of the block's " + blockSize + " " + codec
                + "-decompressed bytes)" : "";
    }

    /** Frees the decompressor's native memory (zlib's); the stream is the caller's. */
    void close() {
        if (decompressor != null) {
            decompressor.close();
        }
    }

    /** How many fields a newer writer schema added that this reader has skipped: the added fields, per record. */
    long skipped() {
        return skipped;
    }

    private void readHeader() throws IOException {
        byte[] magic = new byte[MAGIC.length];
        int got = read(magic, 0, magic.length);
        if (got == 0) {
            throw bad(0, "empty file: not an Avro object container file (it has no header)");
        }
        if (got < MAGIC.length || !Arrays.equals(magic, MAGIC)) {
            throw bad(0, "not an Avro object container file (its first bytes are not 'Obj' 1)");
        }
        String schema = null;
        String codec = null;
        for (long count = varLong("header"); count != 0; count = varLong("header")) {
            if (count < 0) {
                count = -count;
                varLong("header");
            }
            for (long i = 0; i < count; i++) {
                String key = new String(headerBytes(), StandardCharsets.UTF_8);
                byte[] value = headerBytes();
                if (key.equals("avro.schema")) {
                    schema = new String(value, StandardCharsets.UTF_8);
                } else if (key.equals("avro.codec")) {
                    codec = new String(value, StandardCharsets.UTF_8);
                }
            }
        }
        if (codec != null) {
            this.codec = blockCodec(codec);
        }
        if (schema == null) {
            throw bad(position, "the header has no avro.schema");
        }
        Schema written;
        try {
            written = new Schema.Parser().setValidateDefaults(false).parse(schema);
        } catch (RuntimeException e) {
            throw bad(position, "the header's avro.schema does not parse: " + schemaProblem(e));
        }
        if (!written.equals(expected)) {
            int count = AvroEvolution.addedFields(expected, written);
            if (count <= 0) {
                throw bad(0, "the file's Avro schema is not the schema of " + expected.getFullName()
                        + " this reader reads (" + written.getFullName() + ")");
            }
            if (!skipAdded) {
                throw bad(0, "the file's Avro schema adds fields " + AvroEvolution.addedNames(expected, written)
                        .stream().map(name -> "'" + name + "'").collect(Collectors.joining(", "))
                        + " (" + UnknownFields.HINT + ")");
            }
            added = written.getFields().stream().skip(expected.getFields().size()).map(Schema.Field::schema).toList();
        }
        if (read(sync, 0, SYNC_BYTES) < SYNC_BYTES) {
            throw bad(position, "file ends inside the header's sync marker (truncated)");
        }
    }

    /** The header's codec, if it is one this reader reads; refused by its name if not. */
    private AvroBlockCodec blockCodec(String name) throws BadInputException {
        Optional<AvroBlockCodec> match = AvroBlockCodec.named(name);
        if (match.isPresent()) {
            return match.get();
        }
        throw bad(position, "block codec '" + name + "': this reader reads the codecs "
                + Arrays.stream(AvroBlockCodec.values()).map(known -> "'" + known.id() + "'")
                        .collect(Collectors.joining(", ")));
    }

    private byte[] headerBytes() throws IOException {
        long length = varLong("header");
        if (length < 0 || position + length > MAX_HEADER_BYTES) {
            throw bad(position, "header metadata of " + length + " bytes takes the header past "
                    + MAX_HEADER_BYTES + " bytes");
        }
        byte[] bytes = new byte[(int) length];
        if (read(bytes, 0, bytes.length) < bytes.length) {
            throw bad(position, "file ends inside the header (truncated)");
        }
        return bytes;
    }

    /** Reads the next block and its sync marker; false at the clean end of the file, just after a block. */
    private boolean nextBlock() throws IOException {
        long start = position;
        int first = in.read();
        if (first < 0) {
            return false;
        }
        position++;
        // Every fault of a block, from its header to its sync marker, is reported where the block starts.
        long count = varLong(first, "a block's record count", start);
        long size = varLong(nextByte(start, "a block's size"), "a block's size", start);
        if (count < 0 || size < 0 || size > AvroContainer.MAX_BLOCK_BYTES || (count == 0 && size != 0)) {
            throw bad(start, "block of " + count + " records in " + size + " bytes (at most "
                    + AvroContainer.MAX_BLOCK_BYTES + " bytes, the tool's limit of a block; or bytes after the"
                    + " last block)");
        }
        if (block.length < size) {
            block = new byte[(int) Math.max(size, Math.min(2L * block.length, AvroContainer.MAX_BLOCK_BYTES))];
        }
        long dataStart = position;
        if (read(block, 0, (int) size) < size) {
            throw bad(start, "file ends inside a block of " + count + " records that says it holds " + size
                    + " bytes (truncated)");
        }
        if (read(blockSync, 0, SYNC_BYTES) < SYNC_BYTES) {
            throw bad(start, "file ends inside the sync marker after a block (truncated)");
        }
        if (!Arrays.equals(sync, blockSync)) {
            throw bad(start, "the sync marker after a block of " + count + " records in " + size
                    + " bytes is not the header's (a corrupt block)");
        }
        // A compressed block's records are not the file's bytes: errors inside it are reported where it starts.
        blockStart = codec.compressed() ? start : dataStart;
        data = block;
        blockSize = (int) size;
        // An empty block (no records, no bytes) holds nothing to decompress.
        if (codec.compressed() && size > 0) {
            if (decompressor == null) {
                decompressor = new BlockDecompressor(AvroContainer.MAX_BLOCK_BYTES, block.length);
            }
            try {
                decompressor.decompress(codec, block, (int) size);
            } catch (BlockDecompressor.Fault fault) {
                throw bad(start, "block of " + count + " records in " + size + " " + codec + "-compressed bytes: "
                        + fault.getMessage());
            }
            data = decompressor.bytes();
            blockSize = decompressor.length();
        }
        left = count;
        decoder = DecoderFactory.get().binaryDecoder(data, 0, blockSize, decoder);
        return true;
    }

    private long varLong(String what) throws IOException {
        return varLong(nextByte(position, what), what, position - 1);
    }

    private int nextByte(long reportAt, String what) throws IOException {
        int b = in.read();
        if (b < 0) {
            throw bad(reportAt, "file ends inside " + what + " (truncated)");
        }
        position++;
        return b;
    }

    /** A zig-zag varint of Avro's long, its first byte read; a fault is reported at {@code start}. */
    private long varLong(int first, String what, long start) throws IOException {
        long raw = first & 0x7F;
        int b = first;
        for (int shift = 7; (b & 0x80) != 0; shift += 7) {
            if (shift > 63) {
                throw bad(start, "malformed varint in " + what + " (longer than 10 bytes)");
            }
            b = nextByte(start, what);
            raw |= (long) (b & 0x7F) << shift;
        }
        return (raw >>> 1) ^ -(raw & 1);
    }

    private int read(byte[] buffer, int offset, int length) throws IOException {
        int done = 0;
        while (done < length) {
            int n = in.read(buffer, offset + done, length - done);
            if (n < 0) {
                break;
            }
            done += n;
        }
        position += done;
        return done;
    }

    private BadInputException bad(long offset, String reason) {
        return new BadInputException(source, index, offset, reason);
    }

    /** Avro's words for a schema it cannot parse; its JSON parser's (Jackson's) come wrapped in Jackson's class name. */
    private static String schemaProblem(RuntimeException e) {
        return e.getCause() instanceof JacksonException json
                ? "not JSON: " + JacksonWords.of(json.getOriginalMessage()) : String.valueOf(e.getMessage());
    }
}
