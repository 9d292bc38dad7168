package io.formatbench.results;

/**
 * Where one fork's wall-clock seconds went, so that a round's length can be read and cut where it
 * buys no precision. The fork times its own phases; the parent times the whole, from starting the
 * process to reading its outcome, and calls what the phases leave over the rest.
 *
 * @param total from starting the fork's process to reading its outcome, in the parent
 * @param jvmStart from starting the fork's process to its main method: the JVM's start, touching the whole
 *     heap (-XX:+AlwaysPreTouch) among it; by the machine's wall clock in the parent and in the fork
 * @param setup from the main method to the first timed phase: the spec, the codec, the threads, and for a
 *     write the size of what its records take (a sample of them, two full collections)
 * @param canary the speed canary: its untimed warm-up and its timed runs before every pass
 * @param records generating a write's records, and the full collections after, with every clock
 *     stopped: once per fork when they are held, every chunk of every pass when they are not
 * @param warmups the passes that did not count, each with what it does around its clock (a write's
 *     previous file forced and removed, the cheap checks)
 * @param measured the measured passes, the same way
 * @param latency the pass that times every record, when the fork ran one
 * @param verification the checks after the passes: a written file's SHA-256, a read's full content
 *     digest where no latency pass gave it, and the full collection that gives the live heap
 * @param rest what none of these were: ending the process, its outcome file, the parent reading it
 */
public record ForkSeconds(double total, double jvmStart, double setup, double canary, double records,
                          double warmups, double measured, double latency, double verification, double rest) {

    /** The phases the fork timed itself; the total, the JVM's start and the rest are the parent's to know. */
    public static ForkSeconds phases(double setup, double canary, double records, double warmups, double measured,
                                     double latency, double verification) {
        return new ForkSeconds(Double.NaN, Double.NaN, setup, canary, records, warmups, measured, latency,
                verification, Double.NaN);
    }

    /** With the parent's total and the JVM's start, and the rest that the phases leave of the total. */
    public ForkSeconds withTotal(double totalSeconds, double jvmStartSeconds) {
        return new ForkSeconds(totalSeconds, jvmStartSeconds, setup, canary, records, warmups, measured, latency,
                verification, totalSeconds - (jvmStartSeconds + setup + canary + records + warmups + measured
                        + latency + verification));
    }
}
