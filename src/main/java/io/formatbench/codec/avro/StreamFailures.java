package io.formatbench.codec.avro;

import io.formatbench.codec.BadInputException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The stream beneath DataFileStream, remembering the last failure of its own: DataFileStream wraps
 * every IOException (its iterator's in an AvroRuntimeException), so without this a broken compressed
 * stream (already a {@link BadInputException} naming the file) or a failing disk would be reported as
 * bad Avro. The library readers rethrow the stream's own failure as it was.
 */
final class StreamFailures extends FilterInputStream {

    private IOException failure;

    StreamFailures(InputStream in) {
        super(in);
    }

    /** The stream's own failure, if it failed; else null, and the error was Avro's. */
    IOException failure() {
        return failure;
    }

    @Override
    public int read() throws IOException {
        try {
            return super.read();
        } catch (IOException e) {
            failure = e;
            throw e;
        }
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        try {
            return super.read(b, off, len);
        } catch (IOException e) {
            failure = e;
            throw e;
        }
    }

    @Override
    public long skip(long n) throws IOException {
        try {
            return super.skip(n);
        } catch (IOException e) {
            failure = e;
            throw e;
        }
    }

    /** What a library reader throws for an error of DataFileStream's while reading record {@code index}. */
    IOException readFailure(String source, long index, Exception e) {
        if (failure != null) {
            return failure;
        }
        return e instanceof BadInputException bad ? bad
                : new BadInputException(source, index, -1, String.valueOf(e.getMessage()), e);
    }
}
