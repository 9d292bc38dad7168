#!/usr/bin/env bash
# Fuzzes every fuzz target of the project (each @FuzzTest method under src/test/java/io/formatbench/fuzz)
# for SECONDS seconds, with Jazzer, coverage-guided. Exits non-zero on the first finding and prints the
# path of the input that reproduces it. `mvn -B verify` replays every input kept under
# src/test/resources/io/formatbench/fuzz/ (the regression inputs), and fuzzes all targets briefly through
# one test (BriefFuzzTest): a fixed count of inputs from a fixed seed, the same every build, from the kept
# inputs alone. This script searches for a time, one target at a time, from the corpus it keeps growing.
set -euo pipefail

usage() {
    cat <<'USAGE'
Usage: scripts/fuzz.sh [SECONDS] [TARGET...]

Fuzzes each fuzz target for SECONDS seconds (default: 60), one after the other, and prints for each
the executions and executions per second. TARGET is Class#method (e.g. ReaderFuzzTest#protobufCoded);
the default is every @FuzzTest in src/test/java/io/formatbench/fuzz.

A finding (an exception other than the tool's own bad-input error, an OutOfMemoryError or
StackOverflowError, an input that takes more than 10 s, a record that does not survive a round
trip) stops the script with exit code 1 and the path of the reproducing input, under
target/fuzz-findings/. Fix it, then keep the input as a regression input:
  src/test/resources/io/formatbench/fuzz/<Class>Inputs/<method>/<name>
The generated corpus (.cifuzz-corpus/, git-ignored) is kept between runs, so each run starts where
the last one stopped. Needs the same JDK and Maven as the build; the fuzzer comes from Maven Central.
USAGE
}

fail() {
    echo "fuzz: $*" >&2
    exit 2
}

case "${1:-}" in
    -h | --help) usage; exit 0 ;;
esac
seconds="${1:-60}"
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || fail "SECONDS must be a whole number of seconds, was '$seconds' (see --help)"
shift || true

cd "$(dirname "$0")/.."
sources=src/test/java/io/formatbench/fuzz
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
    for file in "$sources"/*FuzzTest.java; do
        class="$(basename "$file" .java)"
        # The method declared after each @FuzzTest (and its other annotations).
        while read -r method; do
            targets+=("$class#$method")
        done < <(awk '/@FuzzTest/ {found = 1} found && /void [A-Za-z0-9_]+\(/ {
                     match($0, /void [A-Za-z0-9_]+\(/); print substr($0, RSTART + 5, RLENGTH - 6); found = 0 }' "$file")
    done
fi
[[ ${#targets[@]} -gt 0 ]] || fail "no fuzz targets found in $sources"

echo "fuzz: building the test classes" >&2
mvn -B -q -Dstyle.color=never test-compile
classpath_file="$(mktemp)"
trap 'rm -f "$classpath_file"' EXIT
mvn -B -q -Dstyle.color=never dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$classpath_file" >/dev/null
classpath="target/test-classes:target/classes:$(cat "$classpath_file")"
java="java"
if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then
    java="$JAVA_HOME/bin/java"
fi

printf '%-52s %12s %10s  %s\n' "target" "executions" "exec/s" "result"
for target in "${targets[@]}"; do
    class="${target%%#*}"
    method="${target##*#}"
    findings="target/fuzz-findings/$class/$method"
    mkdir -p "$findings"
    log="$findings/fuzz.log"
    status=0
    # A small heap, as the tool promises to read any file within one: running out of it is a finding.
    "$java" -Xmx512m -cp "$classpath" com.code_intelligence.jazzer.Jazzer \
        --target_class="io.formatbench.fuzz.$class" --target_method="$method" \
        -max_total_time="$seconds" -timeout=10 -artifact_prefix="$findings/" >"$log" 2>&1 || status=$?
    runs="$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1/p' "$log" | tail -n 1)"
    took="$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\2/p' "$log" | tail -n 1)"
    rate="n/a"
    if [[ -n "$runs" && -n "$took" && "$took" -gt 0 ]]; then
        rate=$((runs / took))
    fi
    if [[ $status -ne 0 ]]; then
        reproducer="$(sed -n "s/.*Test unit written to \(.*\)$/\1/p" "$log" | tail -n 1)"
        printf '%-52s %12s %10s  %s\n' "$target" "${runs:-?}" "$rate" "FINDING"
        echo "fuzz: $target: finding (exit code $status); reproducer: ${reproducer:-see $log}; log: $log" >&2
        exit 1
    fi
    printf '%-52s %12s %10s  %s\n' "$target" "${runs:-?}" "$rate" "no finding"
done
