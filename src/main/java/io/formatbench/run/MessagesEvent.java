package io.formatbench.run;

import io.formatbench.messages.MessageSettings;
import io.formatbench.results.RunId;

/**
 * What a message run tells ({@link MessagesRun}): JMH starting, and the results written. The listener
 * words them (the console, cli/MessagesPrinter) or records them (tests). JMH prints its own progress
 * between the two.
 */
public sealed interface MessagesEvent {

    /** Told each event as it happens, in the run's own thread. */
    @FunctionalInterface
    interface Listener {
        void on(MessagesEvent event);
    }

    /** JMH starts measuring the settings, as run {@code runId}. */
    record Starting(MessageSettings settings, RunId runId) implements MessagesEvent {}

    /** The results were written. */
    record Measured(MessagesRun.Outcome outcome) implements MessagesEvent {}
}
