package io.formatbench.bench;

import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.FormatOptions;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.HeadToHeadPair;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.Variant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a run measures and in which order: every benchmark once per round, one fork each, in an
 * order shuffled anew for every round from a recorded seed. A drift of the machine during the run
 * then hits every benchmark alike, and no benchmark always follows the same one.
 *
 * @param schema the dataset's schema, whose codecs every benchmark measures
 * @param benchmarks every benchmark, in the order of the results
 * @param forks rounds, and so forks per benchmark: the fewest, where a run goes on until a precision
 * @param shuffleSeed seed of the rounds' order ({@link Random}, whose algorithm the JDK specifies)
 */
public record BenchmarkPlan(DatasetSchema<?> schema, List<PlannedBenchmark> benchmarks, int forks, long shuffleSeed) {

    public BenchmarkPlan {
        benchmarks = List.copyOf(benchmarks);
        if (benchmarks.isEmpty()) {
            throw new IllegalArgumentException("the plan has no benchmark");
        }
        if (benchmarks.stream().map(PlannedBenchmark::key).distinct().count() != benchmarks.size()) {
            throw new IllegalArgumentException("the plan has a benchmark twice: " + benchmarks);
        }
        if (forks < 1) {
            throw new IllegalArgumentException("forks must be at least 1, was " + forks);
        }
    }

    /** Each of the first {@code forks} rounds' order of benchmarks, round 1 first. */
    public List<List<PlannedBenchmark>> rounds() {
        Iterator<List<PlannedBenchmark>> orders = orders();
        List<List<PlannedBenchmark>> rounds = new ArrayList<>();
        for (int round = 0; round < forks; round++) {
            rounds.add(orders.next());
        }
        return rounds;
    }

    /**
     * The order of every round there can be, round 1 first, without end: a run that goes on until a
     * precision makes its first {@code forks} rounds in the order {@link #rounds} gives, then more.
     */
    public Iterator<List<PlannedBenchmark>> orders() {
        Random random = new Random(shuffleSeed);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public List<PlannedBenchmark> next() {
                List<PlannedBenchmark> order = new ArrayList<>(benchmarks);
                Collections.shuffle(order, random);
                return List.copyOf(order);
            }
        };
    }

    /**
     * This plan on each JVM labelled (the keys' {@code jvm}), the first JVM's benchmarks first: each
     * round then forks every benchmark on every JVM, all in one shuffled order, so that a JVM's ratio
     * against the first is paired round by round like the head-to-head's. One label is the plan as it is.
     */
    public BenchmarkPlan onJvms(List<String> jvmLabels) {
        if (jvmLabels.size() < 2) {
            return this;
        }
        List<PlannedBenchmark> onEach = new ArrayList<>();
        for (String jvm : jvmLabels) {
            benchmarks.forEach(benchmark -> onEach.add(new PlannedBenchmark(benchmark.key().withJvm(jvm),
                    benchmark.codec())));
        }
        return new BenchmarkPlan(schema, onEach, forks, shuffleSeed);
    }

    /** The JVM labels of the plan's keys, in the plan's order: the baseline JVM first. */
    public List<String> jvms() {
        return benchmarks.stream().map(benchmark -> benchmark.key().jvm()).distinct().toList();
    }

    /** The formats the plan measures, in {@link Format} order. */
    public List<Format> formats() {
        Set<Format> formats = benchmarks.stream().map(b -> b.key().format()).collect(Collectors.toSet());
        return Format.all().stream().filter(formats::contains).toList();
    }

    /**
     * Every benchmark of the schema's codecs for the formats, variants and operations asked for, in
     * the schema's codec order. A strict write is the library write (writers have nothing to check
     * that could differ), and newer data is only ever read: neither variant plans writes.
     *
     * @param compression the dataset's: every benchmark writes and reads through it
     * @param codecs the codecs to measure: here named ones become the schema's codecs, or an error
     * @throws IllegalArgumentException for a codec the formats do not have, or a variant a named codec lacks
     */
    public static BenchmarkPlan of(DatasetSchema<?> schema, List<Format> formats, Compression compression,
                                   CodecChoice codecs,
                                   List<Variant> variants, List<Operation> operations, List<Integer> threads, int forks,
                                   long shuffleSeed) {
        return of(schema, formats, compression, FormatOptions.DEFAULTS, codecs, variants, operations, threads, forks,
                shuffleSeed);
    }

    /**
     * The same, for a dataset whose files have its formats' own {@code options} (Avro's block codec):
     * each format's benchmarks write and read such files, and their keys say so.
     */
    public static BenchmarkPlan of(DatasetSchema<?> schema, List<Format> formats, Compression compression,
                                   FormatOptions options, CodecChoice codecs, List<Variant> variants,
                                   List<Operation> operations, List<Integer> threads, int forks, long shuffleSeed) {
        List<CodecName> names = codecs.headline() ? headlineCodecs(schema, formats) : codecs.names();
        checkCodecNames(schema, formats, names);
        List<PlannedBenchmark> benchmarks = new ArrayList<>();
        for (Format format : formats) {
            FormatOptions ofFormat = options.of(format);
            for (Codec<?> codec : schema.codecs(format)) {
                if (!names.isEmpty() && !names.contains(codec.name())) {
                    continue;
                }
                for (Variant variant : variants) {
                    if (!variant.decodesRecords()) {
                        continue;
                    }
                    if (variant == Variant.BARE_LOOP && !BareLoops.exists(schema, codec)) {
                        if (names.isEmpty()) {
                            // Every codec was asked for: the bare loops are those of the codecs that have one.
                            continue;
                        }
                        throw new IllegalArgumentException("no bare loop for codec " + codec.name() + " of schema "
                                + schema.name() + " (bare loops: " + joined(BareLoops.codecs(schema)) + ")");
                    }
                    if (variant == Variant.MAPPED && codec.ownObjects().isEmpty()) {
                        // It binds the record itself: there is no copy to measure apart.
                        continue;
                    }
                    if (variant == Variant.STRICT && !codec.readsStrictlyItself()) {
                        if (names.isEmpty()) {
                            // Its strict reads are its format's policy reader's: a strict row would measure that.
                            continue;
                        }
                        throw new IllegalArgumentException("codec " + codec.name() + " has no strict reader of its"
                                + " own (its library cannot meet the strict policy: docs/bad-input.md); it is measured"
                                + " in the library variant only");
                    }
                    for (Operation operation : operations) {
                        if (!variant.hasWrites() && operation == Operation.WRITE) {
                            continue;
                        }
                        for (int threadCount : threads) {
                            BenchmarkKey key = new BenchmarkKey(schema.name(), format, compression, ofFormat,
                                    codec.name(), variant, operation, Mode.FILE, threadCount);
                            benchmarks.add(new PlannedBenchmark(key, codec.withOptions(ofFormat)));
                        }
                    }
                }
            }
        }
        if (codecs.named() && variants.contains(Variant.MAPPED)
                && benchmarks.stream().noneMatch(b -> b.key().variant() == Variant.MAPPED)) {
            throw new IllegalArgumentException("no codec named has a mapped variant: " + joined(names) + " read and"
                    + " write the schema's record itself (the mapped variant is of the codecs on protoc's messages: "
                    + joined(schema.codecs().stream().filter(codec -> codec.ownObjects().isPresent())
                            .map(Codec::name).toList()) + ")");
        }
        benchmarks.addAll(floors(schema, formats, compression, options, variants, operations, threads));
        if (benchmarks.isEmpty()) {
            throw new IllegalArgumentException("nothing to measure: variants " + variants.stream().map(Variant::id)
                    .collect(Collectors.joining(", ")) + " have reads only, and only writes were asked for");
        }
        return new BenchmarkPlan(schema, benchmarks, forks, shuffleSeed);
    }

    /**
     * The floors and plain reads asked for: one of each a format and thread count, whatever the codecs asked
     * for, keyed on the format's primary codec (whose file it is; none of its code runs).
     */
    private static List<PlannedBenchmark> floors(DatasetSchema<?> schema, List<Format> formats, Compression compression,
                                                 FormatOptions options, List<Variant> variants,
                                                 List<Operation> operations, List<Integer> threads) {
        List<PlannedBenchmark> floors = new ArrayList<>();
        if (!operations.contains(Operation.READ)) {
            return floors;
        }
        for (Variant variant : variants.stream().filter(variant -> !variant.decodesRecords()).toList()) {
            for (Format format : formats) {
                FormatOptions ofFormat = options.of(format);
                Codec<?> primary = schema.primaryCodec(format).withOptions(ofFormat);
                for (int threadCount : threads) {
                    floors.add(new PlannedBenchmark(new BenchmarkKey(schema.name(), format, compression, ofFormat,
                            primary.name(), variant, Operation.READ, Mode.FILE, threadCount), primary));
                }
            }
        }
        return floors;
    }

    private static List<CodecName> headlineCodecs(DatasetSchema<?> schema, List<Format> formats) {
        List<Codec<?>> codecs = formats.stream().<Codec<?>>flatMap(format -> schema.codecs(format).stream()).toList();
        return HeadToHeadPair.representatives(codecs, Codec::format, Codec::style).stream().map(Codec::name).toList();
    }

    private static void checkCodecNames(DatasetSchema<?> schema, List<Format> formats, List<CodecName> codecNames) {
        Set<CodecName> known = new LinkedHashSet<>();
        formats.forEach(format -> schema.codecs(format).forEach(codec -> known.add(codec.name())));
        for (CodecName name : codecNames) {
            if (known.contains(name)) {
                continue;
            }
            String otherFormat = schema.codecs().stream().filter(codec -> codec.name().equals(name))
                    .map(codec -> " is a " + codec.format() + " codec, and " + codec.format() + " is not measured")
                    .findFirst().orElse(" is not a codec of schema " + schema.name());
            throw new IllegalArgumentException("codec '" + name + "'" + otherFormat + " (codecs of "
                    + formats.stream().map(Format::id).collect(Collectors.joining(", ")) + ": "
                    + joined(known) + ")");
        }
    }

    private static String joined(Collection<CodecName> names) {
        return names.stream().map(CodecName::toString).collect(Collectors.joining(", "));
    }
}
