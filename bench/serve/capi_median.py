#!/usr/bin/python3
"""The in-process reference for the serving overhead: the median time of one run of a compiled artifact
through `import rammer` (one session, the C API's rammer_run with the GIL released; the binding adds
only the dtype/shape checks and output allocation around it). Prints the median in milliseconds.

    capi_median.py ARTIFACT_DIR [--runs N]      (build/python on PYTHONPATH)
"""
import argparse
import statistics
import time

import numpy as np

import rammer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("artifact")
    ap.add_argument("--runs", type=int, default=200)
    a = ap.parse_args()
    lib = rammer.open(a.artifact)
    rng = np.random.default_rng(0)
    feeds = {t.name: rng.random(t.shape).astype(t.dtype) for t in lib.inputs}
    with lib.session() as s:
        for _ in range(5):
            s.run(feeds)
        times = []
        for _ in range(a.runs):
            t0 = time.perf_counter()
            s.run(feeds)
            times.append(time.perf_counter() - t0)
    lib.close()
    print(f"{statistics.median(times) * 1e3:.3f}")


if __name__ == "__main__":
    main()
