#!/usr/bin/env python3
"""break_schedule.py IN OUT: copies an emitted host half with its first wait made unsatisfiable
(scripts/gpu_bundle.py's break_schedule, the GPU checks' watchdog case), for the emulated watchdog test."""
import os
import shutil
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "scripts"))
from gpu_bundle import break_schedule  # noqa: E402

src, dst = sys.argv[1], sys.argv[2]
os.makedirs(os.path.dirname(dst), exist_ok=True)
shutil.copyfile(src, dst)
print("break_schedule: " + break_schedule(dst))
