package io.formatbench.run;

/**
 * Settings a run cannot start with: they make no sense together, or the schema or file they name
 * cannot be made into what was asked. The message is one line in the words of the options that set
 * them ("--shards must be 1 to 10 ..."), since those are the words the user typed; the command line
 * prints it as a usage error. Thrown before anything is written.
 */
public final class SettingsRefusedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SettingsRefusedException(String message) {
        super(message);
    }
}
