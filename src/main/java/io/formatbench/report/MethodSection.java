package io.formatbench.report;

import io.formatbench.codec.Format;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.results.RunResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How the figures were measured, after every table a reader decides with: short points, a sentence each,
 * of what was measured and how (forks, rounds, passes, the intervals' confidence, how the rounds ended),
 * then where (the machine, the tool's commit and schema files, its steadiness). The Environment section
 * below has every property.
 */
final class MethodSection {

    private MethodSection() {}

    static List<Block> of(RunResults run) {
        if (!run.hasFiles()) {
            return List.of();
        }
        List<String> points = new ArrayList<>(what(run));
        points.addAll(where(run));
        return List.of(new Heading(2, "Method"), new Bullets(points.stream().map(point -> point + ".").toList()));
    }

    private static List<String> what(RunResults run) {
        RunResult first = run.primary();
        List<String> points = new ArrayList<>();
        StringBuilder measured = new StringBuilder(formats(run) + ": ");
        if (first.dataset() != null) {
            measured.append(Units.count(first.dataset().records())).append(' ').append(first.dataset().schema())
                    .append(" records");
        } else {
            measured.append("the dataset's records");
        }
        measured.append(" written to and read from files, each benchmark in JVMs of its own");
        RunResult.Settings settings = first.settings();
        if (settings == null) {
            points.add(measured.toString());
        } else {
            points.add(measured.append(" (heap ").append(settings.heap()).append(')').toString());
            points.add(String.format(Locale.ROOT, "%s per benchmark, in rounds: each round forks one JVM per"
                            + " benchmark, in an order shuffled per round (seed %d)",
                    settings.precision() > 0 ? "At least " + Phrases.plural(settings.forks(), "fork")
                            : Phrases.capitalized(Phrases.plural(settings.forks(), "fork")), settings.shuffleSeed()));
            points.add(passes(first, settings));
            points.add("A figure here is the mean over the forks, with its 99.9% confidence interval over the forks");
        }
        points.addAll(RoundsEnded.confidence(first, run.margin()));
        points.addAll(RoundsEnded.sentences(first));
        String leftOut = RoundsEnded.codecsLeftOut(run);
        if (leftOut != null) {
            points.add(leftOut);
        }
        return points;
    }

    /** How a fork's passes were taken and made its figure, as the results' version measured them. */
    private static String passes(RunResult first, RunResult.Settings settings) {
        String tolerance = Math.round(settings.warmupTolerance() * 100) + "%";
        if (first.resultVersion() > RunResult.BEFORE_EVERY_PASS_VERSION) {
            return String.format(Locale.ROOT, "Each fork warms up until %d passes in a row are no faster than the"
                    + " fastest before them by %s (at least %d, at most %d passes), then times %s, every one counted;"
                    + " its figure is their mean", settings.warmupWindow(), tolerance, settings.warmups(),
                    settings.maxWarmups(), Phrases.plural(settings.iterations(), "pass"));
        }
        if (first.resultVersion() <= RunResult.BEFORE_FAMILIES_VERSION) {
            return String.format(Locale.ROOT, "Each fork warms up until its last %d passes agree within %s (at least"
                    + " %d, at most %d passes), then times %s; its figure is their median", settings.warmupWindow(),
                    tolerance, settings.warmups(), settings.maxWarmups(), Phrases.plural(settings.iterations(), "pass"));
        }
        return String.format(Locale.ROOT, "Each fork runs at least %d warm-up passes (at most %d), and its measured"
                + " passes are then its first %d in a row that agree within %s; its figure is their median",
                settings.warmups(), settings.maxWarmups(), settings.iterations(), tolerance);
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

    /** Where the figures were measured, a sentence each; the Environment section has the rest. */
    private static List<String> where(RunResults run) {
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
        List<String> points = new ArrayList<>(List.of(text.toString()));
        if (first.machine() != null && Double.isFinite(first.machine().otherCpuCoresBefore())) {
            points.add(String.format(Locale.ROOT, "Other processes used %.2f cores in the second before the first"
                    + " fork", Math.max(0, first.machine().otherCpuCoresBefore())));
        }
        String speed = MachineSpeed.sentence(first, run.unsteady().size());
        if (speed != null) {
            points.add(speed);
            points.add(MachineSpeed.UNSTEADY_MEANS);
        }
        return points;
    }
}
