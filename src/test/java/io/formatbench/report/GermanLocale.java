package io.formatbench.report;

import java.util.Locale;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs a test under Locale.GERMANY (decimal comma, dot for thousands), so that any formatting that
 * forgot Locale.ROOT shows up as a golden-file difference.
 */
final class GermanLocale implements BeforeEachCallback, AfterEachCallback {

    private Locale saved;

    @Override
    public void beforeEach(ExtensionContext context) {
        saved = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Locale.setDefault(saved);
    }
}
