package io.formatbench.measure;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What the machine is: recorded with every result, so that figures are never quoted without it. */
public final class MachineInfo {

    private MachineInfo() {}

    public static String os() {
        return System.getProperty("os.name") + " " + System.getProperty("os.version")
                + " " + System.getProperty("os.arch");
    }

    public static int cores() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** The CPU model from /proc/cpuinfo, or "unknown" where there is none. */
    public static String cpuModel() {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/cpuinfo"));
            return lines.stream()
                    .filter(line -> line.startsWith("model name"))
                    .map(line -> line.substring(line.indexOf(':') + 1).strip())
                    .findFirst()
                    .orElse("unknown");
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    public static long memoryBytes() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getTotalMemorySize();
        }
        return -1;
    }
}
