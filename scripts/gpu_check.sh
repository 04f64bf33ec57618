#!/usr/bin/env bash
# One visit to a GPU machine, one report: builds the bundle scripts/gpu_bundle.py made here, runs the
# mma check, the sync probe, the GPU test driver on every model, the watchdog case on the broken
# schedule, a traced run and bench/gpu/bench_gpu.py on the bench models, compute-sanitizer on the tiny
# models; each step under `timeout`, a failing step does not stop the others. Writes one Markdown report.
#
#   scripts/gpu_check.sh [--report FILE] [--budget-s N] [--no-compile] [--sanitize M,M] [--traces DIR] [BUNDLE]
#
# BUNDLE defaults to build/gpu_bundle (scripts/gpu_bundle.py build/gpu_bundle). --budget-s (default 1500)
# is the whole visit's time: each step's limit is scaled to it and steps past it are skipped, so a short
# lease still yields a report. --no-compile leaves torch.compile out of the bench (it compiles for
# minutes). The bench runs before the sanitizers: both matter, and the bench is what a short lease
# most often lacks. --sanitize names the models compute-sanitizer checks (default tiny_cnn,tiny_lstm;
# "" for none), run with the library's watchdog off (a sanitizer slows tiles past its bound; the
# step's limit still bounds a real hang). --traces (default: beside the logs) gets a Chrome trace per
# bench model from its traced build (the driver's trace case), whose summary line is in the report.
# Without a GPU (no nvidia-smi, or it fails) it prints "no GPU" and exits 0. Exit status 1 when a step
# failed.
set -u

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REPORT="gpu_check_report.md"
BUNDLE="$ROOT/build/gpu_bundle"
BUDGET_S=1500
BENCH_FLAGS=()
SANITIZE="tiny_cnn,tiny_lstm"
TRACES=""
while [ $# -gt 0 ]; do
  case "$1" in
    --report) REPORT="$2"; shift 2 ;;
    --budget-s) BUDGET_S="$2"; shift 2 ;;
    --no-compile) BENCH_FLAGS+=(--no-compile); shift ;;
    --sanitize) SANITIZE="$2"; shift 2 ;;
    --traces) TRACES="$2"; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) BUNDLE="$1"; shift ;;
  esac
done

if ! command -v nvidia-smi >/dev/null 2>&1 || ! nvidia-smi >/dev/null 2>&1; then
  echo "no GPU"
  exit 0
fi
if [ ! -f "$BUNDLE/bundle.json" ]; then
  echo "gpu_check.sh: no bundle at $BUNDLE (make one with scripts/gpu_bundle.py $BUNDLE where rammerc builds)" >&2
  exit 1
fi
BUNDLE="$(cd "$BUNDLE" && pwd)"
REPORT="$(cd "$(dirname "$REPORT")" && pwd)/$(basename "$REPORT")"
WORK="$(mktemp -d /tmp/rammer_gpu_check.XXXXXX)"
BUILD="$WORK/build"
LOGS="$WORK/logs"
[ -z "$TRACES" ] && TRACES="$WORK/traces"
mkdir -p "$TRACES" && TRACES="$(cd "$TRACES" && pwd)"
mkdir -p "$LOGS"
JOBS="$(nproc 2>/dev/null || echo 4)"
PY="$(command -v python3 || echo python3)"
STEPS="$WORK/steps.md"
: > "$STEPS"
FAILED=0
STARTED=$(date +%s)
DEADLINE=$(( STARTED + BUDGET_S ))  # steps past this are skipped, not cut off


# step NAME LIMIT_S CMD...: runs CMD under timeout with its output in a log, adds a row to the report.
# LIMIT_S is the step's share of the default 1500 s budget, scaled to --budget-s (at least 20 s).
step() {
  local name="$1" limit=$(( $2 * BUDGET_S / 1500 )); shift 2
  [ "$limit" -lt 20 ] && limit=20
  local log="$LOGS/$(echo "$name" | tr ' /' '__').log" t0 rc verdict
  t0=$(date +%s)
  if [ $(( DEADLINE - t0 )) -lt 30 ]; then
    echo "| $name | SKIPPED: the check's ${BUDGET_S} s budget is spent | 0 s |" >> "$STEPS"
    return 0
  fi
  [ "$limit" -gt $(( DEADLINE - t0 )) ] && limit=$(( DEADLINE - t0 ))
  echo "== $name" >&2
  timeout --kill-after=10 "$limit" "$@" > "$log" 2>&1
  rc=$?
  if [ $rc -eq 0 ]; then verdict="ok"
  elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then verdict="TIMEOUT after ${limit} s"; FAILED=1
  else verdict="FAILED (exit $rc)"; FAILED=1
  fi
  echo "| $name | $verdict | $(( $(date +%s) - t0 )) s |" >> "$STEPS"
  printf '\n### %s: %s\n\n```\n%s\n```\n' "$name" "$verdict" "$(tail -c 6000 "$log")" >> "$WORK/details.md"
  return $rc
}

# The bundle's precision sets how outputs are checked (gpu_bundle.py: tolerance and measure).
bundle_field() { "$PY" -c 'import json, sys; print(json.load(open(sys.argv[1])).get(sys.argv[2], sys.argv[3]))' \
  "$BUNDLE/bundle.json" "$1" "$2" 2>/dev/null || echo "$2"; }
TOL="$(bundle_field tolerance 0.001)"
MEASURE="$(bundle_field measure element)"

# driver_cmd MODEL DATA_OF: DRIVER=(the GPU test driver's command line for MODEL against the reference
# sets of DATA_OF (models.txt's third column), with MODEL's weights.bin or, when it has none, DATA_OF's).
driver_cmd() {
  local weights="$BUNDLE/models/$1/weights.bin"
  [ -f "$weights" ] || weights="$BUNDLE/models/$2/weights.bin"
  DRIVER=("$BUILD/rammer_gpu_check" --lib "$BUILD/lib/lib$1.so" --weights "$weights"
          --ref "$BUNDLE/models/$2/reference" --tol "$TOL" --measure "$MEASURE")
}

CMAKE_GEN=()
command -v ninja >/dev/null 2>&1 && CMAKE_GEN=(-G Ninja)
step "configure bundle" 120 cmake -S "$BUNDLE" -B "$BUILD" "${CMAKE_GEN[@]}"
# Tiny models and the driver first, so a slow bench build cannot cost the checks.
step "build tiny models + driver" 300 cmake --build "$BUILD" -j "$JOBS" --target rammer_gpu_check rammer_mma_check \
  rammer_sync_probe tiny_cnn tiny_lstm tiny_cnn_broken
step "build bench models" 540 cmake --build "$BUILD" -j "$JOBS"
step "mma check" 60 "$BUILD/rammer_mma_check"
step "sync probe" 60 "$BUILD/rammer_sync_probe"

while read -r model role data_of; do
  driver_cmd "$model" "$data_of"
  case "$role" in
    tiny|extra) step "driver $model" 240 "${DRIVER[@]}" ;;
    bench) step "driver $model" 240 "${DRIVER[@]}" --case match --case relaunch --relaunches 100 ;;
    broken) step "watchdog $model" 60 "${DRIVER[@]}" --case watchdog --hang-s 10 ;;
  esac
done < "$BUNDLE/models.txt"

# Where the bench models' time goes: their traced builds, one traced run each.
while read -r model role data_of; do
  [ "$role" = bench ] && [ "$data_of" = "$model" ] || continue  # a --variant has no traced build
  driver_cmd "$model" "$data_of"
  DRIVER[2]="$BUILD/lib/lib${model}_trace.so"
  step "driver trace $model" 120 "${DRIVER[@]}" --case trace --trace-out "$TRACES/$model.json"
done < "$BUNDLE/models.txt"

BENCH_MODELS="$(awk '$2 == "bench" { printf "%s%s", sep, $1; sep = "," }' "$BUNDLE/models.txt")"
if [ -n "$BENCH_MODELS" ]; then
  step "bench_gpu.py" 540 "$PY" "$ROOT/bench/gpu/bench_gpu.py" --bundle "$BUNDLE" --libs "$BUILD/lib" \
    --models "$BENCH_MODELS" --timeout $(( 170 * BUDGET_S / 1500 + 30 )) "${BENCH_FLAGS[@]}" --table "$WORK/bench_table.md"
fi

if command -v compute-sanitizer >/dev/null 2>&1; then
  for tool in racecheck synccheck memcheck initcheck; do
    for model in ${SANITIZE//,/ }; do
      driver_cmd "$model" "$(awk -v m="$model" '$1 == m { print $3 }' "$BUNDLE/models.txt")"
      step "compute-sanitizer $tool $model" 180 env RAMMER_GPU_WATCHDOG_MS=0 compute-sanitizer --tool "$tool" \
        --error-exitcode 3 "${DRIVER[@]}" --case match
    done
  done
else
  echo "| compute-sanitizer | SKIPPED: not on PATH | 0 s |" >> "$STEPS"
fi

{
  echo "# rammerc GPU check report"
  echo
  echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "- device: $(nvidia-smi --query-gpu=name,memory.total,compute_cap --format=csv,noheader 2>&1 | head -1)"
  echo "- driver: $(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>&1 | head -1)," \
       "$(nvcc --version 2>/dev/null | tail -1)"
  echo "- commit: $(bundle_field commit unknown) (the bundle's); bundle: $BUNDLE"
  echo "- precision: $(bundle_field precision fp32), outputs within $TOL ($MEASURE measure)"
  echo "- total time: $(( $(date +%s) - STARTED )) s"
  echo
  echo "| step | result | time |"
  echo "|---|---|---|"
  cat "$STEPS"
  echo
  echo "## Cases"
  echo
  echo '```'
  grep -h -E '^(PASS|FAIL|SKIP|INFO) ' "$LOGS"/mma_check.log "$LOGS"/driver_*.log "$LOGS"/watchdog_*.log 2>/dev/null
  echo '```'
  if [ -f "$LOGS/sync_probe.log" ]; then
    echo
    echo "## Sync probe (rammer_sync_probe: what waits, signals and table reads cost on this GPU)"
    echo
    echo '```'
    grep -h -E '^(INFO|FAIL|SKIP) probe' "$LOGS/sync_probe.log"
    echo '```'
  fi
  if [ -f "$WORK/bench_table.md" ]; then
    echo
    echo "## Bench"
    echo
    cat "$WORK/bench_table.md"
  fi
  echo
  echo "## Step logs (tails)"
  cat "$WORK/details.md"
} > "$REPORT"
echo "report: $REPORT (logs in $LOGS, traces in $TRACES)"
exit $FAILED
