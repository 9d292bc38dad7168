package io.formatbench.codec.json.framing;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.util.BufferRecycler;
import com.fasterxml.jackson.core.util.RecyclerPool;
import io.formatbench.codec.IoStack;

/**
 * Jackson's input and output buffers at {@link IoStack#LIBRARY_BUFFER_BYTES}, for the streaming codecs
 * (JSON, CBOR, Smile): Jackson takes its buffers from the factory's recycler pool, and the size of each
 * from the pool's BufferRecycler, which is how its API lets a caller choose them. The pool keeps the
 * recyclers its parsers and generators give back, so a new reader or writer reuses the last one's.
 */
public final class StackSizedBuffers extends RecyclerPool.ConcurrentDequePoolBase<BufferRecycler> {

    private static final long serialVersionUID = 1L;

    private StackSizedBuffers() {
        super(SERIALIZATION_NON_SHARED);
    }

    /** The same factory, but for its buffers. */
    public static JsonFactory of(JsonFactory factory) {
        return factory.rebuild().recyclerPool(new StackSizedBuffers()).build();
    }

    @Override
    public BufferRecycler createPooled() {
        return new Recycler();
    }

    private static final class Recycler extends BufferRecycler {
        @Override
        protected int byteBufferLength(int ix) {
            return ix == BYTE_READ_IO_BUFFER || ix == BYTE_WRITE_ENCODING_BUFFER ? IoStack.LIBRARY_BUFFER_BYTES
                    : super.byteBufferLength(ix);
        }
    }
}
