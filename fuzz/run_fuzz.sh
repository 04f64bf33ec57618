#!/usr/bin/env bash
# Runs one libFuzzer target over its seed corpora and prints its executions. A fixed -seed and a fixed
# number of inputs (-runs) bound the run and make it mostly repeatable; libFuzzer's choices still
# depend a little on addresses (ASLR), so two runs can differ (a clean clone found the device-spec bug
# that the same seed had not shown in another directory). <seconds> caps the time on a slow machine. Fails on any crash, sanitizer report, leak or slow input;
# the input is saved under <work>/artifacts/ (add it to tests/data/fuzz/<target>/ once fixed).
#   run_fuzz.sh <fuzzer> <runs> <seconds> <seed> <work dir> "<extra libFuzzer flags>" <seed dir>...
set -uo pipefail
fuzzer=$1 runs=$2 seconds=$3 seed=$4 work=$5 flags=$6
shift 6
seeds=()
for d in "$@"; do [ -e "$d" ] && seeds+=("$d"); done
rm -rf "$work" && mkdir -p "$work/corpus" "$work/artifacts"
start=$SECONDS
# One process (no -fork): libFuzzer's own timeouts, and the first finding stops the run. Memory is
# capped per allocation (-malloc_limit_mb) instead of by -rss_limit_mb, whose watcher thread would make
# the process multithreaded: the ONNX loader forks to run libonnx's shape inference, and clang 15's
# ASan allocator is not fork-safe with a second thread (a rare deadlock of the child, seen once).
# shellcheck disable=SC2086
"$fuzzer" -seed="$seed" -runs="$runs" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=0 -malloc_limit_mb=3072 \
  -print_final_stats=1 -artifact_prefix="$work/artifacts/" $flags "$work/corpus" "${seeds[@]}" >"$work/log" 2>&1
rc=$?
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -1)
name=$(basename "$fuzzer")
echo "$name: ${execs:-?} executions (of $runs, seed $seed) in $((SECONDS - start)) s," \
  "corpus $(ls "$work/corpus" | wc -l) inputs, exit $rc"
if [ $rc -ne 0 ]; then
  grep -E "ERROR|SUMMARY|fuzz:|Test unit written|runtime error" "$work/log" | head -20
  tail -40 "$work/log"
fi
exit $rc
