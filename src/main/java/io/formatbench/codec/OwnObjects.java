package io.formatbench.codec;

import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * A codec on its library's own generated type, where the library has one: protobuf-java's codecs on
 * protoc's messages. A service that uses such a library works on that type as its model, as a Jackson
 * service works on its records, so that is what the codec's benchmarks measure; the copy between it
 * and the schema's record is a variant of its own ({@code mapped}), measured beside.
 *
 * @param codec the codec reading and writing {@code O} itself, with the same library calls and checks
 * @param fromRecord the record's object: what a write holds, made before the clock as every write's records are
 * @param contentHash an object's content hash, equal to the record's of the same values
 * @param checksum an object's checksum of a measured read, equal to the record's of the same values
 * @param <T> the schema's record
 * @param <O> the library's own type
 */
public record OwnObjects<T, O>(Codec<O> codec, Function<T, O> fromRecord, ToLongFunction<O> contentHash,
                               ToLongFunction<O> checksum) {}
