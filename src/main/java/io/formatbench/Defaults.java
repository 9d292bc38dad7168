package io.formatbench;

import io.formatbench.codec.Compression;
import io.formatbench.codec.Format;
import io.formatbench.codec.SchemaName;

/**
 * Every default setting of the tool, each written once. The command line takes its defaults from
 * here; the Maven profiles and the main job pass only what the user set, so they follow.
 */
public final class Defaults {

    /** Records in a generated dataset. */
    public static final long RECORDS = 1_000_000;

    /** Seed of the dataset generator: the same seed gives the same bytes on any machine. */
    public static final long SEED = 42;

    /** Shards of a generated dataset: files per format. */
    public static final int SHARDS = 1;

    /** Threads of a benchmark, each writing or reading its own shards, within one fork. */
    public static final String THREADS = "1";

    /**
     * The formats of a generated dataset: the head-to-head's two. {@link #ALL_FORMATS} (or a list
     * naming cbor and smile) adds the binary JSON formats.
     */
    public static final String FORMATS = "json,protobuf";

    /**
     * The format the head-to-head sets every other format against (report --baseline), and whose
     * ratios the rounds' precision watches.
     */
    public static final Format BASELINE = Format.JSON;

    /** Every format, where a command takes a list of formats. */
    public static final String ALL_FORMATS = "all";

    /** The record schema of a generated dataset. */
    public static final String SCHEMA = "user";

    /** How many bad lines of a --from-json file are named, one line each, before the rest are only counted. */
    public static final int REPORTED_BAD_LINES = 20;

    /**
     * What readers do with fields outside the schema: reject them. The other choice, skip, is what
     * data of a newer schema version needs (see generate --schema-version).
     */
    public static final String UNKNOWN_FIELDS = "reject";

    /** The folder of the datasets: each schema's dataset is in a folder of its own in it, see {@link #dataFolder}. */
    public static final String DATA_DIR = "data";

    /** Every schema, where a command takes a list of schemas. */
    public static final String ALL_SCHEMAS = "all";

    /** Every codec of the formats measured, where a command takes a list of codecs. */
    public static final String ALL_CODECS = "all";

    /** Each format's codecs that the head-to-head pairs (its first of each style), where bench takes codecs. */
    public static final String HEADLINE_CODECS = "headline";

    /** How a generated dataset's files are compressed: none, gzip or zstd. */
    public static final String COMPRESSION = "none";

    /** The results folder. */
    public static final String RESULTS_DIR = "results";

    /**
     * The fewest forks per benchmark, run in as many rounds (each round forks one JVM for every
     * benchmark): three, the fewest whose interval says anything at 99.9% (with two, t is 636).
     */
    public static final int FORKS = 3;

    /** The most forks per benchmark a run makes while its intervals are wider than its precision. */
    public static final int MAX_FORKS = 20;

    /**
     * Rounds go on after {@link #FORKS} until every head-to-head time ratio's interval is within this
     * of the ratio ("none": exactly {@link #FORKS} rounds).
     */
    public static final String PRECISION = "5%";

    /**
     * The equivalence margin: a ratio whose whole interval lies within [1 / (1 + this), 1 + this] is
     * "about the same", and settles the rounds as a winner does. 5%: about what two days differ by on
     * the project's machines; finer differences than that a reader does not act on.
     */
    public static final double MARGIN = 0.05;

    /**
     * The confidence every time verdict of a run holds at, together (the family of ratios the rounds
     * watch shares it, however many rounds are looked at): 95%, the level of decisions made from
     * repeated looks (sequential A/B tests). 99.9%, JMH's convention for error bars, is one option away
     * (--confidence 99.9%), at about twice the rounds.
     */
    public static final double CONFIDENCE = 0.95;

    /**
     * No round after the first starts that would end after this long from the first fork ("none":
     * no budget): room for the precision with every codec of both formats (a round of twelve
     * benchmarks of 1M users took about 80 s on the project's 2-vCPU machines). The main job sets its
     * own, shorter, for its four codecs (scripts/run-all.sh).
     */
    public static final String TIME_BUDGET = "10m";

    /**
     * The fewest warm-up passes a fork runs before its measured ones: the first pass runs mostly
     * interpreted and C1-compiled code, the second mostly code C2 compiled during the first; whatever
     * still compiles after them shows as passes still getting faster, which go on warming up (see
     * {@link #WARMUP_WINDOW}).
     */
    public static final int WARMUPS = 2;

    /** The most warm-up passes a fork runs when its passes keep getting faster. */
    public static final int MAX_WARMUPS = 12;

    /**
     * A fork's warm-up ends once its last {@link #WARMUP_WINDOW} passes were each no faster than the fastest
     * before it by more than this many percent: (fastest before - pass) / pass (bench/WarmupPolicy).
     */
    public static final int WARMUP_TOLERANCE_PERCENT = 5;

    /**
     * How many passes in a row, at the warm-up's end, must be no faster than the fastest before them: two,
     * so that one slow pass amid a fork still compiling does not end its warm-up.
     */
    public static final int WARMUP_WINDOW = 2;

    /** Measured passes per fork, after its warm-up, every one counted; the fork's figure is their mean. */
    public static final int ITERATIONS = 3;

    /**
     * The rounds whose forks run the latency pass (with --latency-pass): its percentiles need forks, not
     * every fork, and the rounds after these are for the time's precision, which it adds nothing to.
     * Five: the 99.9% interval of a p99 over five forks has Student's t of 8.6 (31.6 with three).
     */
    public static final int LATENCY_ROUNDS = 5;

    /** -Xms and -Xmx of every fork. */
    public static final String HEAP = "1g";

    /**
     * A write holds all its records, generated once for every pass, when they fit in 1/this of the
     * fork's heap; otherwise a chunk at a time, generated in every pass, the chunks of its threads 1/this
     * of the heap together. A quarter: the writer's own garbage has the rest, and the records stay
     * below the occupancy at which G1 starts marking the old generation (45% by default).
     */
    public static final int WRITE_RECORDS_HEAP_SHARE = 4;

    /** Variants of each codec measured unless asked otherwise. */
    public static final String VARIANTS = "library";

    /** Operations measured unless asked otherwise. */
    public static final String OPERATIONS = "write,read";

    /**
     * Above this many cores used by other processes during a fork's life, its benchmark's figures are
     * marked "machine busy". A quiet machine of this project's kind shows a few hundredths of a core.
     */
    public static final double BUSY_CORES = 0.25;

    /**
     * Above this coefficient of variation of the speed canary over a benchmark's passes, its machine
     * counted as unsteady: its speed changed while it ran, whatever /proc/stat saw.
     */
    public static final double UNSTEADY_CV = 0.10;

    /**
     * Above this fraction slower by the speed canary than the run as a whole, a benchmark's forks ran
     * in a slow stretch of the run, and the results and the report say so; two runs whose canaries
     * differ by more name no change between them (report --compare): a slower machine is not a
     * slower codec.
     */
    public static final double SLOW_CANARY = 0.10;

    /** How long the machine is watched before the first fork, for the busy warning. */
    public static final long BUSY_CHECK_MILLIS = 1000;

    /**
     * JVMs JMH forks for each message measurement: three, the fewest from which the report names a
     * winner (a fork is the unit: the iterations of one share its JIT decisions).
     */
    public static final int MESSAGE_FORKS = 3;

    /** Warm-up iterations per fork of a message measurement. */
    public static final int MESSAGE_WARMUPS = 2;

    /** Measured iterations per fork of a message measurement. */
    public static final int MESSAGE_ITERATIONS = 3;

    /** The length of every warm-up and measured iteration of a message measurement. */
    public static final String MESSAGE_TIME = "300ms";

    private Defaults() {}

    /**
     * The dataset folder by default, one per schema and compression, so that datasets of each sit
     * side by side: {@code data/user}, {@code data/user-zstd}, {@code data/event}... The one place
     * that decides it.
     */
    public static String dataFolder(SchemaName schema, Compression compression) {
        return DATA_DIR + "/" + schema + compression.folderSuffix();
    }
}
