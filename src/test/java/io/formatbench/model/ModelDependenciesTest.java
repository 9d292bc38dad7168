package io.formatbench.model;

import static io.formatbench.CompiledDependencies.classesOf;
import static io.formatbench.CompiledDependencies.compiledClass;
import static io.formatbench.CompiledDependencies.named;
import static io.formatbench.CompiledDependencies.naming;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The model names no JSON library and nothing of codec/: its records are the codecs' common ground,
 * and the JSON shape of them lives in codec/json/proto3. Read from the compiled classes, annotations included
 * ({@link io.formatbench.CompiledDependencies}).
 */
class ModelDependenciesTest {

    private static final List<String> FORBIDDEN = List.of("com/fasterxml/jackson/", "io/formatbench/codec/");

    @Test
    void noModelClassNamesJacksonOrTheCodecs() throws IOException, URISyntaxException {
        List<Path> classes = classesOf("io/formatbench/model");
        assertTrue(classes.size() > 10, "the model's classes: " + classes);
        assertEquals(List.of(), naming(classes, FORBIDDEN));
    }

    /** That the search finds such names where they are: the JSON codecs' ProtoJson names Jackson and itself. */
    @Test
    void theSearchFindsJacksonInTheJsonCodecs() throws IOException, URISyntaxException {
        assertEquals(FORBIDDEN, named(compiledClass("io/formatbench/codec/json/proto3/ProtoJson.class"), FORBIDDEN));
    }
}
