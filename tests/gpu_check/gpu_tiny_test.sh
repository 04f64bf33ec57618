#!/usr/bin/env bash
# On a machine where the whole project builds next to a GPU: the tiny models' GPU check bundle, run by
# scripts/gpu_check.sh (driver cases: match, 1000 relaunches, two streams, graph replay, minimum grid,
# busy stream, watchdog on the broken schedule; compute-sanitizer racecheck, synccheck, memcheck).
# Exit 77 (skipped) without a GPU.
#   gpu_tiny_test.sh SOURCE_DIR BIN_DIR WORK_DIR
set -u
SRC="$1" BIN="$2" WORK="$3"
if ! command -v nvidia-smi >/dev/null 2>&1 || ! nvidia-smi >/dev/null 2>&1; then
  echo "skipped: no GPU (nvidia-smi absent or failing)"
  exit 77
fi
rm -rf "$WORK"
mkdir -p "$WORK"
/usr/bin/python3 "$SRC/scripts/gpu_bundle.py" "$WORK/bundle" --tiny-only --bin "$BIN" || exit 1
bash "$SRC/scripts/gpu_check.sh" --report "$WORK/report.md" "$WORK/bundle"
rc=$?
cat "$WORK/report.md"
if grep -q '^FAIL ' "$WORK/report.md"; then
  echo "FAIL: a driver case failed (report above)"
  exit 1
fi
exit $rc
