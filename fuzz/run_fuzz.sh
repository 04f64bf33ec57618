#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time over its seed corpora and prints its executions.
# Fails on any crash, sanitizer report, leak or slow input; the input is saved under
# <work>/artifacts/ (add it to tests/data/fuzz/<target>/ as a regression input once fixed).
#   run_fuzz.sh <fuzzer> <seconds> <work dir> "<extra libFuzzer flags>" <seed dir>...
set -uo pipefail
fuzzer=$1 seconds=$2 work=$3 flags=$4
shift 4
seeds=()
for d in "$@"; do [ -e "$d" ] && seeds+=("$d"); done
rm -rf "$work" && mkdir -p "$work/corpus" "$work/artifacts"
# -fork keeps nothing between runs; one process, libFuzzer's own timeouts. Findings stop the run.
# shellcheck disable=SC2086
"$fuzzer" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -print_final_stats=1 \
  -artifact_prefix="$work/artifacts/" $flags "$work/corpus" "${seeds[@]}" >"$work/log" 2>&1
rc=$?
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log" | tail -1)
name=$(basename "$fuzzer")
echo "$name: ${execs:-?} executions in ${seconds} s, corpus $(ls "$work/corpus" | wc -l) inputs, exit $rc"
if [ $rc -ne 0 ]; then
  grep -E "ERROR|SUMMARY|fuzz:|Test unit written|runtime error" "$work/log" | head -20
  tail -40 "$work/log"
fi
exit $rc
