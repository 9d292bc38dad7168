package io.formatbench.messages;

import io.formatbench.codec.CodecName;
import io.formatbench.codec.SchemaName;
import io.formatbench.dataset.DatasetSchema;
import io.formatbench.dataset.Schemas;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The JMH benchmarks: one record or a list, encoded to or decoded from a byte[]. JMH decides the
 * modes, forks, iterations and threads ({@link MessageSuite} sets them); the parameters name the
 * schema and codec in the registry, so a new schema or codec needs no change here. Each method
 * returns its result, which JMH consumes, so the JIT cannot drop the work.
 */
public class MessageBenchmark {

    /** One thread's work; every parameter is set by {@link MessageSuite} from the registry. */
    @State(Scope.Thread)
    public static class Subject {

        @Param({})
        public String schema;

        @Param({})
        public String codec;

        @Param({})
        public int batch;

        MessageWork<?> work;

        /** JMH's parameters are strings: the one place where this JVM turns them into a schema and a codec. */
        @Setup(Level.Trial)
        public void prepare() throws IOException {
            work = work(Schemas.byName(SchemaName.of(schema)));
        }

        private <T> MessageWork<?> work(DatasetSchema<T> named) throws IOException {
            return MessageWork.of(named, named.codec(CodecName.of(codec)), batch);
        }
    }

    @Benchmark
    public byte[] encode(Subject subject) throws IOException {
        return subject.work.encode();
    }

    @Benchmark
    public Object decode(Subject subject) throws IOException {
        return subject.work.decode();
    }
}
