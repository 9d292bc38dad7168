package io.formatbench.dataset;

import io.formatbench.codec.SchemaName;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;

/**
 * The .proto files a schema was built from, as this build compiled them: the build copies proto/ beside
 * the classes ({@value #RESOURCES}), so that the hash is of the files measured, not of whatever proto/
 * holds where the tool runs; and what git said of them at build time ({@link ToolInfo#protoUntracked}),
 * since the commit alone names only the tracked ones.
 */
public final class SchemaSources {

    /** Where the build puts its copy of proto/ (pom.xml, resources). */
    static final String RESOURCES = "/formatbench/proto/";

    private SchemaSources() {}

    /** The files of a dataset's schema; null when the build compiled no .proto for it. */
    public static SchemaFiles of(DatasetSchema<?> schema) {
        return schema.bindings() == null ? null : of(SchemaName.of(schema.bindings().fullName()));
    }

    /** The files of the message of this full name; null when proto/ had none or its files are not on the classpath. */
    public static SchemaFiles of(SchemaName message) {
        SortedSet<String> files = ProtoCatalog.built().filesOf(message);
        SortedMap<String, byte[]> contents = new TreeMap<>();
        for (String file : files) {
            byte[] content = read(file);
            if (content == null) {
                return null;
            }
            contents.put(file, content);
        }
        if (contents.isEmpty()) {
            return null;
        }
        return new SchemaFiles(hash(contents), List.copyOf(files), among(ToolInfo.protoUntracked(), files),
                among(ToolInfo.protoModified(), files));
    }

    /**
     * SHA-256 over the files in path order: each path, a line feed, the SHA-256 of its content in lower-case
     * hex, a line feed. A hash of each content, rather than the contents themselves, so that no file's
     * bytes can pass for a path, and so that the hash can be made again with sha256sum (usage.md).
     */
    static String hash(SortedMap<String, byte[]> contents) {
        MessageDigest all = Sha256.newDigest();
        contents.forEach((path, content) -> {
            MessageDigest one = Sha256.newDigest();
            one.update(content);
            all.update((path + "\n" + HexFormat.of().formatHex(one.digest()) + "\n").getBytes(StandardCharsets.UTF_8));
        });
        return Sha256.hex(all);
    }

    /** Those of {@code files} in the build's list; null when the build did not know. */
    private static List<String> among(List<String> listed, Collection<String> files) {
        return listed == null ? null : files.stream().filter(listed::contains).toList();
    }

    private static byte[] read(String file) {
        try (InputStream in = SchemaSources.class.getResourceAsStream(RESOURCES + file)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + RESOURCES + file + " from the tool's classpath", e);
        }
    }
}
