package io.formatbench.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.UnsupportedFileSystemException;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.util.SerializableConfiguration;

/**
 * The one place where the job, on its driver and in its tasks, opens a dataset's files: through
 * Hadoop's FileSystem with the session's Hadoop settings, as Spark's own sources do, so that any
 * path Spark reads (file:, hdfs:, s3a: when its connector is on the classpath) is one the codecs
 * read and write too. On file: it is Hadoop's raw local file system: the checksummed one would write
 * a .crc file beside every file written, work bench's forks do not do.
 */
final class HadoopFiles implements Serializable {

    private static final long serialVersionUID = 1L;

    private final Broadcast<SerializableConfiguration> configuration;

    private HadoopFiles(Broadcast<SerializableConfiguration> configuration) {
        this.configuration = configuration;
    }

    /** The session's Hadoop settings, sent once to every executor. */
    static HadoopFiles of(SparkSession spark) {
        return new HadoopFiles(SerializableConfiguration.broadcast(spark.sparkContext(),
                spark.sparkContext().hadoopConfiguration()));
    }

    static FileSystem fileSystem(Path path, Configuration configuration) throws IOException {
        FileSystem fs;
        try {
            fs = path.getFileSystem(configuration);
        } catch (RuntimeException e) {
            // Spark's settings name a class for s3a: that is not on the classpath without hadoop-aws.
            if (e.getCause() instanceof ClassNotFoundException missing) {
                throw new UnsupportedFileSystemException("no file system for scheme \"" + path.toUri().getScheme()
                        + "\" (" + missing.getMessage() + ")");
            }
            throw e;
        }
        return fs instanceof LocalFileSystem local ? local.getRawFileSystem() : fs;
    }

    private FileSystem fileSystem(Path path) throws IOException {
        return fileSystem(path, configuration.value().value());
    }

    /** A path or URI made whole: a local path relative to the working folder becomes file:/... */
    String qualified(String pathOrUri) throws IOException {
        Path path = new Path(pathOrUri);
        return fileSystem(path).makeQualified(path).toString();
    }

    /**
     * The I/O path to a file, as engine.json names it: Hadoop's FileSystem for its scheme, as this job's
     * codec tasks open it (on file:, the raw local one) or, with {@code asSparkSources}, as Spark's own
     * sources and the delimited-protobuf source open it (on file:, LocalFileSystem: its checksum layer,
     * which reads in chunks of its own and verifies nothing where no .crc file lies beside the file).
     */
    String ioPath(String uri, boolean asSparkSources) throws IOException {
        Path path = new Path(uri);
        FileSystem fs = asSparkSources ? path.getFileSystem(configuration.value().value()) : fileSystem(path);
        return "Hadoop " + fs.getClass().getSimpleName() + " (" + fs.getUri().getScheme() + ":)";
    }

    /** A file's URI in a folder's. */
    static String child(String folder, String name) {
        return new Path(new Path(folder), name).toString();
    }

    InputStream open(String uri) throws IOException {
        Path path = new Path(uri);
        return fileSystem(path).open(path);
    }

    /** Creates the file, or replaces what is there. */
    OutputStream create(String uri) throws IOException {
        Path path = new Path(uri);
        return fileSystem(path).create(path, true);
    }

    /** The file's status, or null when there is none. */
    FileStatus status(String uri) throws IOException {
        Path path = new Path(uri);
        FileSystem fs = fileSystem(path);
        return fs.exists(path) ? fs.getFileStatus(path) : null;
    }

    void createFolder(String uri) throws IOException {
        Path path = new Path(uri);
        fileSystem(path).mkdirs(path);
    }

    /** Removes a file, or a folder and all it holds; nothing when there is none. */
    void delete(String uri) throws IOException {
        Path path = new Path(uri);
        fileSystem(path).delete(path, true);
    }

    /** The URIs of the files in a folder. */
    List<String> list(String folder) throws IOException {
        Path path = new Path(folder);
        List<String> uris = new ArrayList<>();
        for (FileStatus status : fileSystem(path).listStatus(path)) {
            uris.add(status.getPath().toString());
        }
        return uris;
    }

    /** Moves a file within its file system; false when the file system refused. */
    boolean rename(String from, String to) throws IOException {
        Path source = new Path(from);
        return fileSystem(source).rename(source, new Path(to));
    }
}
