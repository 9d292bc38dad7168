#!/usr/bin/env bash
# A Spark standalone cluster on this machine, for the Spark job (docs/spark.md, "A cluster here"): a
# master and workers, each a JVM of its own, run from the job's own classpath (the jars its build
# lists in spark/target/classpath.txt, from Maven Central: no Spark distribution to download).
#
#   scripts/spark-cluster.sh start    # starts it; prints the master's spark:// URL on stdout
#   scripts/spark-cluster.sh stop     # stops it: master, workers and their executors; nothing left running
#   scripts/spark-cluster.sh status   # the URL and the JVMs running, or "not running"
#
# Then: mvn -Pspark-benchmark exec:java -Dmaster=spark://... -Dexecutors=2, or spark-submit from the
# Spark home it made: spark/.cluster/home/bin/spark-submit --master spark://... (SparkLauncher takes
# that home too).
#
# Each JVM is started in a process group of its own, and its executors are its children, in the same
# group: stop ends every group the cluster started, whatever state its JVMs are in. A start that
# fails or is interrupted (Ctrl-C) stops what it had started before it exits.
#
# Settings, from the environment: SPARK_CLUSTER_WORKERS (2), SPARK_WORKER_CORES (1 a worker),
# SPARK_WORKER_MEMORY (4g a worker: an executor's heap must fit), SPARK_CLUSTER_TIMEOUT (60 s for each
# JVM to come up).
set -euo pipefail

project="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
state="$project/spark/.cluster"
home="$state/home"
logs="$state/logs"
workers="${SPARK_CLUSTER_WORKERS:-2}"
cores="${SPARK_WORKER_CORES:-1}"
memory="${SPARK_WORKER_MEMORY:-4g}"
timeout="${SPARK_CLUSTER_TIMEOUT:-60}"

fail() {
  echo "spark-cluster: $*" >&2
  exit 1
}

# The process groups this cluster started, one pid file each (the JVM's pid is its group's id).
groups() {
  local file
  for file in "$state"/*.pid; do
    [ -f "$file" ] && cat "$file"
  done
  return 0
}

# Whether any process of the group still runs.
alive() {
  kill -0 -- "-$1" 2>/dev/null
}

stop_all() {
  local group waited=0 any=false
  for group in $(groups); do
    if alive "$group"; then
      any=true
      # The workers stop their executors on TERM; the group's kill reaches any they leave.
      kill -TERM -- "-$group" 2>/dev/null || true
    fi
  done
  for group in $(groups); do
    while alive "$group" && [ "$waited" -lt 100 ]; do
      sleep 0.1
      waited=$((waited + 1))
    done
    if alive "$group"; then
      kill -KILL -- "-$group" 2>/dev/null || true
    fi
  done
  rm -f "$state"/*.pid "$state/url"
  $any
}

# The Spark home: links to Spark's jars (not the tool's engine jar, which the job sends its executors
# itself, as on any cluster) and the launcher scripts.
make_home() {
  local listed="$project/spark/target/classpath.txt" jar
  if [ ! -f "$listed" ] || [ ! -f "$project/spark/target/formatbench-spark.jar" ]; then
    fail "the Spark job is not built; build it: mvn -B -q package -DskipTests && mvn -B -q -f spark/pom.xml package -DskipTests"
  fi
  rm -rf "$home"
  mkdir -p "$home/jars" "$home/bin" "$logs"
  tr ':' '\n' < "$listed" | while IFS= read -r jar; do
    case "$jar" in
      ''|*/formatbench-*) ;;
      *) [ -f "$jar" ] || fail "$jar, on the job's classpath, is gone: build the job again"
         ln -s "$jar" "$home/jars/" ;;
    esac
  done
  ln -s "$project/spark/src/main/spark-home/bin/spark-class" "$project/spark/src/main/spark-home/bin/spark-submit" \
    "$home/bin/"
}

# Starts a Spark daemon class in a process group of its own; its pid (= its group) into NAME.pid.
daemon() {
  local name="$1"
  shift
  # The subshell is no group leader, so setsid makes it one without forking: $! is the JVM's pid.
  ( exec setsid "$home/bin/spark-class" "$@" > "$logs/$name.log" 2>&1 < /dev/null ) &
  echo "$!" > "$state/$name.pid"
}

# Waits for a line matching PATTERN in a daemon's log; prints the line.
await() {
  local name="$1" pattern="$2" what="$3" tries=$((timeout * 10)) line
  while [ "$tries" -gt 0 ]; do
    line="$(grep -m1 -E "$pattern" "$logs/$name.log" 2>/dev/null || true)"
    if [ -n "$line" ]; then
      echo "$line"
      return 0
    fi
    alive "$(cat "$state/$name.pid")" || fail "$what exited; see $logs/$name.log"
    sleep 0.1
    tries=$((tries - 1))
  done
  fail "$what did not start within $timeout s; see $logs/$name.log"
}

start() {
  if [ -f "$state/url" ] && [ -n "$(groups)" ] && alive "$(head -n1 "$state/master.pid" 2>/dev/null || echo 0)"; then
    fail "a cluster is running at $(cat "$state/url"); stop it first: scripts/spark-cluster.sh stop"
  fi
  stop_all || true
  make_home
  # Whatever ends this start before it is done (a failure, Ctrl-C) stops what it started.
  trap 'stop_all || true; echo "spark-cluster: start interrupted; nothing left running" >&2; exit 130' INT TERM
  trap 'code=$?; if [ "$code" -ne 0 ]; then stop_all || true; fi' EXIT
  export SPARK_HOME="$home" SPARK_LOG_DIR="$logs" SPARK_DAEMON_MEMORY="${SPARK_DAEMON_MEMORY:-512m}"
  export SPARK_NO_DAEMONIZE=1 SPARK_LOCAL_IP=127.0.0.1
  # The master and workers on ports the system picks: any number of clusters can run side by side.
  daemon master org.apache.spark.deploy.master.Master --host 127.0.0.1 --port 0 --webui-port 0
  local url
  url="$(await master 'Starting Spark master at spark://' "the master" | grep -oE 'spark://[^ ]+')"
  await master 'New state: ALIVE' "the master" > /dev/null
  local i
  for i in $(seq 1 "$workers"); do
    daemon "worker-$i" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --port 0 --webui-port 0 \
      --cores "$cores" --memory "$memory" --work-dir "$state/work-$i" "$url"
  done
  for i in $(seq 1 "$workers"); do
    await "worker-$i" 'Successfully registered with master' "worker $i" > /dev/null
  done
  echo "$url" > "$state/url"
  trap - INT TERM EXIT
  echo "spark-cluster: master $url, $workers workers of $cores core(s) and $memory each;" \
    "SPARK_HOME for spark-submit: $home; logs in $logs" >&2
  echo "$url"
}

status() {
  if [ -f "$state/url" ] && alive "$(cat "$state/master.pid" 2>/dev/null || echo 0)"; then
    echo "$(cat "$state/url")"
    local group
    for group in $(groups); do
      pgrep -g "$group" -a | cut -c1-120 >&2 || true
    done
  else
    echo "spark-cluster: not running" >&2
    return 1
  fi
}

case "${1:-}" in
  start) start ;;
  stop)
    mkdir -p "$state"
    if stop_all; then echo "spark-cluster: stopped" >&2; else echo "spark-cluster: nothing was running" >&2; fi ;;
  status) status ;;
  *) fail "usage: scripts/spark-cluster.sh start|stop|status" ;;
esac
