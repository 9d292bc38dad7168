package io.formatbench.messages;

/**
 * A codec gave back other records than it was given, or an encode wrote another length: the
 * measurement would describe a broken codec, so it ends the run.
 */
public final class MessageCheckException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    public MessageCheckException(String message) {
        super(message);
    }
}
