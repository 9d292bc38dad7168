package io.formatbench.codec.json;

import static io.formatbench.CompiledDependencies.classesOf;
import static io.formatbench.CompiledDependencies.compiledClass;
import static io.formatbench.CompiledDependencies.named;
import static io.formatbench.CompiledDependencies.naming;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rooms of codec/json stack without a circle (docs/design.md, "Layers and rooms"): framing/ (lines,
 * input ends, UTF-8) names none of the others; proto3/ (the records' JSON mapping) names only framing/;
 * codec/json itself (the JSON Lines codecs and their policy) never names binary/, which builds on it.
 * Read from the compiled classes, as {@link io.formatbench.CompiledDependencies} does.
 */
class JsonRoomsTest {

    private static final String ROOT = "io/formatbench/codec/json/";
    private static final String PROTO3 = ROOT + "proto3/";
    private static final String BINARY = ROOT + "binary/";

    @Test
    void framingNamesNoOtherRoom() throws IOException, URISyntaxException {
        List<Path> classes = classesOf(ROOT + "framing");
        assertTrue(classes.size() >= 10, "framing's classes: " + classes);
        assertEquals(List.of(), naming(classes, above(PROTO3, BINARY)));
    }

    @Test
    void theMappingNamesNeitherTheCodecsNorTheBinaryFormats() throws IOException, URISyntaxException {
        List<Path> classes = classesOf(ROOT + "proto3");
        assertTrue(classes.size() >= 10, "proto3's classes: " + classes);
        assertEquals(List.of(), naming(classes, above(BINARY)));
    }

    @Test
    void theJsonLinesCodecsNameNoBinaryFormat() throws IOException, URISyntaxException {
        List<Path> classes = classesOf(ROOT.substring(0, ROOT.length() - 1));
        assertTrue(classes.size() >= 10, "codec/json's classes: " + classes);
        assertEquals(List.of(), naming(classes, List.of(BINARY)));
    }

    /** That the search finds such names where they are: the binary formats build on the JSON codecs' framing. */
    @Test
    void theSearchFindsTheJsonCodecsInTheBinaryFormats() throws IOException, URISyntaxException {
        List<String> found = named(compiledClass(BINARY + "BinaryJson.class"), above());
        assertTrue(found.contains(ROOT + "RecordFraming"), "BinaryJson names: " + found);
    }

    /** The rooms' prefixes, and one per class of codec/json itself (its folder also holds the rooms). */
    private static List<String> above(String... rooms) throws IOException, URISyntaxException {
        List<String> prefixes = new ArrayList<>(List.of(rooms));
        for (Path file : classesOf(ROOT.substring(0, ROOT.length() - 1))) {
            String name = file.getFileName().toString();
            prefixes.add(ROOT + name.substring(0, name.length() - ".class".length()));
        }
        return prefixes;
    }
}
