package io.formatbench.codegen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Checks, before protoc runs, that every import of a .proto in proto/ resolves: to a file under proto/
 * (imports are relative to it, as the build gives protoc that one folder) or to one of protobuf's own
 * (google/protobuf/...). protoc says only that a file was not found; this says where it looked. Each
 * missing import is one line naming the importing file and its line; the build then fails.
 *
 * <p>Arguments: the proto folder.
 */
public final class ImportCheck {

    private static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+(?:public\\s+|weak\\s+)?\"([^\"]+)\"\\s*;");

    private ImportCheck() {}

    public static void main(String[] args) throws IOException {
        Path root = Path.of(args[0]);
        List<String> missing = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".proto")).sorted().toList()) {
                missing.addAll(missingImports(root, file));
            }
        }
        if (!missing.isEmpty()) {
            missing.forEach(System.err::println);
            System.exit(1);
        }
    }

    private static List<String> missingImports(Path root, Path file) throws IOException {
        List<String> missing = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            Matcher match = IMPORT.matcher(lines.get(i));
            if (match.find()) {
                String imported = match.group(1);
                boolean own = imported.startsWith("google/protobuf/");
                if (!own && !Files.isRegularFile(root.resolve(imported))) {
                    missing.add(file + ":" + (i + 1) + ": import \"" + imported + "\" not found: imports resolve from "
                            + root + " (no " + root.resolve(imported) + ") and protobuf's own google/protobuf/*.proto");
                }
            }
        }
        return missing;
    }
}
