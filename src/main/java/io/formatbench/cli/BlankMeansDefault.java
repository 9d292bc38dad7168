package io.formatbench.cli;

import java.util.Map;
import java.util.Stack;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * A blank value is the option not given: the Maven profiles pass {@code --run=${run}}, blank for an
 * unset -D property, which must mean the option's default, not an empty run id or folder. The value
 * is taken off the arguments unconverted, and the option keeps the default picocli gave it.
 */
final class BlankMeansDefault implements IParameterPreprocessor {

    @Override
    public boolean preprocess(Stack<String> args, CommandSpec commandSpec, ArgSpec argSpec, Map<String, Object> info) {
        if (!args.isEmpty() && args.peek().isBlank()) {
            args.pop();
            return true;
        }
        return false;
    }
}
