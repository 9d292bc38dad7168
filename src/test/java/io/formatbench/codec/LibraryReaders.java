package io.formatbench.codec;

import java.util.Set;

/**
 * What the library readers of the codecs kept to the library variant (fastjson2's and DSL-JSON's, whose
 * strict reads are the JSON policy's reader's) leave to the policy among the cases the tests of each
 * schema expect every library reader to refuse: an integer given with a fraction, which fastjson2 reads as
 * its integer part. What else they leave is pinned by {@code json.LibraryLeniencyTest}.
 */
public final class LibraryReaders {

    private static final Set<String> LEFT_TO_THE_POLICY = Set.of("my_int 1.0", "version 1.5");

    private LibraryReaders() {}

    /** Whether {@code reader}, with library checks, is expected to refuse the case of this name. */
    public static boolean refuses(Codec<?> reader, String caseName) {
        return reader.readsStrictlyItself() || !LEFT_TO_THE_POLICY.contains(caseName);
    }
}
