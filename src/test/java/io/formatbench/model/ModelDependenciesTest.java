package io.formatbench.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The model names no JSON library and nothing of codec/: its records are the codecs' common ground,
 * and the JSON shape of them lives in codec/json. Read from the compiled classes, whose constant pools
 * name every class a class uses, annotations included, and which a comment cannot fool.
 */
class ModelDependenciesTest {

    private static final List<String> FORBIDDEN = List.of("com/fasterxml/jackson/", "io/formatbench/codec/");

    @Test
    void noModelClassNamesJacksonOrTheCodecs() throws IOException, URISyntaxException {
        List<Path> classes;
        try (Stream<Path> files = Files.list(classes().resolve("io/formatbench/model"))) {
            classes = files.filter(file -> file.toString().endsWith(".class")).toList();
        }
        assertTrue(classes.size() > 10, "the model's classes: " + classes);
        List<String> found = new ArrayList<>();
        for (Path file : classes) {
            for (String name : named(file)) {
                found.add(file.getFileName() + " names " + name);
            }
        }
        assertEquals(List.of(), found);
    }

    /** That the search finds such names where they are: the JSON codecs' ProtoJson names Jackson and itself. */
    @Test
    void theSearchFindsJacksonInTheJsonCodecs() throws IOException, URISyntaxException {
        Path protoJson = classes().resolve("io/formatbench/codec/json/ProtoJson.class");
        assertEquals(FORBIDDEN, named(protoJson));
    }

    private static List<String> named(Path classFile) throws IOException {
        // Class names in a constant pool are ASCII here: Latin-1 keeps every byte as one char.
        String text = new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1);
        return FORBIDDEN.stream().filter(text::contains).toList();
    }

    private static Path classes() throws URISyntaxException {
        return Path.of(Event.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
