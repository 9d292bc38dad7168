package io.formatbench.cli;

import io.formatbench.results.MessageResult;
import io.formatbench.results.MessageRun;
import io.formatbench.results.MessageSize;
import java.util.Locale;

/** The table a message benchmark run ends with on the console: one row per JMH measurement, then the sizes. */
final class MessageSummary {

    private static final String ROW = "%-46s %7s %7s %12s %10s %12s %10s%n";

    private MessageSummary() {}

    static String render(MessageRun run) {
        StringBuilder table = new StringBuilder();
        MessageRun.Settings settings = run.settings();
        table.append(String.format(Locale.ROOT,
                "%s %s, JMH %s, %d fork(s) x (%d warm-up + %d measured iterations of %d ms)%n",
                run.env().jdkVendor(), run.env().jdkVersion(), settings.jmhVersion(), settings.forks(),
                        settings.warmups(),
                settings.iterations(), settings.timeMs()));
        table.append(String.format(Locale.ROOT, ROW, "benchmark", "records", "mode", "ns/op", "±99.9%", "ops/s",
                "B/op"));
        for (MessageResult b : run.benchmarks()) {
            table.append(String.format(Locale.ROOT, ROW, b.key().label(), b.batch(), b.jmhMode(),
                    figure(b.nsPerOp(), "%,.1f"), figure(b.ci999Ns(), "%,.1f"), figure(b.opsPerS(), "%,.0f"),
                    figure(b.allocBytesPerOp(), "%,.1f")));
        }
        table.append("ns/op of thrpt rows: threads / ops per second, the time one thread spends per operation\n");
        for (MessageSize size : run.sizes()) {
            table.append(String.format(Locale.ROOT, "size, %s %s record: %d bytes%n", size.format(), size.record(),
                    size.bytes()));
        }
        return table.toString();
    }

    private static String figure(double value, String format) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, format, value) : "n/a";
    }
}
