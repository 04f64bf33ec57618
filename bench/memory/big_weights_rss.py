#!/usr/bin/env python3
"""Peak RSS of rammerc on a model with more than 1 GB of weights (issue: limits).

Writes a chain of MatMul+Add layers, x[1, D] @ W_i[D, D] + b_i, with random f32 weights (not downloaded)
totalling WEIGHTS_MB, compiles it with `rammerc --device=cpu` under /usr/bin/time -v and prints the peak
RSS against the bound 2 x weights + 512 MB. Exits 1 when the bound is exceeded. Not part of ctest: it
writes a few GB to disk and takes about a minute.

  bench/memory/big_weights_rss.py build/bin/rammerc [--weights-mb 1100] [--work /tmp/big_weights]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def make_model(path: str, weights_mb: int, dim: int) -> int:
    """Writes the model; returns its weight bytes."""
    layer_bytes = dim * dim * 4 + dim * 4
    layers = max(1, -(-weights_mb * 1024 * 1024 // layer_bytes))
    rng = np.random.default_rng(1)
    nodes, inits = [], []
    prev = "x"
    for i in range(layers):
        w = rng.standard_normal((dim, dim), dtype=np.float32) * np.float32(1.0 / np.sqrt(dim))
        b = rng.standard_normal((dim,), dtype=np.float32) * np.float32(0.01)
        inits += [numpy_helper.from_array(w, f"w{i}"), numpy_helper.from_array(b, f"b{i}")]
        nodes.append(helper.make_node("MatMul", [prev, f"w{i}"], [f"m{i}"], name=f"matmul_{i}"))
        out = "y" if i == layers - 1 else f"h{i}"
        nodes.append(helper.make_node("Add", [f"m{i}", f"b{i}"], [out], name=f"add_{i}"))
        prev = out
    graph = helper.make_graph(nodes, "big_weights",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, dim])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, dim])], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.save(model, path)
    return layers * layer_bytes


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("rammerc")
    ap.add_argument("--weights-mb", type=int, default=1100)
    ap.add_argument("--dim", type=int, default=4096)
    ap.add_argument("--work", default="/tmp/rammer_big_weights")
    a = ap.parse_args()
    shutil.rmtree(a.work, ignore_errors=True)
    os.makedirs(a.work)
    model = os.path.join(a.work, "big.onnx")
    weights = make_model(model, a.weights_mb, a.dim)
    out = os.path.join(a.work, "out")
    r = subprocess.run(["/usr/bin/time", "-v", a.rammerc, model, "--device=cpu", "-o", out, "-q"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stderr, file=sys.stderr)
        return r.returncode
    peak_kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", r.stderr).group(1))
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", r.stderr).group(1)
    mb = 1024 * 1024
    bound = 2 * weights + 512 * mb
    peak = peak_kb * 1024
    print(f"weights {weights / mb:.0f} MB, rammerc peak RSS {peak / mb:.0f} MB "
          f"({peak / weights:.2f} x weights), bound 2 x weights + 512 MB = {bound / mb:.0f} MB, wall {wall}")
    shutil.rmtree(a.work, ignore_errors=True)
    return 0 if peak <= bound else 1


if __name__ == "__main__":
    sys.exit(main())
