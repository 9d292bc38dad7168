package io.formatbench.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.formatbench.codec.SchemaName;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class SchemaSourcesTest {

    @Test
    void aSchemaIsBuiltFromItsFileAndEveryFileOfProtoItImports() {
        assertEquals(List.of("formatbench/options.proto", "user.proto"),
                List.copyOf(ProtoCatalog.built().filesOf(SchemaName.of("formatbench.user.User"))));
        // kinds.proto imports parts.proto and protobuf's own files, which are not proto/'s.
        assertEquals(List.of("kinds/kinds.proto", "kinds/parts.proto"),
                List.copyOf(ProtoCatalog.built().filesOf(SchemaName.of("formatbench.kinds.EveryKind"))));
        assertEquals(List.of(), List.copyOf(ProtoCatalog.built().filesOf(SchemaName.of("acme.orders.v1.Order"))));
    }

    /** The hash is of the files proto/ holds, as the build copied them, and can be made again with sha256sum. */
    @Test
    void theHashIsOfEachPathAndItsContentsHash() throws Exception {
        SchemaFiles files = SchemaSources.of(Schemas.find(SchemaName.of("user")).orElseThrow());

        assertNotNull(files);
        assertEquals(List.of("formatbench/options.proto", "user.proto"), files.files());
        StringBuilder lines = new StringBuilder();
        for (String file : files.files()) {
            lines.append(file).append('\n').append(Sha256.of(Path.of("proto", file))).append('\n');
        }
        assertEquals(sha256(lines.toString().getBytes(StandardCharsets.UTF_8)), files.sha256(),
                "as printf 'PATH\\nSHA256\\n' for each file, piped into sha256sum");
        assertEquals(ToolInfo.protoUntracked() == null ? null : List.of(), files.untracked());
    }

    @Test
    void anotherContentOrPathIsAnotherHash() {
        SortedMap<String, byte[]> one = new TreeMap<>();
        one.put("a.proto", "syntax = \"proto3\";".getBytes(StandardCharsets.UTF_8));
        SortedMap<String, byte[]> edited = new TreeMap<>();
        edited.put("a.proto", "syntax = \"proto3\"; ".getBytes(StandardCharsets.UTF_8));
        SortedMap<String, byte[]> moved = new TreeMap<>();
        moved.put("b.proto", one.get("a.proto"));

        assertEquals(SchemaSources.hash(one), SchemaSources.hash(new TreeMap<>(one)));
        assertNotEquals(SchemaSources.hash(one), SchemaSources.hash(edited));
        assertNotEquals(SchemaSources.hash(one), SchemaSources.hash(moved));
    }

    @Test
    void aSchemaWithoutProtoHasNoFiles() {
        assertNull(SchemaSources.of(SchemaName.of("acme.orders.v1.Order")));
    }

    @Test
    void theBuildSaysWhichFilesGitDidNotTrack() throws Exception {
        // Built inside a git checkout, git's answer is known, and names no file that proto/ lacks.
        assumeFalse(ToolInfo.commit().equals("unknown"), "built outside a git checkout");
        List<String> untracked = ToolInfo.protoUntracked();
        assertNotNull(untracked);
        for (String file : untracked) {
            assertEquals(true, Files.exists(Path.of("proto", file)), file);
        }
        assertNotNull(ToolInfo.protoModified());
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
    }
}
