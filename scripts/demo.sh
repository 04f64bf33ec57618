#!/usr/bin/env bash
# The README's main command (make demo): compile the bundled example model for a GPU (the persistent
# kernel's CUDA source, and its library when nvcc is present) and for the CPU (a loadable library), run
# the CPU library, check it against the reference interpreter, and show latency and the schedules.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
MODEL=examples/tiny_cnn.onnx
OUT=out/tiny_cnn
RAMMERC="$BUILD/bin/rammerc"

echo "== rammerc $MODEL --device=a100 -o $OUT/a100"
"$RAMMERC" "$MODEL" --device=a100 -o "$OUT/a100"
echo
echo "== optimised graph ($OUT/a100/graph.txt)"
cat "$OUT/a100/graph.txt"
echo
echo "== a100 schedule ($OUT/a100/schedule_report.txt; timeline: $OUT/a100/trace.json in ui.perfetto.dev)"
cat "$OUT/a100/schedule_report.txt"
echo
echo
echo "== rammerc $MODEL --device=cpu -o $OUT/cpu --run   (build libmodel.so, run it, compare with the interpreter)"
"$RAMMERC" "$MODEL" --device=cpu -o "$OUT/cpu" --run
echo
echo "== cpu schedule ($OUT/cpu/schedule_report.txt)"
cat "$OUT/cpu/schedule_report.txt"
echo
echo
echo "== cpu artifact ($OUT/cpu): load it with runtime/rammer.h (rammer_open(\"$OUT/cpu\"))"
ls -l "$OUT/cpu"
