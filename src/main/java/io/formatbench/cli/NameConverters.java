package io.formatbench.cli;

import io.formatbench.Defaults;
import io.formatbench.bench.CodecChoice;
import io.formatbench.cli.OptionConverters.OptionError;
import io.formatbench.codec.CodecName;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;
import io.formatbench.codec.UnknownFields;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.Mode;
import io.formatbench.results.Operation;
import io.formatbench.results.RunId;
import io.formatbench.results.Variant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;

/**
 * The options that name the tool's own things (formats, schemas, codecs, variants, operations,
 * compression, runs), converted when picocli parses them, each refusal an {@link OptionError} in the
 * words of the registry that refused: the other half of {@link OptionConverters}. An item of a list
 * option that stands for several values ("all") or none (a blank) converts to a list.
 */
final class NameConverters {

    private NameConverters() {}

    /** reject or skip: --unknown-fields. */
    static final class UnknownFieldsId implements ITypeConverter<UnknownFields> {
        @Override
        public UnknownFields convert(String value) {
            return byId(value, UnknownFields::fromId);
        }
    }

    /** An item of --variants: a variant's id. */
    static final class VariantItem implements ITypeConverter<List<Variant>> {
        @Override
        public List<Variant> convert(String value) {
            return item(value, Variant::fromId);
        }
    }

    /** An item of bench's --operations: write or read. */
    static final class FileOperationItem implements ITypeConverter<List<Operation>> {
        @Override
        public List<Operation> convert(String value) {
            return item(value, id -> Operation.fromId(id, Mode.FILE));
        }
    }

    /**
     * An item of a list of codec names, in any case, which the schema chosen has or not: messages'
     * and spark's --codecs. (bench's is a {@link Codecs}.)
     */
    static final class CodecNameItem implements ITypeConverter<List<CodecName>> {
        @Override
        public List<CodecName> convert(String value) {
            return item(value, NameConverters::codecName);
        }
    }

    /** A codec's name, in any case: verify --codec. */
    static final class OneCodecName implements ITypeConverter<CodecName> {
        @Override
        public CodecName convert(String value) {
            return byId(value, NameConverters::codecName);
        }
    }

    private static CodecName codecName(String name) {
        return CodecName.of(name.toLowerCase(Locale.ROOT));
    }

    /** The value of {@code id} stripped, its refusal in its own words after the option's name. */
    private static <V> V byId(String id, Function<String, V> byId) {
        try {
            return byId.apply(id.strip());
        } catch (IllegalArgumentException e) {
            throw new OptionError(": " + e.getMessage());
        }
    }

    /** An item of a list option: none for a blank between two commas, else the one value of its id. */
    private static <V> List<V> item(String id, Function<String, V> byId) {
        return id.isBlank() ? List.of() : List.of(byId(id, byId));
    }

    /** The id of a new run: the name of its folder in the results folder. */
    static final class NewRunId implements ITypeConverter<RunId> {
        @Override
        public RunId convert(String value) {
            try {
                return RunId.of(value.strip());
            } catch (IllegalArgumentException e) {
                throw new OptionError(": " + e.getMessage());
            }
        }
    }

    /** none, gzip or zstd. */
    static final class CompressionId implements ITypeConverter<Compression> {
        @Override
        public Compression convert(String value) {
            try {
                return Compression.fromId(value.strip());
            } catch (IllegalArgumentException e) {
                throw new OptionError(": " + e.getMessage());
            }
        }
    }

    /** One format, by its id in any case: verify's --format, report's --baseline. */
    static final class FormatId implements ITypeConverter<Format> {
        @Override
        public Format convert(String value) {
            try {
                return Format.fromId(value.strip());
            } catch (IllegalArgumentException e) {
                throw new OptionError(": " + e.getMessage());
            }
        }
    }

    /** An item of a list of formats: a format's id, or all, every format. */
    static final class FormatItem implements ITypeConverter<List<Format>> {
        @Override
        public List<Format> convert(String value) {
            String id = value.strip();
            if (id.isEmpty()) {
                return List.of();
            }
            if (id.equalsIgnoreCase(Defaults.ALL_FORMATS)) {
                return Format.all();
            }
            return List.of(new FormatId().convert(id));
        }
    }

    /** An item of a list of schemas: a schema's name, or all, the tool's own schemas. */
    static final class SchemaItem implements ITypeConverter<List<DatasetSchema<?>>> {
        @Override
        public List<DatasetSchema<?>> convert(String value) {
            String name = value.strip();
            if (name.isEmpty()) {
                return List.of();
            }
            if (name.equals(Defaults.ALL_SCHEMAS)) {
                return Schemas.all();
            }
            return List.of(schema(name, " or " + Defaults.ALL_SCHEMAS));
        }
    }

    /** The schema of a command that works on one dataset or file: a list, or all, is refused. */
    static final class OneSchema implements ITypeConverter<DatasetSchema<?>> {
        @Override
        public DatasetSchema<?> convert(String value) {
            String name = value.strip();
            if (name.contains(",") || name.equals(Defaults.ALL_SCHEMAS)) {
                throw new OptionError(": this command takes one schema, was '" + value + "'");
            }
            return schema(name, "");
        }
    }

    private static DatasetSchema<?> schema(String name, String alternatives) {
        SchemaName schemaName = SchemaName.of(name);
        try {
            return Schemas.byName(schemaName);
        } catch (IllegalArgumentException e) {
            // An unknown name, with the names there are; or a message of proto/ the tool cannot carry.
            throw new OptionError(Schemas.names().contains(schemaName) ? " " + name + ": " + e.getMessage()
                    : ": " + e.getMessage() + alternatives);
        }
    }

    /**
     * The codecs bench measures: a comma-separated list of names, all, or headline. Whether the
     * dataset's schema has the named ones is known only once its manifest is read: {@link
     * io.formatbench.bench.BenchmarkPlan} says.
     */
    static final class Codecs implements ITypeConverter<CodecChoice> {
        @Override
        public CodecChoice convert(String value) {
            List<String> names = Arrays.stream(value.split(",")).map(String::strip).filter(name -> !name.isEmpty())
                    .toList();
            for (String word : List.of(Defaults.ALL_CODECS, Defaults.HEADLINE_CODECS)) {
                if (names.contains(word) && names.size() > 1) {
                    throw new OptionError(": " + word + " goes alone, was '" + value + "'");
                }
            }
            if (names.isEmpty() || names.equals(List.of(Defaults.ALL_CODECS))) {
                return CodecChoice.ALL;
            }
            if (names.equals(List.of(Defaults.HEADLINE_CODECS))) {
                return CodecChoice.HEADLINE;
            }
            try {
                return CodecChoice.named(names.toArray(String[]::new));
            } catch (IllegalArgumentException e) {
                throw new OptionError(": " + e.getMessage());
            }
        }
    }
}
