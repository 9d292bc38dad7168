package io.formatbench.bench;

/**
 * Where a fork's passes begin, in its class-load log ({@code -Xlog:class+load}): the fork loads this
 * class, used nowhere else, just before its first pass, so that every class the log lists before it
 * was loaded, and could have run, before anything was measured. What holds that no library a codec
 * measures runs before its first pass (ForkClassLoadTest) reads the log up to it.
 */
final class PassesBegin {

    private PassesBegin() {}

    /** Loads this class: called once, just before the fork's first pass. */
    static void mark() {
        // Loading is the mark; there is nothing to do.
    }
}
