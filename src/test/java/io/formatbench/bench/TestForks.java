package io.formatbench.bench;

/** Bench options for the tests whose forks need to run as the harness runs them, not as fast as code can. */
public final class TestForks {

    /**
     * The forks' JIT stops at C1: these tests check what the harness does and records, which no
     * compiler tier changes, and C2's compiling would add about a third to each short fork's CPU. The
     * forks that measure the machine (a CPU hog, a machine that stops and goes) and the integration
     * tests' keep the JVM options users get.
     */
    /** The JVM argument that stops the forks' JIT at C1, for a run made without the command line. */
    public static final String C1_ONLY_ARG = "-XX:TieredStopAtLevel=1";

    public static final String C1_ONLY = "--jvm-arg=" + C1_ONLY_ARG;

    private TestForks() {}
}
