package io.formatbench.run;

import io.formatbench.Defaults;
import io.formatbench.codec.Codec;
import io.formatbench.codec.CodecName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.measure.MachineInfo;
import io.formatbench.messages.MessageInputs;
import io.formatbench.messages.MessageSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code messages} is asked for, each setting as given, and its resolution into the settings
 * {@link MessagesRun} measures ({@link #settings}). A codec the schema lacks is a {@link
 * SettingsRefusedException}.
 *
 * @param codecs the codec names, in any order, repeats allowed; empty for every codec of the schema
 * @param maxThreads the most threads of the throughput measurements; null for this machine's cores
 * @param batches the list sizes, some of {@link MessageInputs#BATCHES}, repeats allowed; empty for all
 * @param extraJvmArgs JVM arguments of the forks beside the tool's fixed heap and collector
 */
public record MessagesRequest(DatasetSchema<?> schema, List<CodecName> codecs, int forks, int warmups,
                              int iterations, Duration time, Integer maxThreads, List<Integer> batches, Path java,
                              List<String> extraJvmArgs) {

    /** The settings of the run, every name resolved against the schema. */
    public MessageSettings settings() {
        List<Codec<?>> chosen = new ArrayList<>();
        if (codecs.isEmpty()) {
            chosen.addAll(schema.codecs());
        }
        for (CodecName name : codecs.stream().distinct().toList()) {
            try {
                chosen.add(schema.codec(name));
            } catch (IllegalArgumentException unknown) {
                throw new SettingsRefusedException("--codecs: " + unknown.getMessage());
            }
        }
        List<Integer> sizes = batches.isEmpty() ? MessageInputs.BATCHES
                : batches.stream().distinct().sorted().toList();
        List<String> jvmArgs = new ArrayList<>(List.of("-Xms" + Defaults.HEAP, "-Xmx" + Defaults.HEAP,
                "-XX:+UseG1GC"));
        jvmArgs.addAll(extraJvmArgs);
        return new MessageSettings(schema, List.copyOf(chosen), forks, warmups, iterations, time,
                MessageSettings.threadCounts(maxThreads != null ? maxThreads : MachineInfo.cores()), sizes, java,
                List.copyOf(jvmArgs), false);
    }
}
