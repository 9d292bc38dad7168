#!/usr/bin/env bash
# Runs a command on a machine whose speed changes every second with nothing to see in /proc/stat:
# the command and every process it starts (the benchmark's forks) go into a cgroup whose CPU quota
# is set anew each second, at random between --low and --high percent of one CPU. It is how the
# speed canary's figures under an unsteady machine were measured (docs/method.md). Needs root and
# the cgroup v1 cpu controller (/sys/fs/cgroup/cpu) or cgroup v2 (/sys/fs/cgroup/cgroup.controllers).
set -euo pipefail

usage() {
    cat <<'USAGE'
Usage: scripts/cpu-quota.sh [--low PERCENT] [--high PERCENT] [--seed N] -- COMMAND [ARGS...]

Runs COMMAND under a CPU quota that changes every second, at random between --low (default 25)
and --high (default 200) percent of one CPU, from --seed (default 1). Prints each second's quota
to stderr. Needs root.
Example:
  scripts/cpu-quota.sh -- java -jar target/formatbench.jar bench --codecs protobuf-coded --run quota
USAGE
}

fail() {
    echo "cpu-quota: $*" >&2
    exit 1
}

LOW=25
HIGH=200
SEED=1
while [[ $# -gt 0 ]]; do
    case "$1" in
        -h | --help) usage; exit 0 ;;
        --low) LOW="${2:?--low needs a value}"; shift 2 ;;
        --high) HIGH="${2:?--high needs a value}"; shift 2 ;;
        --seed) SEED="${2:?--seed needs a value}"; shift 2 ;;
        --) shift; break ;;
        *) fail "unknown argument '$1' (see --help)" ;;
    esac
done
[[ $# -gt 0 ]] || fail "no command given (see --help)"
for number in LOW HIGH SEED; do
    [[ "${!number}" =~ ^[0-9]+$ ]] || fail "--${number,,} must be a whole number, was '${!number}'"
done
(( LOW >= 1 && HIGH >= LOW )) || fail "--low must be at least 1 and --high at least --low"
[[ $(id -u) -eq 0 ]] || fail "setting a CPU quota needs root"

PERIOD_US=100000
GROUP="formatbench-quota-$$"
if [[ -d /sys/fs/cgroup/cpu && -f /sys/fs/cgroup/cpu/cpu.cfs_quota_us ]]; then
    DIR="/sys/fs/cgroup/cpu/$GROUP"
    mkdir "$DIR"
    echo "$PERIOD_US" >"$DIR/cpu.cfs_period_us"
    set_quota() { echo "$1" >"$DIR/cpu.cfs_quota_us"; }
elif [[ -f /sys/fs/cgroup/cgroup.controllers ]]; then
    DIR="/sys/fs/cgroup/$GROUP"
    mkdir "$DIR"
    set_quota() { echo "$1 $PERIOD_US" >"$DIR/cpu.max"; }
else
    fail "no cgroup cpu controller found under /sys/fs/cgroup"
fi

cleanup() {
    # Processes left in the group go back to the root group, so that it can be removed.
    if [[ -f "$DIR/cgroup.procs" ]]; then
        while read -r pid; do echo "$pid" >"$(dirname "$DIR")/cgroup.procs" 2>/dev/null || true; done <"$DIR/cgroup.procs"
    fi
    rmdir "$DIR" 2>/dev/null || true
}
trap cleanup EXIT

RANDOM=$SEED
set_quota $((PERIOD_US * HIGH / 100))
# The command starts inside the group: everything it forks stays there.
bash -c 'echo $$ >"$1/cgroup.procs"; shift; exec "$@"' quota "$DIR" "$@" &
child=$!
while kill -0 "$child" 2>/dev/null; do
    percent=$((LOW + RANDOM % (HIGH - LOW + 1)))
    set_quota $((PERIOD_US * percent / 100))
    echo "cpu-quota: ${percent}% of a CPU" >&2
    sleep 1
done
wait "$child"
