#!/usr/bin/env python3
"""Check the hand-built ONNX graphs with a small numpy evaluator written from the ONNX operator spec.

    selftest.py [--examples DIR]

make_example.py and rnn_cells.py write graphs node by node (weight layouts, gate orders), which torch's
exporter does not vouch for. This evaluates them independently of torch and of rammer:
  - examples/tiny_cnn.onnx and tiny_lstm.onnx reproduce the stored expected outputs (torch's results);
  - lstm_tc_cells' graph (at 4 steps) equals torch's nn.LSTM with the same weights.
Exit status 0 when all pass.
"""
import argparse
import os
import sys

import numpy as np
import onnx
from onnx import numpy_helper

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True


def _sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def _conv(x, w, b=None, pads=(0, 0, 0, 0), strides=(1, 1), **_):
    n, c, h, wd = x.shape
    m, _, kh, kw = w.shape
    x = np.pad(x, ((0, 0), (0, 0), (pads[0], pads[2]), (pads[1], pads[3])))
    oh = (x.shape[2] - kh) // strides[0] + 1
    ow = (x.shape[3] - kw) // strides[1] + 1
    y = np.zeros((n, m, oh, ow), np.float64)
    for i in range(kh):
        for j in range(kw):
            patch = x[:, :, i:i + strides[0] * oh:strides[0], j:j + strides[1] * ow:strides[1]]
            y += np.einsum("nchw,mc->nmhw", patch, w[:, :, i, j])
    if b is not None:
        y += b[None, :, None, None]
    return y


def _maxpool(x, kernel_shape, strides, **_):
    kh, kw = kernel_shape
    oh = (x.shape[2] - kh) // strides[0] + 1
    ow = (x.shape[3] - kw) // strides[1] + 1
    windows = [x[:, :, i:i + strides[0] * oh:strides[0], j:j + strides[1] * ow:strides[1]]
               for i in range(kh) for j in range(kw)]
    return np.max(windows, axis=0)


def _batchnorm(x, scale, bias, mean, var, epsilon=1e-5, **_):
    shape = (1, -1) + (1,) * (x.ndim - 2)
    return (x - mean.reshape(shape)) / np.sqrt(var.reshape(shape) + epsilon) * scale.reshape(shape) \
        + bias.reshape(shape)


def _gemm(a, b, c=None, alpha=1.0, beta=1.0, transA=0, transB=0, **_):
    y = alpha * ((a.T if transA else a) @ (b.T if transB else b))
    return y if c is None else y + beta * c


def _lstm(x, w, r, b=None, *_, hidden_size, **__):
    # ONNX LSTM, forward direction, default activations: gates in i, o, f, c order.
    hs = hidden_size
    h = np.zeros((x.shape[1], hs))
    c = np.zeros((x.shape[1], hs))
    bias = np.zeros(8 * hs) if b is None else b[0]
    ys = []
    for t in range(x.shape[0]):
        g = x[t] @ w[0].T + h @ r[0].T + bias[:4 * hs] + bias[4 * hs:]
        i, o, f, cc = (g[:, k * hs:(k + 1) * hs] for k in range(4))
        c = _sigmoid(f) * c + _sigmoid(i) * np.tanh(cc)
        h = _sigmoid(o) * np.tanh(c)
        ys.append(h)
    return np.stack(ys)[:, None], h[None], c[None]


OPS = {
    "Conv": _conv,
    "BatchNormalization": _batchnorm,
    "Relu": lambda x: np.maximum(x, 0),
    "Add": lambda a, b: a + b,
    "Mul": lambda a, b: a * b,
    "Sigmoid": _sigmoid,
    "Tanh": np.tanh,
    "MatMul": lambda a, b: a @ b,
    "MaxPool": _maxpool,
    "GlobalAveragePool": lambda x: x.mean(axis=(2, 3), keepdims=True),
    "Flatten": lambda x, axis=1: x.reshape(int(np.prod(x.shape[:axis])), -1),
    "Gemm": _gemm,
    "Reshape": lambda x, shape: x.reshape(shape),
    "Gather": lambda x, idx, axis=0: np.take(x, idx, axis=axis),
    "Concat": lambda *xs, axis: np.concatenate(xs, axis=axis),
    "LSTM": _lstm,
}


def evaluate(model, feeds):
    """Run model on feeds (name -> array) in float64; returns name -> array for the graph outputs."""
    env = {i.name: numpy_helper.to_array(i).astype(np.float64) if i.data_type == onnx.TensorProto.FLOAT
           else numpy_helper.to_array(i) for i in model.graph.initializer}
    env.update({k: v.astype(np.float64) for k, v in feeds.items()})
    for node in model.graph.node:
        attrs = {a.name: onnx.helper.get_attribute_value(a) for a in node.attribute}
        result = OPS[node.op_type](*[env[i] for i in node.input if i], **attrs)
        results = result if isinstance(result, tuple) else (result,)
        for name, value in zip(node.output, results):
            env[name] = value
    return {o.name: env[o.name] for o in model.graph.output}


def _close(name, got, want, rtol=1e-4, atol=1e-5):
    ok = got.shape == want.shape and np.allclose(got, want, rtol=rtol, atol=atol)
    err = np.max(np.abs(got - want)) if got.shape == want.shape else float("inf")
    print("%-36s %s (max abs diff %.2e)" % (name, "ok" if ok else "MISMATCH", err))
    return ok


def check_example(directory, name):
    model = onnx.load(os.path.join(directory, name + ".onnx"))
    data = os.path.join(directory, name + "_data")
    feeds = {}
    for i, value_info in enumerate(model.graph.input):
        feeds[value_info.name] = numpy_helper.to_array(onnx.load_tensor(os.path.join(data, "input_%d.pb" % i)))
    want = numpy_helper.to_array(onnx.load_tensor(os.path.join(data, "output_0.pb")))
    got = evaluate(model, feeds)[model.graph.output[0].name]
    return _close(name + " vs stored output", got, want)


def check_lstm_tc_cells(steps=4):
    import torch

    import rnn_cells

    torch.manual_seed(0)  # the seed export_models.py uses, so these are lstm_tc's weights
    weights = rnn_cells.lstm_weights()
    torch.manual_seed(0)
    lstm = rnn_cells.StackedLSTM(rnn_cells.HIDDEN, rnn_cells.LAYERS).eval()
    x = torch.randn(steps, 1, rnn_cells.HIDDEN)
    with torch.no_grad():
        want = lstm(x).numpy()
    got = evaluate(rnn_cells.build_model(weights, steps), {"input": x.numpy()})["output"]
    return _close("lstm_tc_cells (%d steps) vs nn.LSTM" % steps, got, want)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--examples", default=os.path.join(HERE, "..", "..", "examples"))
    args = parser.parse_args(argv)
    results = [check_example(args.examples, "tiny_cnn"), check_example(args.examples, "tiny_lstm"),
               check_lstm_tc_cells()]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
