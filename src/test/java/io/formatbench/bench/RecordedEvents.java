package io.formatbench.bench;

import io.formatbench.run.BenchRun;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/** A bench run's listener that keeps its events, in order, for a test to assert; the forks' output is kept too. */
final class RecordedEvents implements BenchRun.Listener {

    private final List<BenchEvent> events = new ArrayList<>();
    private final StringWriter forks = new StringWriter();
    private final PrintWriter log = new PrintWriter(forks, true);

    @Override
    public PrintWriter log() {
        return log;
    }

    @Override
    public synchronized void on(BenchEvent event) {
        events.add(event);
    }

    @Override
    public void measured(BenchRunner.Outcome outcome) {
        // The results file says what was measured.
    }

    synchronized List<BenchEvent> events() {
        return List.copyOf(events);
    }

    /** The events of one kind, in order. */
    <E extends BenchEvent> List<E> of(Class<E> kind) {
        return events().stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    /** The forks' own output, for a failure's message. */
    String forkOutput() {
        return forks.toString();
    }

    @Override
    public String toString() {
        return events() + "\n--- forks\n" + forkOutput();
    }
}
