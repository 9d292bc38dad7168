package io.formatbench.report;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import io.formatbench.results.BenchmarkKey;
import io.formatbench.results.Latency;
import io.formatbench.results.MessageResult;
import io.formatbench.results.MessageRun;
import io.formatbench.results.MessageSize;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.RunResult;
import io.formatbench.results.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** A made-up message run: four codecs, both operations, batches 1, 10 and 100, one and two threads. */
final class SampleMessages {

    private SampleMessages() {}

    static MessageRun run() {
        List<MessageResult> results = new ArrayList<>();
        codec(results, Format.JSON, "jackson-databind", Style.IDIOMATIC, 400, 900);
        codec(results, Format.JSON, "jackson-streaming", Style.TUNED, 250, 330);
        codec(results, Format.PROTOBUF, "protobuf-delimited", Style.IDIOMATIC, 150, 396);
        codec(results, Format.PROTOBUF, "protobuf-coded", Style.TUNED, 95, 320);
        List<MessageSize> sizes = List.of(new MessageSize(SampleRuns.USER, Format.JSON, MessageSize.TYPICAL, 94),
                new MessageSize(SampleRuns.USER, Format.JSON, MessageSize.EMPTY, 52),
                new MessageSize(SampleRuns.USER, Format.PROTOBUF, MessageSize.TYPICAL, 52),
                new MessageSize(SampleRuns.USER, Format.PROTOBUF, MessageSize.EMPTY, 0));
        return new MessageRun(MessageRun.CURRENT_VERSION, "messages-1", "2026-11-23T00:00:00Z",
                new RunResult.Tool("formatbench", "0.1.0", "0123456789abcdef0123"),
                new RunResult.Env("OpenJDK 64-Bit Server VM", "17.0.15", "/usr/bin/java",
                        List.of("-Xms1g", "-Xmx1g", "-XX:+UseG1GC"), "Linux", "AMD EPYC", 2, 24_000_000_000L),
                new MessageRun.Settings(List.of(SampleRuns.USER), Stream.of("jackson-databind", "jackson-streaming",
                        "protobuf-delimited", "protobuf-coded").map(CodecName::of).toList(), 2, 2, 3, 300,
                        List.of(1, 2), List.of(1, 10, 100), 42, "1g", "1.37"),
                results, sizes);
    }

    /** A codec whose time grows a little less than its batch, and whose decode costs 1.5x its encode. */
    private static void codec(List<MessageResult> results, Format format, String codec, Style style, double encodeNs,
            double allocPerRecord) {
        for (Operation operation : List.of(Operation.ENCODE, Operation.DECODE)) {
            for (int batch : List.of(1, 10, 100)) {
                double ns = encodeNs * (operation == Operation.DECODE ? 1.5 : 1) * Math.pow(batch, 0.95);
                double alloc = allocPerRecord * batch;
                results.add(result(format, codec, style, operation, batch, MessageResult.AVERAGE_TIME, 1, ns, ns * 0.02,
                        alloc, null));
                results.add(result(format, codec, style, operation, batch, MessageResult.SAMPLE_TIME, 1, ns * 1.1,
                        ns * 0.05,
                        alloc, new Latency(Math.round(ns), Math.round(ns * 1.2), Math.round(ns * 3),
                                Math.round(ns * 20),
                                Math.round(ns * 900))));
                results.add(result(format, codec, style, operation, batch, MessageResult.THROUGHPUT, 1, ns * 1.01,
                        ns * 0.03, alloc, null));
                results.add(result(format, codec, style, operation, batch, MessageResult.THROUGHPUT, 2, ns * 1.08,
                        ns * 0.04, alloc, null));
            }
        }
    }

    private static MessageResult result(Format format, String codec, Style style, Operation operation, int batch,
            String mode, int threads, double ns, double ci, double alloc, Latency latency) {
        BenchmarkKey key = new BenchmarkKey(SampleRuns.USER, format, Compression.NONE, CodecName.of(codec),
                Variant.LIBRARY, operation, Mode.MESSAGE, threads);
        return new MessageResult(key, batch, style, mode, 2, 3, ns, ci, threads * 1e9 / ns, Double.NaN, alloc, 0.01,
                latency);
    }
}
