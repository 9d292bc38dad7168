package io.formatbench.run;

import io.formatbench.codec.Format;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A verify that read with every codec and went on past the failures ({@link VerifyEvent.CheckFailed},
 * each told as it happened): the message sums them up, once every codec has had its turn. Its exit
 * code is its first failure's, the one a verify that stopped there would have ended with.
 */
public final class ChecksFailedException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient List<VerifyEvent.CheckFailed> failures;

    private ChecksFailedException(String message, List<VerifyEvent.CheckFailed> failures) {
        super(message);
        this.failures = List.copyOf(failures);
    }

    /**
     * The dataset in {@code folder}, whose formats have {@code codecs} codecs each, did not verify.
     *
     * @param failures in the order they happened: at least one
     */
    static ChecksFailedException ofDataset(Path folder, Map<Format, Integer> codecs,
                                           List<VerifyEvent.CheckFailed> failures) {
        int all = codecs.values().stream().mapToInt(Integer::intValue).sum();
        // A format whose files differ from the manifest had none of its codecs read: each counts as failed.
        int failed = failures.stream().mapToInt(f -> f.codec() == null ? codecs.get(f.format()) : 1).sum();
        String which = failures.stream().map(f -> f.codec() == null
                ? "the " + f.format() + " files, which differ from the manifest (" + plural(codecs.get(f.format()),
                        "codec") + " not read)"
                : f.codec() + " reading " + f.format()).collect(Collectors.joining(", "));
        return new ChecksFailedException(folder + ": " + failed + " of " + plural(all, "codec") + " did not verify: "
                + which + others(all - failed, "verified every file as the manifest says"), failures);
    }

    /**
     * The single {@code file}, read with each of {@code codecs} codecs, was refused by some.
     *
     * @param failures in the order they happened: at least one
     */
    static ChecksFailedException ofFile(Path file, int codecs, List<VerifyEvent.CheckFailed> failures) {
        String which = failures.stream().map(f -> f.codec().toString()).collect(Collectors.joining(", "));
        return new ChecksFailedException(file + ": " + failures.size() + " of " + plural(codecs, "codec")
                + " refused it: " + which + others(codecs - failures.size(), "read it"), failures);
    }

    /** The failure told first: what decides the exit code. */
    public IOException first() {
        return failures.get(0).failure();
    }

    public List<VerifyEvent.CheckFailed> failures() {
        return failures;
    }

    /** What the codecs that did not fail did; nothing when every codec failed. */
    private static String others(int count, String did) {
        return count == 0 ? "" : "; the other " + (count == 1 ? "one " : count + " ") + did;
    }

    private static String plural(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
