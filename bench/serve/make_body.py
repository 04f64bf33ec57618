#!/usr/bin/python3
"""Writes one KServe v2 infer request body with the binary tensor data extension for the model a server
serves: the JSON header (every input as binary_data_size, every output asked for as binary data), then
each input's bytes, seeded random values in [0, 1). Prints the header length (the
Inference-Header-Content-Length value). The inputs and their shapes come from the server's model
metadata (GET /v2/models/NAME), so the body fits whichever server answers.

    make_body.py --url http://127.0.0.1:PORT --model NAME --out body.bin [--seed N]
"""
import argparse
import json
import urllib.request

import numpy as np

DTYPES = {"FP32": np.float32, "FP64": np.float64, "FP16": np.float16, "INT64": np.int64, "INT32": np.int32,
          "INT8": np.int8, "UINT8": np.uint8, "BOOL": np.bool_}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    with urllib.request.urlopen(f"{a.url}/v2/models/{a.model}", timeout=30) as r:
        meta = json.load(r)
    rng = np.random.default_rng(a.seed)
    inputs, blobs = [], []
    for t in meta["inputs"]:
        if any(d < 0 for d in t["shape"]):
            raise SystemExit(f"make_body: input '{t['name']}' has a dynamic shape {t['shape']}")
        x = rng.random(t["shape"]).astype(DTYPES[t["datatype"]])
        blob = np.ascontiguousarray(x).tobytes()
        inputs.append({"name": t["name"], "datatype": t["datatype"], "shape": t["shape"],
                       "parameters": {"binary_data_size": len(blob)}})
        blobs.append(blob)
    outputs = [{"name": t["name"], "parameters": {"binary_data": True}} for t in meta["outputs"]]
    header = json.dumps({"inputs": inputs, "outputs": outputs}).encode()
    with open(a.out, "wb") as f:
        f.write(header + b"".join(blobs))
    print(len(header))


if __name__ == "__main__":
    main()
