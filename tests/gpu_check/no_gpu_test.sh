#!/usr/bin/env bash
# scripts/gpu_check.sh on a machine without a usable GPU prints "no GPU" and exits 0, both when
# nvidia-smi is absent and when it is present but fails. Exit 77 (skipped) on a machine with a GPU.
#   no_gpu_test.sh SOURCE_DIR WORK_DIR
set -u
SRC="$1" WORK="$2"
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi >/dev/null 2>&1; then
  echo "skipped: this machine has a GPU"
  exit 77
fi
rm -rf "$WORK"
mkdir -p "$WORK/fake_bin" "$WORK/no_smi_bin"
printf '#!/bin/sh\necho "NVIDIA-SMI has failed" >&2\nexit 9\n' > "$WORK/fake_bin/nvidia-smi"
chmod +x "$WORK/fake_bin/nvidia-smi"
# A PATH with the shell tools the script needs and no nvidia-smi at all.
for tool in bash env dirname sed; do ln -sf "$(command -v "$tool")" "$WORK/no_smi_bin/$tool"; done

check() {  # check LABEL PATH
  local out rc
  out=$(cd "$WORK" && PATH="$2" bash "$SRC/scripts/gpu_check.sh" --report "$WORK/report.md" 2>&1)
  rc=$?
  if [ "$rc" -ne 0 ] || [ "$out" != "no GPU" ]; then
    echo "FAIL ($1): exit $rc, output: $out"
    exit 1
  fi
  [ ! -e "$WORK/report.md" ] || { echo "FAIL ($1): wrote a report without a GPU"; exit 1; }
  echo "PASS ($1): no GPU, exit 0"
}
check "nvidia-smi absent" "$WORK/no_smi_bin"
check "nvidia-smi fails" "$WORK/fake_bin:$PATH"
