package io.formatbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.formatbench.dataset.SchemaFiles;
import io.formatbench.results.RunResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaFilesWordsTest {

    private static final String HASH = "0123456789abcdef".repeat(4);

    @Test
    void filesGitDidNotHaveAreNamedBesideTheCommit() {
        SchemaFiles files = new SchemaFiles(HASH, List.of("acme/orders.proto", "acme/money.proto"),
                List.of("acme/orders.proto"), List.of("acme/money.proto"));

        assertEquals("acme/orders.proto, acme/money.proto, SHA-256 " + HASH + "; untracked by git: acme/orders.proto;"
                + " changed against the commit: acme/money.proto", SchemaFilesWords.full(files));
        assertEquals("its .proto files SHA-256 0123456789ab (untracked by git: acme/orders.proto; changed against the"
                + " commit: acme/money.proto)", SchemaFilesWords.brief(files));
    }

    @Test
    void filesOfTheCommitNeedNoWord() {
        SchemaFiles files = new SchemaFiles(HASH, List.of("user.proto"), List.of(), List.of());

        assertEquals("its .proto file SHA-256 0123456789ab", SchemaFilesWords.brief(files));
        assertEquals("user.proto, SHA-256 " + HASH, SchemaFilesWords.full(files));
    }

    @Test
    void aBuildOutsideGitSaysItDoesNotKnow() {
        SchemaFiles files = new SchemaFiles(HASH, List.of("user.proto"), null, null);

        assertTrue(SchemaFilesWords.brief(files).endsWith("(whether git tracked them is not known)"));
    }

    @Test
    void theReportShowsThemBesideTheCommit() {
        RunResult sample = SampleRunsAccess.run();
        SchemaFiles files = new SchemaFiles(HASH, List.of("user.proto"), List.of("user.proto"), List.of());
        RunResult run = new RunResult(sample.resultVersion(), sample.runId(), sample.created(),
                new RunResult.Tool("formatbench", "0.1.0", "0473e16c0ffee0123456789abcdef0123456789a", files),
                sample.env(), sample.dataset(), sample.settings(), sample.machine(), sample.stopping(),
                sample.benchmarks());

        String report = new MarkdownReport().render(RunResults.of(run));

        assertTrue(report.contains("at commit 0473e16c0ffe, its .proto file SHA-256 0123456789ab (untracked by git:"
                + " user.proto)"), report);
        assertTrue(report.contains("| Schema files (.proto) | user.proto, SHA-256 " + HASH + "; untracked by git:"
                + " user.proto |"), report);
    }
}
