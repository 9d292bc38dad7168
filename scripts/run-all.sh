#!/usr/bin/env bash
# The main job: from a fresh clone to the JSON-versus-protobuf report in one command. It builds the
# tool if needed, generates the dataset if it is missing or not the one asked for, measures the four
# headline codecs of both formats in one run (forks in rounds, each in a JVM of its own, forked by the
# tool, until the head-to-head is as precise as asked or the time budget is spent), then writes and
# prints the report. It stops at the first failure and says which step failed.
set -euo pipefail

# The codecs the head-to-head pairs (each format's first idiomatic and first tuned codec, as the tool
# decides): what the main job measures unless --codecs says otherwise.
HEADLINE_CODECS=headline
# The main job's answer short of a verdict unless --bound says otherwise: a time ratio whose interval
# lies within 15% of 1 ends its rounds as "no winner; within ±15%", an answer a reader can act on,
# where the spread between forks of a write (a JIT decision per fork) would keep a verdict out of reach.
MAIN_JOB_BOUND=15%
# The main job's time for its rounds unless --time-budget says otherwise: it ends as soon as each of its
# four time ratios has a winner, is about the same or is within the bound (a few minutes on a steady
# 2-vCPU machine), and within 15 minutes on a day when the machine is twice as slow and noisy; the
# report says which ratios the budget left open (docs/method.md, "Rounds until every verdict").
MAIN_JOB_TIME_BUDGET=15m
# The main job's most rounds unless --max-forks says otherwise: once its decided ratios' benchmarks are
# measured no more, a round of an open ratio's two forks is short (15 s at 1M users on 2026-11-29), and
# the budget, not a count of rounds, is what should end the job; with 20, the out-of-reach rule gave up
# on an idiomatic read 24 rounds (6 minutes) short of ±15% (run 20261129-091823).
MAIN_JOB_MAX_FORKS=40

usage() {
    cat <<USAGE
Usage: scripts/run-all.sh [options]

Builds formatbench if needed, generates the dataset if it is missing, fails verification or differs
from --records/--seed (generate --reuse), benchmarks the headline codecs of both formats in one run
(jackson-databind and protobuf-delimited, the idiomatic pair; jackson-streaming and protobuf-coded,
the tuned pair; --codecs all for every codec), forks in rounds so that the formats are compared
within one sitting, at least --forks rounds and then more until every head-to-head time ratio is
within --precision or the --time-budget is spent, then writes results/RUN/report.md and report.html
and prints the Markdown report. The tool warns before the first fork when other processes are using
the CPU, marks every figure they touched, and marks every figure taken while the machine's own speed
changed (a speed canary timed beside every pass).

Options (each also settable as the environment variable in capitals; an option wins). Unset ones
take the tool's defaults, listed in docs/usage.md and by the built jar's generate --help and bench --help.
  --records N      RECORDS     records in the dataset
  --seed S         SEED        seed of the dataset generator
  --compression C  COMPRESSION none, gzip or zstd: the dataset's files, and every write and read
                               of the benchmark, go through it                (default: none)
  --avro-codec B   AVRO_CODEC  null, deflate or zstandard: Avro's block codec for the dataset's Avro
                               files, apart from --compression (both only when both are given)
                                                                              (default: null)
  --forks N        FORKS       the fewest forks per benchmark, one per round
  --max-forks N    MAX_FORKS   the most forks per benchmark          (default: $MAIN_JOB_MAX_FORKS)
  --precision P    PRECISION   more rounds until every head-to-head time ratio has its verdict
                               or is within the bound (none: exactly --forks rounds)
  --margin M       MARGIN      a ratio whose interval lies within M of 1 is "about the same", a
                               verdict that ends the rounds as a winner does (5% or 0.05)
  --confidence C   CONFIDENCE  the level every time verdict holds at, together (95%, 99.9%)
  --bound B        BOUND       a ratio whose interval lies within B of 1 ends its rounds with no
                               winner, "within ±B" (none)                    (default: $MAIN_JOB_BOUND)
  --time-budget T  TIME_BUDGET no round after the first starts that would end after T of rounds
                               (90s, 2m; none)                          (default: $MAIN_JOB_TIME_BUDGET)
  --warmups N      WARMUPS     the fewest warm-up passes per fork
  --iterations N   ITERATIONS  measured passes per fork
  --heap SIZE      HEAP        -Xms and -Xmx of every forked JVM
  --jvm PATH       JVM         JDK home or java binary for the forks       (default: the tool's java)
  --formats LIST   FORMATS     the dataset's formats: json, protobuf, cbor, smile, avro, a
                               comma-separated list, or all; each format's idiomatic and tuned
                               codec are measured against JSON's (raise --time-budget for more
                               than two formats)                           (default: json,protobuf)
  --codecs LIST    CODECS      comma-separated codecs to measure, of the dataset's formats, all, or
                               headline: each format's first idiomatic and first tuned codec,
                               those the head-to-head pairs                (default: headline)
  --variants LIST  VARIANTS    library, mapped (protobuf on the record),   (default: library)
                               strict, bare-loop, twin (the A/A control), floor, plain-read
  --schema LIST    SCHEMA      user, message, event, pipeline, a comma-separated list, or all: several
                               are measured one after the other, and the report sums them up
                                                                               (default: user)
  --data DIR       DATA        dataset folder; with several schemas, the folder holding one per schema
                               (default: data/SCHEMA, or data/SCHEMA-gzip, data/SCHEMA-zstd)
  --results DIR    RESULTS     results folder                              (default: results)
  --run ID         RUN         run id, the results subfolder               (default: the UTC time)
  -h, --help                   this help

The tool itself runs on the java in JAVA_HOME, or on the PATH; it needs JDK 17+ and Maven 3.8+.
Relative folders are taken from the repository's root. Existing results are never overwritten:
a run id that already has results makes the benchmark step fail.
Examples:
  scripts/run-all.sh
  RECORDS=100000 FORKS=3 scripts/run-all.sh
  scripts/run-all.sh --codecs all --time-budget 10m --run every-codec
  scripts/run-all.sh --formats all --time-budget 10m --run five-formats
  scripts/run-all.sh --variants library,bare-loop,strict --run yardsticks
  scripts/run-all.sh --compression zstd --run zstd-1
  scripts/run-all.sh --jvm /usr/lib/jvm/temurin-25-jdk-amd64 --run jdk25
USAGE
}

fail() {
    echo "run-all: $*" >&2
    exit 1
}

# Every setting not given is left to the tool's own defaults.
RECORDS="${RECORDS:-}"
SEED="${SEED:-}"
COMPRESSION="${COMPRESSION:-}"
AVRO_CODEC="${AVRO_CODEC:-}"
FORKS="${FORKS:-}"
MAX_FORKS="${MAX_FORKS:-$MAIN_JOB_MAX_FORKS}"
PRECISION="${PRECISION:-}"
MARGIN="${MARGIN:-}"
CONFIDENCE="${CONFIDENCE:-}"
BOUND="${BOUND:-$MAIN_JOB_BOUND}"
TIME_BUDGET="${TIME_BUDGET:-$MAIN_JOB_TIME_BUDGET}"
WARMUPS="${WARMUPS:-}"
ITERATIONS="${ITERATIONS:-}"
HEAP="${HEAP:-}"
JVM="${JVM:-}"
CODECS="${CODECS:-}"
FORMATS="${FORMATS:-}"
VARIANTS="${VARIANTS:-}"
SCHEMA="${SCHEMA:-}"
DATA="${DATA:-}"
RESULTS="${RESULTS:-results}"
RUN="${RUN:-}"

while [[ $# -gt 0 ]]; do
    option="$1"
    case "$option" in
        -h | --help) usage; exit 0 ;;
        --*=*) value="${option#*=}"; option="${option%%=*}"; shift ;;
        --*)
            [[ $# -ge 2 ]] || fail "$option needs a value (see --help)"
            value="$2"; shift 2 ;;
        *) fail "unknown argument '$option' (see --help)" ;;
    esac
    case "$option" in
        --records) RECORDS="$value" ;;
        --seed) SEED="$value" ;;
        --compression) COMPRESSION="$value" ;;
        --avro-codec) AVRO_CODEC="$value" ;;
        --forks) FORKS="$value" ;;
        --max-forks) MAX_FORKS="$value" ;;
        --precision) PRECISION="$value" ;;
        --margin) MARGIN="$value" ;;
        --confidence) CONFIDENCE="$value" ;;
        --bound) BOUND="$value" ;;
        --time-budget) TIME_BUDGET="$value" ;;
        --warmups) WARMUPS="$value" ;;
        --iterations) ITERATIONS="$value" ;;
        --heap) HEAP="$value" ;;
        --jvm) JVM="$value" ;;
        --codecs) CODECS="$value" ;;
        --formats) FORMATS="$value" ;;
        --variants) VARIANTS="$value" ;;
        --schema) SCHEMA="$value" ;;
        --data) DATA="$value" ;;
        --results) RESULTS="$value" ;;
        --run) RUN="$value" ;;
        *) fail "unknown option '$option' (see --help)" ;;
    esac
done

# generate --reuse keeps a dataset only with exactly the formats asked, so bench's default (every
# format of the dataset) measures those of --formats.
CODECS="${CODECS:-$HEADLINE_CODECS}"

# Whole numbers checked before anything is built or generated; bench checks the rest.
for number in RECORDS SEED FORKS MAX_FORKS WARMUPS ITERATIONS; do
    [[ -z "${!number}" || "${!number}" =~ ^[0-9]+$ ]] || fail "$number must be a whole number, was '${!number}'"
done

cd "$(dirname "$0")/.."
JAR=target/formatbench.jar
if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then
    JAVA="$JAVA_HOME/bin/java"
else
    JAVA=java
fi
command -v "$JAVA" >/dev/null || fail "no java found: install JDK 17 or later, or set JAVA_HOME"

# Runs one step; on failure names it and stops, with the step's own exit code.
step() {
    local name="$1"
    shift
    echo "run-all: $name" >&2
    local code=0
    "$@" || code=$?
    if [[ $code -ne 0 ]]; then
        echo "run-all: FAILED while ${name} (exit code $code); the steps after it did not run." >&2
        exit "$code"
    fi
}

tool() {
    "$JAVA" -jar "$JAR" "$@"
}

# 1. Build when there is no jar, or when any source is newer than it.
needs_build() {
    [[ ! -f "$JAR" ]] && return 0
    [[ -n "$(find pom.xml proto src/main -newer "$JAR" -type f -print -quit 2>/dev/null)" ]]
}
if needs_build; then
    command -v mvn >/dev/null || fail "the tool needs building and there is no mvn: install Maven 3.8 or later"
    step "building $JAR (mvn -B -q package -DskipTests)" mvn -B -q -Dstyle.color=never package -DskipTests
else
    echo "run-all: $JAR is up to date" >&2
fi

# 2. The dataset: kept when it has the records, seed and compression asked for and verifies against
#    its manifest, generated otherwise (blank settings are the tool's defaults; a blank folder is
#    the schema's and compression's default one).
step "checking or generating the dataset${SCHEMA:+ of $SCHEMA}${DATA:+ in $DATA}${COMPRESSION:+ ($COMPRESSION)}" \
    tool generate --reuse --records="$RECORDS" --seed="$SEED" --schema="$SCHEMA" --compression="$COMPRESSION" \
    --formats="$FORMATS" --avro-codec="$AVRO_CODEC" --data="$DATA"

# 3. The formats in one run: forks in rounds, every codec of every format in each round. Blank
#    settings are the tool's defaults; bench checks them all before anything is measured, and
#    names the run (a new one, unless --run was given) in its last line.
bench_output="$(mktemp)"
trap 'rm -f "$bench_output"' EXIT
benchmark() {
    tool bench --schema="$SCHEMA" --data="$DATA" --compression="$COMPRESSION" --results "$RESULTS" --run="$RUN" \
        --forks="$FORKS" --max-forks="$MAX_FORKS" --precision="$PRECISION" --margin="$MARGIN" \
        --confidence="$CONFIDENCE" --bound="$BOUND" --time-budget="$TIME_BUDGET" \
        --warmups="$WARMUPS" --iterations="$ITERATIONS" --heap="$HEAP" --jvm="$JVM" \
        --codecs="$CODECS" --variants="$VARIANTS" \
        | tee "$bench_output"
}
step "benchmarking the formats${RUN:+ (run $RUN)}" benchmark
# One schema names its results file; several name the index of their runs, one per schema.
SUMMARY="$(sed -n 's|^schemas: .*/\([^/]*\)/schemas\.json .*$|\1|p' "$bench_output" | tail -n 1)"
RUN="${SUMMARY:-$(sed -n 's|^results: .*/\([^/]*\)/files\.json$|\1|p' "$bench_output" | tail -n 1)}"
[[ -n "$RUN" ]] || fail "bench did not name the results it wrote"

# 4. The report: report.md is printed by the command itself.
step "writing the report of run $RUN" tool report "$RUN" --results "$RESULTS"
echo
echo "run-all: done. Run $RUN:"
if [[ -n "$SUMMARY" ]]; then
    echo "  summary: $RESULTS/$RUN/summary.md and summary.html"
    echo "  each schema's report: $RESULTS/$RUN-SCHEMA/report.md"
else
    echo "  results: $RESULTS/$RUN/files.json"
    echo "  report:  $RESULTS/$RUN/report.md"
    echo "  page:    $RESULTS/$RUN/report.html"
fi
echo "  rebuild the report: java -jar $JAR report $RUN   (or mvn -Preport exec:java -Drun=$RUN)"
