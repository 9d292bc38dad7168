package io.formatbench;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What compiled classes name, read from their constant pools, which name every class a class uses
 * (annotations included) and which a comment cannot fool: the check behind the tests that keep one
 * package from depending on another.
 */
public final class CompiledDependencies {

    private CompiledDependencies() {}

    /** The compiled classes of a package of the tool, e.g. {@code io/formatbench/model}. */
    public static List<Path> classesOf(String packagePath) throws IOException, URISyntaxException {
        try (Stream<Path> files = Files.list(classesRoot().resolve(packagePath))) {
            return files.filter(file -> file.toString().endsWith(".class")).toList();
        }
    }

    /** One compiled class of the tool, e.g. {@code io/formatbench/cli/BenchCommand.class}. */
    public static Path compiledClass(String path) throws URISyntaxException {
        return classesRoot().resolve(path);
    }

    /** "Event.class names com/fasterxml/jackson/" for each class that names any of the prefixes. */
    public static List<String> naming(List<Path> classes, List<String> prefixes) throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : classes) {
            for (String name : named(file, prefixes)) {
                found.add(file.getFileName() + " names " + name);
            }
        }
        return found;
    }

    /** Which of the prefixes one compiled class names. */
    public static List<String> named(Path classFile, List<String> prefixes) throws IOException {
        // Class names in a constant pool are ASCII here: Latin-1 keeps every byte as one char.
        String text = new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1);
        return prefixes.stream().filter(text::contains).toList();
    }

    private static Path classesRoot() throws URISyntaxException {
        return Path.of(Defaults.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
