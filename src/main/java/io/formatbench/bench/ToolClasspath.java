package io.formatbench.bench;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The classpath a forked JVM needs to run the tool's classes, wherever the tool runs from: the jar,
 * Maven's exec:java or a test. Both the file benchmark's forks and JMH's forks use it.
 */
public final class ToolClasspath {

    private ToolClasspath() {}

    /**
     * The tool's classpath. Under exec:java the tool runs in a class loader of Maven's, and
     * java.class.path names Maven's own jars, so the loader's URLs are what a fork needs.
     */
    public static String get() {
        ClassLoader loader = ToolClasspath.class.getClassLoader();
        if (loader instanceof URLClassLoader urls && urls.getURLs().length > 0) {
            return Arrays.stream(urls.getURLs())
                    .map(ToolClasspath::toPath)
                    .collect(Collectors.joining(File.pathSeparator));
        }
        return System.getProperty("java.class.path");
    }

    private static String toPath(URL url) {
        try {
            return Path.of(url.toURI()).toString();
        } catch (URISyntaxException e) {
            throw new UncheckedIOException(new IOException("classpath entry is not a file: " + url, e));
        }
    }
}
