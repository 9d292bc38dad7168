package io.formatbench.report;

import io.formatbench.results.BenchmarkResult;
import java.util.ArrayList;
import java.util.List;

/**
 * What the machine did to a benchmark's figures, as the marks the report puts beside them: busy
 * (other processes used its cores) and unsteady (its speed changed with no other process to see).
 * The one place that decides both, so that every table and chart marks them alike.
 */
final class MachineMarks {

    static final String BUSY = "MACHINE BUSY";
    static final String UNSTEADY = "MACHINE UNSTEADY";

    private MachineMarks() {}

    /** The marks of the present benchmarks among these, busy first; empty for a quiet, steady machine. */
    static List<String> of(BenchmarkResult... benchmarks) {
        boolean busy = false;
        boolean unsteady = false;
        for (BenchmarkResult benchmark : benchmarks) {
            busy |= benchmark != null && benchmark.machineBusy();
            unsteady |= benchmark != null && benchmark.machineUnsteady();
        }
        List<String> marks = new ArrayList<>();
        if (busy) {
            marks.add(BUSY);
        }
        if (unsteady) {
            marks.add(UNSTEADY);
        }
        return marks;
    }

    /** ": MACHINE BUSY: MACHINE UNSTEADY", as a heading or a cell carries them; empty without marks. */
    static String suffix(BenchmarkResult... benchmarks) {
        StringBuilder suffix = new StringBuilder();
        of(benchmarks).forEach(mark -> suffix.append(": ").append(mark));
        return suffix.toString();
    }

    /**
     * Why no winner is named between figures of separate sittings, or not paired by round: "machine
     * busy", "machine unsteady" or "machine busy and unsteady"; null when the machine gives no reason.
     */
    static String refusal(BenchmarkResult... benchmarks) {
        List<String> marks = of(benchmarks);
        if (marks.isEmpty()) {
            return null;
        }
        return marks.size() == 2 ? "machine busy and unsteady" : marks.get(0).toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Why no winner is named between figures paired round by round in one sitting: "machine busy"; null
     * when the machine gives no reason. An unsteady machine is none here: each round runs its benchmarks
     * in an order shuffled afresh, so the machine's changes of speed land on either side of a pair by
     * chance, widening the paired interval (which holds them, at the family's confidence) without moving
     * its centre ({@code UnsteadyHostVerdictTest}). Other processes are kept a reason: the user can stop
     * them, and what they do may be tied to what a fork does (a build that wakes on its files).
     */
    static String pairedRefusal(BenchmarkResult... benchmarks) {
        for (BenchmarkResult benchmark : benchmarks) {
            if (benchmark != null && benchmark.machineBusy()) {
                return BUSY.toLowerCase(java.util.Locale.ROOT);
            }
        }
        return null;
    }
}
