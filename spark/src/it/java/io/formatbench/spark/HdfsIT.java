package io.formatbench.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.avro.AvroModule;
import io.formatbench.dataset.DatasetGenerator;
import io.formatbench.dataset.Manifest;
import io.formatbench.dataset.ManifestFiles;
import io.formatbench.dataset.Schemas;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.hdfs.MiniDFSCluster;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job over a dataset on HDFS: a NameNode and a DataNode in this JVM (hadoop-client-minicluster),
 * the dataset copied there, the job embedded (local[2]) given its hdfs:// URI. Every codec task, the
 * run's check of its files, the writes' scratch folder and the Parquet copy go through HDFS; a file
 * missing or broken there is one line, as on a local disk.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class HdfsIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static MiniDFSCluster hdfs;
    private static FileSystem fs;
    private static String data;

    @BeforeAll
    static void startHdfs() throws IOException {
        Path local = dir.resolve("user");
        DatasetGenerator.generate(Schemas.USER, Schemas.USER.version(), 2_000, 42, 2, Compression.NONE,
                List.of(Format.JSON, Format.PROTOBUF, AvroModule.FORMAT), local, (done, total) -> { });
        Configuration conf = new Configuration();
        conf.set(MiniDFSCluster.HDFS_MINIDFS_BASEDIR, dir.resolve("hdfs").toString());
        hdfs = new MiniDFSCluster.Builder(conf).numDataNodes(1).build();
        hdfs.waitActive();
        fs = hdfs.getFileSystem();
        fs.mkdirs(new org.apache.hadoop.fs.Path("/data"));
        fs.copyFromLocalFile(new org.apache.hadoop.fs.Path(local.toUri()), new org.apache.hadoop.fs.Path("/data"));
        data = hdfs.getURI() + "/data/user";
    }

    @AfterAll
    static void stopHdfs() {
        if (hdfs != null) {
            hdfs.shutdown();
        }
    }

    private record Outcome(int exitCode, String out, String err) {}

    private static Outcome run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = SparkJobMain.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    @Order(1)
    void everyWorkloadReadsAndWritesThroughHdfs() throws IOException {
        Path results = dir.resolve("results");
        Outcome outcome = run("--data=" + data, "--results=" + results, "--run=h1", "--master=local[2]", "--runs=1",
                "--warmups=0", "--codecs=jackson-streaming,protobuf-delimited,protobuf-coded,avro-generic");
        assertEquals(0, outcome.exitCode(), outcome.err());
        JsonNode document = JSON.readTree(results.resolve("h1/engine.json").toFile());
        assertTrue(document.at("/dataset/path").asText().startsWith("hdfs://"), document.toString());
        List<String> readers = new java.util.ArrayList<>();
        for (JsonNode entry : document.get("entries")) {
            assertTrue(entry.get("verified").asBoolean() && entry.get("digest_verified").asBoolean(), entry.toString());
            assertEquals(2_000, entry.get("records").asLong(), entry.toString());
            readers.add(entry.get("operation").asText() + " " + entry.get("reader").asText());
        }
        assertTrue(readers.containsAll(List.of("read protobuf-delimited", "write protobuf-coded", "read avro-generic",
                "read spark.read.json(schema)", "read spark.read.format(avro)",
                "read spark.read.format(delimited-protobuf)", "read spark.read.parquet")), readers.toString());
        // The Parquet copy is on HDFS beside the data; the writes' scratch folder is gone.
        FileStatus[] copies = fs.listStatus(new org.apache.hadoop.fs.Path("/data/user/parquet"));
        assertEquals(2, Arrays.stream(copies).filter(file -> file.getPath().getName().endsWith(".parquet")).count());
        assertFalse(Arrays.stream(fs.listStatus(new org.apache.hadoop.fs.Path("/data/user")))
                .anyMatch(file -> file.getPath().getName().startsWith(".spark-scratch")));
    }

    @Test
    @Order(2)
    void aFileMissingOrBrokenOnHdfsIsOneLine() throws IOException {
        Manifest manifest = ManifestFiles.read(dir.resolve("user"));
        Manifest.DataFile protobuf = manifest.files(Format.PROTOBUF).get(0);
        org.apache.hadoop.fs.Path file = new org.apache.hadoop.fs.Path("/data/user/" + protobuf.name());
        byte[] bytes;
        try (var in = fs.open(file)) {
            bytes = in.readAllBytes();
        }
        try (var out = fs.create(file, true)) {
            out.write(bytes, 0, bytes.length - 3);
        }
        Outcome broken = run("--data=" + data, "--results=" + dir.resolve("results"), "--run=h2", "--format=protobuf");
        assertEquals(JobException.DATASET_MISMATCH, broken.exitCode(), broken.err());
        assertEquals(1, broken.err().lines().count(), broken.err());
        assertTrue(broken.err().startsWith("spark: " + data + "/" + protobuf.name() + ": "), broken.err());
        fs.delete(file, false);
        Outcome missing = run("--data=" + data, "--results=" + dir.resolve("results"), "--run=h3", "--format=protobuf");
        assertEquals(JobException.DATASET_MISMATCH, missing.exitCode(), missing.err());
        assertEquals("spark: " + data + "/" + protobuf.name() + " is missing: the manifest lists it; generate the"
                + " dataset again", missing.err().strip());
    }
}
