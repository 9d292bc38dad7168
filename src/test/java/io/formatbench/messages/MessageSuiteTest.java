package io.formatbench.messages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.codec.Format;
import io.formatbench.codec.Style;
import io.formatbench.codec.protobuf.ProtobufCodedCodec;
import io.formatbench.dataset.Schemas;
import io.formatbench.results.MessageResult;
import io.formatbench.results.MessageRun;
import io.formatbench.results.Operation;
import io.formatbench.results.ResultFiles;
import io.formatbench.results.RunResult;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * JMH run in this JVM (no fork) with the shortest settings, one codec: what the results conversion
 * and messages.json make of real JMH results. Nothing here asserts a timing.
 */
class MessageSuiteTest {

    @TempDir
    static Path folder;

    private static List<org.openjdk.jmh.results.RunResult> measured;
    private static List<MessageResult> results;

    @BeforeAll
    static void runJmhBriefly() throws Exception {
        MessageSettings settings = new MessageSettings(Schemas.USER,
                List.of(Schemas.USER.codec(ProtobufCodedCodec.NAME)), 0, 0, 1, Duration.ofMillis(5), List.of(1, 2),
                MessageInputs.BATCHES, Path.of("java"), List.of(), true);
        measured = MessageSuite.run(settings, folder.resolve(MessageRun.JMH_FILE_NAME));
        results = JmhResults.of(measured, settings);
    }

    @Test
    void everyCodecOperationBatchAndModeBecomesOneEntry() {
        // 2 operations x 3 batches x (average and sampled time, throughput with 1 and 2 threads).
        assertEquals(2 * 3 * 4, results.size());
        for (MessageResult result : results) {
            assertEquals(Schemas.USER.name(), result.key().schema());
            assertEquals(Format.PROTOBUF, result.key().format());
            assertEquals(Style.TUNED, result.style());
            assertTrue(List.of(1, 10, 100).contains(result.batch()), result.label());
            assertTrue(result.nsPerOp() > 0 && result.opsPerS() > 0, result.label());
            assertTrue(result.allocBytesPerOp() > 0, "the GC profiler's B/op: " + result.label());
            double threadsPerNs = result.opsPerS() * result.nsPerOp() / 1e9;
            assertEquals(result.key().threads(), threadsPerNs, 1e-6, "ops/s and ns/op agree: " + result.label());
            if (MessageResult.SAMPLE_TIME.equals(result.jmhMode())) {
                assertNotNull(result.latencyNs(), result.label());
                assertTrue(result.latencyNs().p50() <= result.latencyNs().p99(), result.label());
            } else {
                assertNull(result.latencyNs(), result.label());
            }
        }
        assertEquals(List.of(1, 2), results.stream().filter(r -> r.jmhMode().equals(MessageResult.THROUGHPUT))
                .map(r -> r.key().threads()).distinct().sorted().toList());
        assertTrue(results.stream().anyMatch(r -> r.key().operation() == Operation.DECODE));
    }

    @Test
    void jmhsOwnJsonHoldsEveryMeasurement() throws Exception {
        JsonNode jmh = new ObjectMapper().readTree(folder.resolve(MessageRun.JMH_FILE_NAME).toFile());
        assertTrue(jmh.isArray());
        assertEquals(results.size(), jmh.size());
        assertEquals("io.formatbench.messages.MessageBenchmark.decode", jmh.get(0).get("benchmark").asText());
    }

    @Test
    void messagesJsonHasTheKeyAsFieldsAndTheSizes() throws Exception {
        MessageRun run = new MessageRun(MessageRun.CURRENT_VERSION, "t", "2026-01-01T00:00:00Z",
                new RunResult.Tool("formatbench", "test", "abc"), null,
                new MessageRun.Settings(List.of(Schemas.USER.name()), List.of(ProtobufCodedCodec.NAME), 0, 0, 1, 5,
                        List.of(1, 2),
                        MessageInputs.BATCHES, 42, "1g", "1.37"),
                results, MessageSizes.of(Schemas.USER));
        Path file = folder.resolve("messages.json");
        ResultFiles.write(run, file);

        JsonNode json = new ObjectMapper().readTree(file.toFile());
        JsonNode entry = json.get("benchmarks").get(0);
        for (String field : List.of("schema", "format", "codec", "operation", "batch", "threads", "ns_per_op",
                "ci999_ns",
                "alloc_bytes_per_op", "jmh_mode", "latency_ns")) {
            assertTrue(entry.has(field), field + " in " + entry);
        }
        assertEquals("message", entry.get("mode").asText());
        JsonNode size = json.get("sizes").get(0);
        assertEquals("user", size.get("schema").asText());
        assertTrue(size.get("record").asText().matches("typical|empty"), size.toString());
        assertTrue(size.get("bytes").canConvertToLong(), size.toString());
        assertEquals(run.benchmarks(), ResultFiles.readMessages(file).benchmarks());

        // A file from before the schema's .proto files were recorded reads them as not known.
        ((com.fasterxml.jackson.databind.node.ObjectNode) json.get("tool")).remove("schema_files");
        Path before = folder.resolve("before.json");
        new ObjectMapper().writeValue(before.toFile(), json);
        assertNull(ResultFiles.readMessages(before).tool().schemaFiles());
    }
}
