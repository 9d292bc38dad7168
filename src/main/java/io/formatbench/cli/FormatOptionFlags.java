package io.formatbench.cli;

import io.formatbench.codec.FormatOptions;
import io.formatbench.dataset.FormatModules;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The command-line options of the formats' own options ({@code --avro-codec}), one per
 * {@link FormatOptions.Key} of {@link FormatModules}, added to {@code generate} as picocli builds it:
 * the command names no format's option, and a new one gets its option with no change here. Each takes
 * its key's value ids, any case, blank for its default (as the Maven profile passes an unset one).
 */
final class FormatOptionFlags implements IModelTransformer {

    @Override
    public CommandSpec transform(CommandSpec command) {
        for (FormatOptions.Key<?> key : FormatModules.options()) {
            command.addOption(OptionSpec.builder(key.words().flag())
                    .paramLabel("<" + key.name() + ">")
                    .type(FormatOptions.Value.class)
                    .converters(value -> {
                        try {
                            return key.valueOf(value);
                        } catch (IllegalArgumentException e) {
                            throw new OptionConverters.OptionError(": " + e.getMessage());
                        }
                    })
                    .defaultValue(key.byDefault().id())
                    .preprocessor(new BlankMeansDefault())
                    .description(key.words().help())
                    .build());
        }
        return command;
    }

    /** The format options the command line asked for: every key's value, those at their defaults not held. */
    static FormatOptions parsed(CommandSpec command) {
        FormatOptions options = FormatOptions.DEFAULTS;
        for (FormatOptions.Key<?> key : FormatModules.options()) {
            FormatOptions.Value value = command.findOption(key.words().flag()).getValue();
            options = options.withValueOf(key, value.id());
        }
        return options;
    }
}
