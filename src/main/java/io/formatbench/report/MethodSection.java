package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.results.RunResult;
import java.util.List;
import java.util.Locale;

/**
 * How the figures were measured, after the verdicts: what was measured and how (forks, rounds, passes,
 * the intervals' confidence), then where (the machine, the tool's commit, its steadiness).
 */
final class MethodSection {

    private MethodSection() {}

    static List<Block> of(RunResults run) {
        if (!run.hasFiles()) {
            return List.of();
        }
        return List.of(new Paragraph(summary(run)), new Paragraph(machine(run)));
    }

    private static String summary(RunResults run) {
        RunResult first = run.primary();
        StringBuilder text = new StringBuilder(formats(run) + ": ");
        if (first.dataset() != null) {
            text.append(Units.count(first.dataset().records())).append(' ').append(first.dataset().schema())
                    .append(" records");
        } else {
            text.append("the dataset's records");
        }
        text.append(" written to and read from files, each benchmark in JVMs of its own");
        RunResult.Settings settings = first.settings();
        if (settings != null) {
            String passes = first.resultVersion() > RunResult.BEFORE_EVERY_PASS_VERSION
                    ? String.format(Locale.ROOT, "Each fork warms up until %d passes in a row are no faster than the"
                            + " fastest before them by %s (at least %d, at most %d passes), then times %s, every one"
                            + " counted; its figure is their mean", settings.warmupWindow(),
                            Math.round(settings.warmupTolerance() * 100) + "%", settings.warmups(),
                            settings.maxWarmups(), Phrases.plural(settings.iterations(), "pass"))
                    : first.resultVersion() <= RunResult.BEFORE_FAMILIES_VERSION
                    ? String.format(Locale.ROOT, "Each fork warms up until its last %d passes agree within %s (at least"
                            + " %d, at most %d passes), then times %s; its figure is their median",
                            settings.warmupWindow(), Math.round(settings.warmupTolerance() * 100) + "%",
                            settings.warmups(), settings.maxWarmups(), Phrases.plural(settings.iterations(), "pass"))
                    : String.format(Locale.ROOT, "Each fork runs at least %d warm-up passes (at most %d), and its"
                            + " measured passes are then its first %d in a row that agree within %s; its figure is their"
                            + " median", settings.warmups(), settings.maxWarmups(), settings.iterations(),
                            Math.round(settings.warmupTolerance() * 100) + "%");
            text.append(String.format(Locale.ROOT, " (heap %s). %s, in rounds: each round forks one JVM per benchmark,"
                            + " in an order shuffled per round (seed %d). %s. A figure here is the mean over the forks,"
                            + " with its 99.9%% confidence interval over the forks",
                    settings.heap(), (settings.precision() > 0 ? "At least " + Phrases.plural(settings.forks(), "fork")
                            : Phrases.capitalized(Phrases.plural(settings.forks(), "fork"))) + " per benchmark",
                    settings.shuffleSeed(), passes));
        }
        String confidence = RoundsEnded.confidence(first, run.margin());
        if (confidence != null) {
            text.append(". ").append(confidence);
        }
        for (String sentence : new String[] {RoundsEnded.sentence(first), RoundsEnded.codecsLeftOut(run)}) {
            if (sentence != null) {
                text.append(". ").append(sentence);
            }
        }
        return text.append('.').toString();
    }

    /** "The baseline json against protobuf and cbor": the formats of the run, the baseline first. */
    private static String formats(RunResults run) {
        List<String> others = run.formats().stream().filter(format -> format != run.baseline())
                .map(Format::id).toList();
        if (others.isEmpty()) {
            return run.baseline() + " only";
        }
        String list = others.size() == 1 ? others.get(0)
                : String.join(", ", others.subList(0, others.size() - 1)) + " and " + others.get(others.size() - 1);
        return run.formats().contains(run.baseline()) ? "The baseline " + run.baseline() + " against " + list
                : Phrases.capitalized(list) + ", without the baseline " + run.baseline();
    }

    /** Where the figures were measured, in one line; the Environment section has the rest. */
    private static String machine(RunResults run) {
        RunResult first = run.primary();
        RunResult.Env env = first.env();
        StringBuilder text = new StringBuilder("Measured on ");
        if (env == null) {
            text.append("an unrecorded machine");
        } else {
            text.append(env.cpuModel()).append(" (").append(env.cores())
                    .append(env.cores() == 1 ? " core), " : " cores), ")
                    .append(env.os()).append(", JDK ").append(env.jdkVendor()).append(' ').append(env.jdkVersion());
            if (env.jvmArgs() != null && !env.jvmArgs().isEmpty()) {
                text.append(", flags ").append(String.join(" ", env.jvmArgs()));
            }
        }
        if (first.tool() != null) {
            text.append("; ").append(first.tool().name()).append(' ')
                    .append(first.tool().version()).append(" at commit ")
                    .append(Phrases.commit(first.tool().commit()));
            if (first.tool().schemaFiles() != null) {
                text.append(", ").append(SchemaFilesWords.brief(first.tool().schemaFiles()));
            }
        }
        if (first.machine() != null && Double.isFinite(first.machine().otherCpuCoresBefore())) {
            text.append(String.format(Locale.ROOT,
                    ". Other processes used %.2f cores in the second before the first fork",
                    Math.max(0, first.machine().otherCpuCoresBefore())));
        }
        String speed = MachineSpeed.sentence(first, run.unsteady().size());
        if (speed != null) {
            text.append(". ").append(speed);
        }
        return text.append('.').toString();
    }
}
