package io.formatbench.report;

import io.formatbench.results.RunResult;
import java.util.Locale;

/**
 * What ended a run's warm-ups, in words, as the run's version of the tool judged it: since results of
 * version 6, passes that stopped getting faster; before, measured passes that agreed.
 */
final class WarmupWords {

    private WarmupWords() {}

    /** "last 2 no faster than the fastest before by 5%"; "last 3 within 5%" for results of version 5 and before. */
    static String endedBy(RunResult run) {
        RunResult.Settings settings = run.settings();
        long tolerance = Math.round(settings.warmupTolerance() * 100);
        return run.resultVersion() > RunResult.BEFORE_EVERY_PASS_VERSION
                ? String.format(Locale.ROOT, "last %d no faster than the fastest before by %d%%",
                        settings.warmupWindow(), tolerance)
                : String.format(Locale.ROOT, "last %d within %d%%", settings.warmupWindow(), tolerance);
    }
}
