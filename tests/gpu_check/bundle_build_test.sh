#!/usr/bin/env bash
# The GPU check bundle of the tiny models builds where the GPU machine builds it: in a clean directory,
# with only the CUDA toolkit and CMake (env -i, PATH=/usr/local/cuda/bin:/usr/bin). Exit 77 (skipped)
# when nvcc is absent.
#   bundle_build_test.sh SOURCE_DIR BIN_DIR WORK_DIR
set -eu
SRC="$1" BIN="$2" WORK="$3"
CUDA_BIN=/usr/local/cuda/bin
if [ ! -x "$CUDA_BIN/nvcc" ]; then
  echo "skipped: no nvcc at $CUDA_BIN"
  exit 77
fi
rm -rf "$WORK"
mkdir -p "$WORK"
/usr/bin/python3 "$SRC/scripts/gpu_bundle.py" "$WORK/bundle" --tiny-only --bin "$BIN"

# The broken variant differs from tiny_cnn in exactly one instruction: a wait for more signals than arrive.
changed=$(diff "$WORK/bundle/models/tiny_cnn/tiny_cnn.cu" "$WORK/bundle/models/tiny_cnn_broken/tiny_cnn.cu" |
          grep -c '^[<>]' || true)
[ "$changed" -eq 2 ] || { echo "FAIL: the broken host half differs in $changed lines, expected one changed line"; exit 1; }

clean_env=(env -i HOME="$WORK" PATH="$CUDA_BIN:/usr/bin")
"${clean_env[@]}" cmake -S "$WORK/bundle" -B "$WORK/build" -DCMAKE_BUILD_TYPE=Release
"${clean_env[@]}" cmake --build "$WORK/build" -j 2

for lib in tiny_cnn tiny_lstm tiny_cnn_broken; do
  so="$WORK/build/lib/lib$lib.so"
  [ -f "$so" ] || { echo "FAIL: $so was not built"; exit 1; }
  nm -D --defined-only "$so" | grep -q ' rammer_gpu_session_run$' ||
    { echo "FAIL: $so does not export rammer_gpu_session_run"; exit 1; }
done
[ -x "$WORK/build/rammer_mma_check" ] || { echo "FAIL: rammer_mma_check was not built"; exit 1; }
# The sync probe builds from the bundle's copy of rammer_target.h and, without a GPU, says so and exits 0.
"$WORK/build/rammer_sync_probe" --quick > "$WORK/probe.txt" 2>&1 ||
  { echo "FAIL: rammer_sync_probe without a GPU exited $?:"; cat "$WORK/probe.txt"; exit 1; }
grep -q "^SKIP probe all: no GPU" "$WORK/probe.txt" || { echo "FAIL: rammer_sync_probe said:"; cat "$WORK/probe.txt"; exit 1; }
# The driver links and parses its command line (it cannot run a case without a GPU).
set +e
"$WORK/build/rammer_gpu_check" > "$WORK/usage.txt" 2>&1
rc=$?
set -e
[ "$rc" -eq 2 ] && grep -q "usage: rammer_gpu_check" "$WORK/usage.txt" ||
  { echo "FAIL: rammer_gpu_check without arguments exited $rc:"; cat "$WORK/usage.txt"; exit 1; }

# At a tensor-core precision the bundle records how outputs are checked, its artifacts carry the
# precision, and a library with the mma tiles builds the same way; an extra model (tiny_cnn again, under
# another name) also gets its traced build (RAMMER_TRACE).
cp "$SRC/examples/tiny_cnn.onnx" "$WORK/traced_cnn.onnx"
/usr/bin/python3 "$SRC/scripts/gpu_bundle.py" "$WORK/bundle16" --tiny-only --precision fp16 --bin "$BIN" \
  --extra "$WORK/traced_cnn.onnx"
/usr/bin/python3 - "$WORK/bundle16" <<'PY'
import json, sys
b = json.load(open(sys.argv[1] + "/bundle.json"))
assert (b["precision"], b["tolerance"], b["measure"]) == ("fp16", 1e-2, "scale"), b
for m in ("tiny_cnn", "tiny_lstm"):
    p = json.load(open("%s/models/%s/manifest.json" % (sys.argv[1], m)))["precision"]
    assert p == "fp16", (m, p)
PY
"${clean_env[@]}" cmake -S "$WORK/bundle16" -B "$WORK/build16" -DCMAKE_BUILD_TYPE=Release \
  "-DRAMMER_BUNDLE_MODELS=tiny_cnn;traced_cnn"
"${clean_env[@]}" cmake --build "$WORK/build16" -j 2 --target tiny_cnn traced_cnn_trace
[ -f "$WORK/build16/lib/libtiny_cnn.so" ] || { echo "FAIL: the fp16 tiny_cnn library was not built"; exit 1; }
nm -D --defined-only "$WORK/build16/lib/libtraced_cnn_trace.so" | grep -q ' rammer_gpu_session_set_trace$' ||
  { echo "FAIL: the traced library does not export rammer_gpu_session_set_trace"; exit 1; }
# A --variant is its model emitted again under another environment (here the fused recurrent step: its
# own host half, its model's weights.bin) or its model's artifact compiled with other definitions (the
# lean synchronisation: no files of its own); both are checked against their model's reference sets
# (models.txt's third column).
V="$WORK/bundle_var"
/usr/bin/python3 "$SRC/scripts/gpu_bundle.py" "$V" --bin "$BIN" --models-dir "$BIN/../models" --bench lstm2 \
  --variant lstm2_fused=lstm2:RAMMER_GPU_RNN_STEP=fused --variant lstm2_lean=lstm2:-DRAMMER_SYNC_LEAN --budget-mib 20
grep -qx "lstm2_fused bench lstm2" "$V/models.txt" && grep -qx "lstm2_lean bench lstm2" "$V/models.txt" ||
  { echo "FAIL: models.txt:"; cat "$V/models.txt"; exit 1; }
[ ! -e "$V/models/lstm2_fused/weights.bin" ] && [ ! -e "$V/models/lstm2_lean" ] ||
  { echo "FAIL: a variant carries files it shares with its model"; exit 1; }
grep -q "rnn_cell" "$V/models/lstm2/"*_device.cu && ! grep -q "rnn_cell" "$V/models/lstm2_fused/"*_device.cu ||
  { echo "FAIL: the fused variant still runs a separate cell tile (or the split one none)"; exit 1; }
"${clean_env[@]}" cmake -S "$V" -B "$WORK/build_var" -DCMAKE_BUILD_TYPE=Release "-DRAMMER_BUNDLE_MODELS=lstm2_lean"
"${clean_env[@]}" cmake --build "$WORK/build_var" -j 2 --target lstm2_lean
[ -f "$WORK/build_var/lib/liblstm2_lean.so" ] || { echo "FAIL: the lean variant was not built"; exit 1; }

echo "PASS: bundle of $(cat "$WORK/bundle/models.txt" | wc -l) libraries and the driver built with nvcc and CMake only;" \
     "an fp16 bundle's tiny_cnn, a traced build and a variant's too"
