package io.formatbench.codec.jackson3;

import io.formatbench.codec.IoStack;
import tools.jackson.core.TSFBuilder;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.RecyclerPool;

/**
 * Jackson 3's input and output buffers at {@link IoStack#LIBRARY_BUFFER_BYTES}, as
 * {@code io.formatbench.codec.json.framing.StackSizedBuffers} sets Jackson 2's, so that both majors read
 * and write through buffers of one size. It is a concurrent deque pool, which is also Jackson 3's default
 * kind of pool (Jackson 2's default is thread-local): the streaming codecs of both majors recycle alike.
 */
final class Jackson3Buffers extends RecyclerPool.ConcurrentDequePoolBase<BufferRecycler> {

    private static final long serialVersionUID = 1L;

    private Jackson3Buffers() {
        super(SERIALIZATION_NON_SHARED);
    }

    /** The same factory, but for its buffers. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static <F extends TokenStreamFactory> F of(F factory) {
        TSFBuilder builder = factory.rebuild();
        return (F) builder.recyclerPool(new Jackson3Buffers()).build();
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
