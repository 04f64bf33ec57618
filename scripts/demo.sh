#!/usr/bin/env bash
# The README's main command (make demo): compile the bundled example model and show the result.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
MODEL=examples/tiny_cnn.onnx
OUT=out/tiny_cnn

echo "== rammerc $MODEL --device=a100 -o $OUT"
"$BUILD/bin/rammerc" "$MODEL" --device=a100 -o "$OUT"
echo
echo "== optimised graph ($OUT/graph.txt)"
cat "$OUT/graph.txt"
echo
echo "== summary ($OUT/summary.json)"
cat "$OUT/summary.json"
echo
