#!/usr/bin/env python3
"""Print a markdown summary of exported ONNX files: inputs, outputs, node count, size, op histogram.

    describe_models.py DIR [name ...]

docs/models.md's per-model tables are this script's output for `export_models.py --models all`.
"""
import collections
import os
import sys

import numpy as np
import onnx


def _shape(value_info):
    dims = value_info.type.tensor_type.shape.dim
    return "x".join(str(d.dim_value) if d.HasField("dim_value") else (d.dim_param or "?") for d in dims)


def describe(path):
    model = onnx.load(path, load_external_data=False)
    g = model.graph
    initializers = {i.name for i in g.initializer}
    ops = collections.Counter(n.op_type for n in g.node)
    opset = max(o.version for o in model.opset_import if o.domain in ("", "ai.onnx"))
    params = sum(int(np.prod(i.dims)) for i in g.initializer)
    inputs = ", ".join("%s %s" % (i.name, _shape(i)) for i in g.input if i.name not in initializers)
    outputs = ", ".join("%s %s" % (o.name, _shape(o)) for o in g.output)
    hist = ", ".join("%s %d" % kv for kv in sorted(ops.items(), key=lambda kv: (-kv[1], kv[0])))
    return [
        "- inputs: %s; outputs: %s" % (inputs, outputs),
        "- opset %d, %d nodes, %.2f M parameters, file %.1f MB" % (opset, len(g.node), params / 1e6,
                                                                   os.path.getsize(path) / 1e6),
        "- ops: %s" % hist,
    ]


def main(argv):
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    directory, names = argv[0], argv[1:]
    if not names:
        names = sorted(f[:-5] for f in os.listdir(directory) if f.endswith(".onnx"))
    for name in names:
        print("#### %s\n" % name)
        print("\n".join(describe(os.path.join(directory, name + ".onnx"))))
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
