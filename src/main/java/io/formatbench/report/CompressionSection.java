package io.formatbench.report;

import io.formatbench.codec.FormatOptions;
import io.formatbench.codec.SchemaName;
import io.formatbench.report.ReportDocument.Block;
import io.formatbench.report.ReportDocument.Bullets;
import io.formatbench.report.ReportDocument.Heading;
import io.formatbench.report.ReportDocument.Paragraph;
import io.formatbench.report.ReportDocument.Table;
import io.formatbench.results.BenchmarkResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What compression costs and saves, per schema: each codec of a file the tool compressed, raw and
 * compressed, and the files its format packed by options of its own (Avro's compressed blocks). Only in
 * a run that compressed.
 */
final class CompressionSection {

    private CompressionSection() {}

    static List<Block> of(RunResults run) {
        List<Block> blocks = new ArrayList<>();
        List<CodecResults> compressed = run.codecs().stream()
                .filter(codec -> codec.compression().compressed())
                .toList();
        List<CodecResults> formatPacked = run.codecs().stream()
                .filter(codec -> !codec.key().formatOptions().keys().isEmpty())
                .toList();
        if (compressed.isEmpty() && formatPacked.isEmpty()) {
            return List.of();
        }
        blocks.add(new Heading(2, "Compression"));
        if (!compressed.isEmpty()) {
            toolCompression(run, compressed, blocks);
        }
        if (!formatPacked.isEmpty()) {
            formatCompression(formatPacked, blocks);
        }
        return blocks;
    }

    private static void toolCompression(RunResults run, List<CodecResults> compressed, List<Block> blocks) {
        blocks.add(new Paragraph("Compressed with " + compressed.stream()
                .map(codec -> codec.compression().description())
                .distinct().collect(Collectors.joining("; ")) + ". Every codec writes and reads its file through the"
                + " same compressing stream, between buffers of " + Units.count(run.primary().settings() == null
                        ? io.formatbench.codec.IoStack.BUFFER_BYTES : run.primary().settings().ioBufferBytes())
                + " bytes, and the compression is inside every timed write and read."));
        bySchema(compressed, blocks, List.of("Codec", "Raw size", "Compressed size", "Raw / compressed",
                "Write: compress (MB/s raw)", "Read: decompress (MB/s raw)"), codec -> {
            BenchmarkResult size = codec.sizeSource();
            return List.of(codec.label() + (codec.failedVerification() ? ": FAILED VERIFICATION" : ""),
                    Units.bytesExact(size.rawFileBytes()), Units.bytesExact(size.fileBytes()),
                    size.rawFileBytes() > 0 && size.fileBytes() > 0
                            ? String.format(Locale.ROOT, "%.2f", (double) size.rawFileBytes() / size.fileBytes())
                            : Units.NOT_AVAILABLE,
                    PerCodecSection.cellOf(codec.write(), b -> Units.estimate(b.rawMbPerS(), Units::mbPerS)),
                    PerCodecSection.cellOf(codec.read(), b -> Units.estimate(b.rawMbPerS(), Units::mbPerS)));
        });
        blocks.add(new Bullets(List.of(
                "Raw size is the file as the format writes it, uncompressed; compressed size is the file on disk, which"
                        + " the opening tables' \"File size\" is too (their gzip -6 row is the raw file with gzip).",
                "Compress and decompress throughput are megabytes of the raw file per second of the timed write or"
                        + " read: encoding and compressing (decompressing and decoding) together, through the file, not"
                        + " the compressor alone. The same codec's figures of an uncompressed run are its cost without"
                        + " compression.")));
    }

    /**
     * A format's own option (Avro's block codec) packs inside the file, where no stream of the tool sees
     * the file as the format writes it by default: the table gives the file as it is and its records'
     * pace; the cost and the saving are the same codec's figures set against a run of the option's
     * default, which {@code report --compare} pairs.
     */
    private static void formatCompression(List<CodecResults> packed, List<Block> blocks) {
        List<FormatOptions.Key<?>> options = packed.stream()
                .flatMap(codec -> codec.key().formatOptions().keys().stream()).distinct().toList();
        for (FormatOptions.Key<?> option : options) {
            blocks.add(new Paragraph(option.words().title() + ": " + packed.stream()
                    .map(codec -> codec.key().formatOptions())
                    .filter(asked -> asked.keys().contains(option))
                    .map(asked -> asked.get(option).description()).distinct().collect(Collectors.joining("; "))
                    + ". " + option.words().inTheFile()));
        }
        bySchema(packed, blocks, List.of("Codec", "File size", "Bytes per record", "File with gzip -6",
                "Write (records/s)", "Read (records/s)"), codec -> {
            BenchmarkResult size = codec.sizeSource();
            long records = codec.records();
            return List.of(codec.label() + (codec.failedVerification() ? ": FAILED VERIFICATION" : ""),
                    Units.bytesExact(size.fileBytes()),
                    records > 0 ? Units.bytes((double) size.fileBytes() / records) : Units.NOT_AVAILABLE,
                    Units.bytesExact(size.gzipBytes()),
                    PerCodecSection.cellOf(codec.write(), b -> Units.estimate(b.recordsPerS(), Units::recordsPerS)),
                    PerCodecSection.cellOf(codec.read(), b -> Units.estimate(b.recordsPerS(), Units::recordsPerS)));
        });
        blocks.add(new Bullets(List.of(
                "What " + options.stream().map(option -> "the " + option.words().title())
                        .collect(Collectors.joining(" and ")) + " saves and costs is this run set against a run of"
                        + " the same records generated with `" + options.stream()
                                .map(option -> option.words().flag() + " " + option.byDefault().id())
                                .collect(Collectors.joining(" ")) + "`: `report --compare` pairs each codec of the two"
                        + " runs as a change of compression.",
                "\"File with gzip -6\" is the whole file through gzip: what compressing the file whole would make of it"
                        + " (little, once its format has compressed inside it).")));
    }

    /**
     * One table per schema (headed when the run has several) of the rows {@code row} makes of each
     * codec: the first column text, the others figures.
     */
    private static void bySchema(List<CodecResults> codecs, List<Block> blocks, List<String> header,
                                 Function<CodecResults, List<String>> row) {
        List<Boolean> numeric = header.stream().map(column -> column != header.get(0)).toList();
        List<SchemaName> schemas = codecs.stream().map(codec -> codec.key().schema()).distinct().toList();
        for (SchemaName schema : schemas) {
            if (schemas.size() > 1) {
                blocks.add(new Heading(3, "Schema " + schema));
            }
            List<List<String>> rows = codecs.stream().filter(codec -> codec.key().schema().equals(schema))
                    .map(row).toList();
            blocks.add(new Table(header, rows, numeric));
        }
    }
}
