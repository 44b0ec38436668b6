#!/usr/bin/env bash
# The test suite on a busy machine: the README's test command (python -m pytest,
# with any arguments given here) run RUNS times (3) while HOGS processes (2) keep
# the cores busy with `while True: pass`. A test that fails only here depends on
# the machine's speed: it waits a fixed time for something, or times something.
#
#   bash scripts/stress_suite.sh                 # the whole suite, 3 times
#   RUNS=1 bash scripts/stress_suite.sh tests/app -n 2
#
# Prints each run's result, time and failed tests, then the runs' count of
# failures; exits 1 when any run failed. Each run's output is kept in
# $STRESS_LOGS (build/stress). Not run by .ci/run (it takes three suites' time
# and the cores' full load).
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-3}
HOGS=${HOGS:-2}
LOGS=${STRESS_LOGS:-build/stress}
PYTHON=${PYTHON:-python}
mkdir -p "$LOGS"

hogs=()
stop_hogs() {
    local pid
    for pid in "${hogs[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${hogs[@]}"; do
        wait "$pid" 2>/dev/null || true
    done
}
trap stop_hogs EXIT
for _ in $(seq "$HOGS"); do
    "$PYTHON" -c "while True: pass" &
    hogs+=("$!")
done
echo "stress: $HOGS busy processes (${hogs[*]}), $RUNS runs of python -m pytest $*"

failed_runs=0
for run in $(seq "$RUNS"); do
    log=$LOGS/run-$run.log
    started=$(date +%s)
    if "$PYTHON" -m pytest "$@" >"$log" 2>&1; then
        status=passed
    else
        status=FAILED
        failed_runs=$((failed_runs + 1))
    fi
    printf 'run %d: %s in %d s: %s\n' "$run" "$status" $(($(date +%s) - started)) \
        "$(tail -n 1 "$log")"
    grep -E '^(FAILED|ERROR) ' "$log" | sed 's/^/    /' || true
done
echo "stress: $failed_runs of $RUNS runs failed (logs in $LOGS)"
[ "$failed_runs" -eq 0 ]
