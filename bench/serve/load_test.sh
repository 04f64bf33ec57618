#!/usr/bin/env bash
# The serving load test (bench/README.md, "Serving"): starts one server on a loopback ephemeral port
# (rammer-serve on the model's CPU artifact, or the ONNX Runtime peer bench/serve/ort_server.js),
# checks its numbers on the model's example data (when examples/<model>_data exists), runs
# closed-loop `hey` clients at each concurrency (binary tensor data extension, bounded in requests and
# time), reports throughput, p50/p99 latency, non-2xx, 5xx and lost requests per level, the in-process
# median of one run (the C API through `import rammer`, or ONNX Runtime in process) and the server's
# overhead (server p50 at concurrency 1 minus that median), then a round of clients that disconnect
# mid-request, after which the server must still answer, and SIGTERM, which it must exit 0 on.
# Exit status 1 when a request is lost or answered 5xx, the server dies or does not answer afterwards.
#
#   bench/serve/load_test.sh [--server ort|rammer] [--model NAME] [--onnx FILE] [--requests N]
#                            [--concurrency "1 2 4 8"] [--time-limit S] [--abrupt K] [--build DIR] [--csv FILE]
#                            [--inproc-runs N] [--probe-requests N] [--rammer-serve BINARY (default BUILD/bin/rammer-serve)]
# The in-process median (N runs, default 200) is measured just before and just after the 1-client level,
# with the server idle, and the overhead uses their mean: on a shared machine the load drifts. Between the
# 1-client level and the second median, latency_probe.py times PROBE_REQUESTS (1000) more requests from one
# keep-alive client at microsecond resolution (hey's is 0.1 ms), for a second overhead figure.
set -euo pipefail
cd "$(dirname "$0")/../.."

SERVER=ort MODEL=tiny_cnn ONNX="" REQUESTS=2500 CONCURRENCY="1 2 4 8" TIME_LIMIT=120 ABRUPT=200 BUILD=build CSV=""
INPROC_RUNS=200 RAMMER_SERVE="" PROBE_REQUESTS=1000
while (($#)); do
  case "$1" in
    --server) SERVER=$2 ;; --model) MODEL=$2 ;; --onnx) ONNX=$2 ;; --requests) REQUESTS=$2 ;;
    --concurrency) CONCURRENCY=$2 ;; --time-limit) TIME_LIMIT=$2 ;; --abrupt) ABRUPT=$2 ;;
    --build) BUILD=$2 ;; --csv) CSV=$2 ;; --inproc-runs) INPROC_RUNS=$2 ;; --rammer-serve) RAMMER_SERVE=$2 ;;
    --probe-requests) PROBE_REQUESTS=$2 ;;
    *) echo "load_test: unknown argument '$1' (see the header of $0)" >&2; exit 2 ;;
  esac
  shift 2
done
[ -n "$ONNX" ] || { ONNX=examples/$MODEL.onnx; [ -f "$ONNX" ] || ONNX=$BUILD/models/$MODEL.onnx; }
[ -f "$ONNX" ] || { echo "load_test: no model $ONNX" >&2; exit 2; }
command -v hey >/dev/null || { echo "load_test: hey is not installed (scripts/setup.sh installs it)" >&2; exit 2; }
PY=/usr/bin/python3
RAMMER_SERVE=${RAMMER_SERVE:-$BUILD/bin/rammer-serve}

WORK=$(mktemp -d "${TMPDIR:-/tmp}/serve_bench.XXXXXX")
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then kill "$SERVER_PID"; wait "$SERVER_PID" || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT


case "$SERVER" in
  ort)
    node bench/serve/ort_server.js "$ONNX" --name "$MODEL" --port 0 --port-file "$WORK/port" > "$WORK/server.log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 600); do [ -s "$WORK/port" ] || ! kill -0 $SERVER_PID 2>/dev/null && break; sleep 0.1; done
    PORT=$(cat "$WORK/port" 2>/dev/null || true)
    inproc_median() { node tools/oracle/oracle.js "$ONNX" --out "$WORK/oracle" --threads "$(nproc)" --bench "$INPROC_RUNS" |
                      sed -n 's/^bench: median_ms=\([0-9.]*\).*/\1/p'; }
    INPROC_WHAT="ONNX Runtime in process, $(nproc) threads"
    ;;
  rammer)
    "$BUILD/bin/rammerc" "$ONNX" --device=cpu -o "$WORK/repo/$MODEL" -q
    # Port 0: rammer-serve binds a free port and prints it; warn level: no log line per request.
    "$RAMMER_SERVE" --model-repository "$WORK/repo" --host 127.0.0.1 --http-port 0 --grpc-port -1 \
      --log-level warn > "$WORK/server.log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 1200); do grep -q '^rammer-serve: listening' "$WORK/server.log" || ! kill -0 $SERVER_PID 2>/dev/null && break; sleep 0.1; done
    PORT=$(sed -n 's/^rammer-serve: listening http=\([0-9]*\).*/\1/p' "$WORK/server.log")
    inproc_median() { PYTHONPATH=$BUILD/python $PY bench/serve/capi_median.py "$WORK/repo/$MODEL" --runs "$INPROC_RUNS"; }
    INPROC_WHAT="C API (import rammer)"
    ;;
  *) echo "load_test: --server is ort or rammer" >&2; exit 2 ;;
esac

URL=http://127.0.0.1:$PORT
for _ in $(seq 1200); do
  curl -sf -o /dev/null "$URL/v2/health/ready" 2>/dev/null && break
  kill -0 $SERVER_PID 2>/dev/null || break
  sleep 0.1
done
if ! curl -sf -o /dev/null "$URL/v2/health/ready"; then
  echo "load_test: the $SERVER server did not become ready:" >&2; cat "$WORK/server.log" >&2; exit 1
fi
# The numbers first, where the model ships with example data: JSON and binary infer against its output.
if [ -d "examples/${MODEL}_data" ]; then
  $PY bench/serve/check_infer.py --url "$URL" --model "$MODEL" --data "examples/${MODEL}_data" || exit 1
fi
HEADER_LEN=$($PY bench/serve/make_body.py --url "$URL" --model "$MODEL" --out "$WORK/body.bin")
INFER=$URL/v2/models/$MODEL/infer
hey_run() {  # hey_run REQUESTS CONCURRENCY CSV_OUT: closed loop, bounded by TIME_LIMIT (SIGINT: hey reports what it has)
  timeout -s INT "$TIME_LIMIT" hey -n "$1" -c "$2" -m POST -T application/octet-stream \
    -H "Inference-Header-Content-Length: $HEADER_LEN" -D "$WORK/body.bin" -o csv "$INFER" > "$3" || return $?
}
hey_run 20 1 /dev/null  # warm-up

echo "server=$SERVER model=$MODEL cores=$(nproc) body=$(stat -c %s "$WORK/body.bin")B (binary extension)"
echo
echo "| server | model | clients | requests | ok (2xx) | non-2xx | 5xx | lost | req/s | p50 (ms) | p99 (ms) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
[ -z "$CSV" ] || echo "server,model,concurrency,requests,answered,ok,non2xx,5xx,lost,req_per_s,p50_ms,p99_ms" > "$CSV"
TOTAL=0 LOST=0 SERVER_ERRORS=0 NON2XX=0 P50_C1=""
for c in $CONCURRENCY; do
  n=$(( (REQUESTS + c - 1) / c * c ))  # hey gives each of the c workers n/c requests: at least REQUESTS
  status=0
  [ "$c" != 1 ] || INPROC_BEFORE=$(inproc_median)
  hey_run "$n" "$c" "$WORK/c$c.csv" || status=$?
  [ "$c" != 1 ] || PROBE=$($PY bench/serve/latency_probe.py --port "$PORT" --model "$MODEL" --body "$WORK/body.bin" \
                              --header-length "$HEADER_LEN" --requests "$PROBE_REQUESTS")
  [ "$c" != 1 ] || INPROC_AFTER=$(inproc_median)
  read -r answered ok non2xx s5xx lost rps p50 p99 < <($PY bench/serve/hey_stats.py "$WORK/c$c.csv" "$n")
  note=""
  if [ "$status" -eq 124 ]; then note=" (stopped at the ${TIME_LIMIT}s limit)"; n=$answered; lost=0; fi
  TOTAL=$((TOTAL + answered)) LOST=$((LOST + lost)) SERVER_ERRORS=$((SERVER_ERRORS + s5xx)) NON2XX=$((NON2XX + non2xx))
  [ "$c" != 1 ] || P50_C1=$p50
  echo "| $SERVER | $MODEL | $c | $n$note | $ok | $non2xx | $s5xx | $lost | $rps | $p50 | $p99 |"
  [ -z "$CSV" ] || echo "$SERVER,$MODEL,$c,$n,$answered,$ok,$non2xx,$s5xx,$lost,$rps,$p50,$p99" >> "$CSV"
done
echo
if [ -n "$P50_C1" ]; then
  echo "in-process median ($INPROC_WHAT): $INPROC_BEFORE ms before the 1-client level, $INPROC_AFTER ms after"
  $PY -c "import sys; p, b, a = map(float, sys.argv[1:]); m = (b + a) / 2; print(f'overhead: server p50 at 1 client {p:.2f} ms - in-process median {m:.3f} ms = {(p - m) * 1e3:.0f} us ({(p - m) / m * 100:.1f}% of the run)')" "$P50_C1" "$INPROC_BEFORE" "$INPROC_AFTER"
  echo "latency_probe (one keep-alive client, microsecond resolution): $PROBE"
  $PY -c "import sys; p = float(sys.argv[1].split('p50_us=')[1].split()[0]); m = (float(sys.argv[2]) + float(sys.argv[3])) / 2 * 1e3; print(f'overhead (probe): p50 {p:.0f} us - in-process median {m:.0f} us = {p - m:.0f} us')" "$PROBE" "$INPROC_BEFORE" "$INPROC_AFTER"
fi
echo "total: requests=$TOTAL lost=$LOST 5xx=$SERVER_ERRORS non-2xx=$NON2XX"

FAILED=0
if [ "$ABRUPT" -gt 0 ]; then
  $PY bench/serve/abrupt_clients.py --port "$PORT" --path "/v2/models/$MODEL/infer" --body "$WORK/body.bin" \
    --header-length "$HEADER_LEN" --clients "$ABRUPT" || FAILED=1
fi
if ! kill -0 $SERVER_PID 2>/dev/null; then
  echo "load_test: the server died:" >&2; cat "$WORK/server.log" >&2; FAILED=1
else
  kill -TERM $SERVER_PID
  rc=0; wait $SERVER_PID || rc=$?
  SERVER_PID=""
  echo "SIGTERM: the server exited with status $rc"
  [ "$rc" -eq 0 ] || FAILED=1
fi
[ "$LOST" -eq 0 ] && [ "$SERVER_ERRORS" -eq 0 ] || FAILED=1
exit $FAILED
