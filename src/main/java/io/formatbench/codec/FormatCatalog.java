package io.formatbench.codec;

import java.util.List;

/**
 * What lists the formats there are, in their order: the registry of the formats' modules
 * ({@code dataset/FormatModules}), above this package. {@link Format#all()} finds it with
 * {@link java.util.ServiceLoader} ({@code META-INF/services}), so that a format is listed in one place
 * and {@code codec}, which the registry's layer builds on, imports nothing of it.
 */
public interface FormatCatalog {

    /** Every format, each once, in the order their codecs run and are reported. */
    List<Format> formats();
}
