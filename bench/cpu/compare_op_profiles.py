#!/usr/bin/env python3
"""Where a model's time goes, ours against ONNX Runtime's, per group of nodes.

    compare_op_profiles.py ORT_JSON OURS_PROFILE [--depth N] [--top N]

ORT_JSON: bench/cpu/ort_op_profile.js --json (ms per run per ORT node, wall time with its threads).
OURS_PROFILE: the stderr of a run with RAMMER_PROFILE=1 RAMMER_PROFILE_TOP=0 (rammerc --run, or
rammer-bench cpu). Our per-op figure is worker time summed over the op's rTasks; it is divided by the
workers that can run them at once (min(tasks, workers)) to compare with ORT's wall time.

Nodes are grouped by the first N components of their names ("/layer1/layer1.0/conv1/Conv" -> with
N = 2, "layer1/layer1.0"): exporters name a block's nodes under one prefix, while ORT names a fused
node after its last output, so single nodes rarely match but blocks do. Groups are printed by how much
longer ours take.
"""
import argparse
import collections
import json
import re
import sys


def group_of(name, depth):
    name = name.split('_output_0')[0]  # ORT names fused nodes after an output ...
    if name.endswith('_nchwc'):
        name = name[: -len('_nchwc')]  # ... and its blocked-layout nodes with a suffix
    parts = [p for p in name.split('/') if p]
    return '/'.join(parts[:depth]) if parts else name


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('ort_json')
    ap.add_argument('ours_profile')
    ap.add_argument('--depth', type=int, default=2, help='name components per group (default 2)')
    ap.add_argument('--top', type=int, default=30, help='groups to print (default 30)')
    a = ap.parse_args()
    try:
        with open(a.ort_json) as f:
            ort = json.load(f)
        with open(a.ours_profile) as f:
            ours = f.read().splitlines()
    except (OSError, ValueError) as e:
        sys.exit(f'compare_op_profiles: {e}')
    workers = sum(1 for line in ours if re.match(r'profile: worker \d+ busy', line))
    if workers == 0:
        sys.exit(f'compare_op_profiles: {a.ours_profile} has no "profile: worker" lines (run with RAMMER_PROFILE=1)')
    groups = collections.defaultdict(lambda: [0.0, 0.0])  # ours, ORT
    ops = 0
    for line in ours:
        m = re.match(r'profile:\s+([\d.]+) ms/run\s+(\d+) tasks (\S+)\s+(\S+)(\s+\(w0 .*\))?$', line)
        if not m:
            continue
        ms, tasks, name = float(m[1]), int(m[2]), m[4]
        groups[group_of(name, a.depth)][0] += ms / max(1, min(tasks, workers))
        ops += 1
    if ops == 0:
        sys.exit(f'compare_op_profiles: {a.ours_profile} lists no ops (set RAMMER_PROFILE_TOP=0)')
    for name, v in ort.items():
        groups[group_of(name, a.depth)][1] += float(v['ms'])
    total_ours = sum(v[0] for v in groups.values())
    total_ort = sum(v[1] for v in groups.values())
    print(f'{"ours - ORT":>10} {"ours ms":>8} {"ORT ms":>8}  group')
    for name, (u, o) in sorted(groups.items(), key=lambda kv: kv[1][1] - kv[1][0])[: a.top]:
        print(f'{u - o:+10.3f} {u:8.3f} {o:8.3f}  {name}')
    print(f'{total_ours - total_ort:+10.3f} {total_ours:8.3f} {total_ort:8.3f}  (all; ours over {workers} workers)')


if __name__ == '__main__':
    main()
