#!/usr/bin/python3
"""Checks a KServe v2 server's numbers before it is loaded: the example input (DATA/input_0.pb, an ONNX
TensorProto) sent as JSON and as binary tensor data must both give the example's stored output
(DATA/output_0.pb, computed by PyTorch) within a relative tolerance of 1e-4. Exit status 1 otherwise.

    check_infer.py --url http://127.0.0.1:PORT --model NAME --data examples/tiny_cnn_data
"""
import argparse
import json
import os
import sys
import urllib.request

import numpy as np
import onnx
from onnx import numpy_helper

DATATYPES = {np.dtype(np.float32): "FP32", np.dtype(np.float64): "FP64", np.dtype(np.int64): "INT64",
             np.dtype(np.int32): "INT32", np.dtype(np.uint8): "UINT8", np.dtype(np.int8): "INT8"}
NUMPY = {v: k for k, v in DATATYPES.items()}


def load_pb(path):
    t = onnx.TensorProto()
    with open(path, "rb") as f:
        t.ParseFromString(f.read())
    return numpy_helper.to_array(t)


def post(url, body, headers):
    req = urllib.request.Request(url, data=body, headers=headers, method="POST")
    with urllib.request.urlopen(req, timeout=60) as r:
        return r.read(), r.headers


def infer_json(url, name, x):
    body = json.dumps({"inputs": [{"name": name, "datatype": DATATYPES[x.dtype], "shape": list(x.shape),
                                   "data": x.ravel().tolist()}]}).encode()
    data, _ = post(url, body, {"Content-Type": "application/json"})
    out = json.loads(data)["outputs"][0]
    return np.array(out["data"], dtype=NUMPY[out["datatype"]]).reshape(out["shape"])


def infer_binary(url, name, x):
    blob = np.ascontiguousarray(x).tobytes()
    header = json.dumps({"inputs": [{"name": name, "datatype": DATATYPES[x.dtype], "shape": list(x.shape),
                                     "parameters": {"binary_data_size": len(blob)}}],
                         "parameters": {"binary_data_output": True}}).encode()
    data, headers = post(url, header + blob, {"Content-Type": "application/octet-stream",
                                              "Inference-Header-Content-Length": str(len(header))})
    n = int(headers["Inference-Header-Content-Length"])
    out = json.loads(data[:n])["outputs"][0]
    size = out["parameters"]["binary_data_size"]
    return np.frombuffer(data[n:n + size], dtype=NUMPY[out["datatype"]]).reshape(out["shape"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--data", required=True)
    a = ap.parse_args()
    with urllib.request.urlopen(f"{a.url}/v2/models/{a.model}", timeout=30) as r:
        name = json.load(r)["inputs"][0]["name"]
    x = load_pb(os.path.join(a.data, "input_0.pb"))
    expected = load_pb(os.path.join(a.data, "output_0.pb"))
    url = f"{a.url}/v2/models/{a.model}/infer"
    failed = False
    for how, infer in (("JSON", infer_json), ("binary", infer_binary)):
        y = infer(url, name, x)
        ok = y.shape == expected.shape and np.allclose(y, expected, rtol=1e-4, atol=1e-5)
        err = float(np.max(np.abs(y - expected))) if y.shape == expected.shape else float("inf")
        print(f"check: {how} infer {'matches' if ok else 'DIFFERS FROM'} {a.data}/output_0.pb (max abs error {err:.2e})")
        failed |= not ok
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
