#!/usr/bin/env python3
"""Write the bundled example models examples/tiny_cnn.onnx and examples/tiny_lstm.onnx (+ test data).

    make_example.py [--out examples]

The graphs are written node by node with onnx.helper so they stay small and readable (named nodes, BN kept
as BatchNormalization for the compiler to fold). Weights come from seeded torch modules of the same
architecture, and each model's expected output is that torch module's output for a seeded input, stored in
ONNX test-data form: <out>/<name>_data/input_N.pb and output_0.pb. selftest.py re-checks both files with
an independent numpy evaluator of the ONNX operator definitions.
"""
import argparse
import os
import sys

import numpy as np
import onnx
import torch
from onnx import TensorProto, helper, numpy_helper
from torch import nn

OPSET = 13


class TinyCNN(nn.Module):
    """Conv+BN+ReLU stem, one residual block, 2x2 max pool, global average pool, linear classifier."""

    def __init__(self, channels=16, classes=10):
        super().__init__()
        self.stem = nn.Conv2d(3, channels, 3, padding=1, bias=False)
        self.stem_bn = nn.BatchNorm2d(channels)
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1)
        self.bn2 = nn.BatchNorm2d(channels)
        self.fc = nn.Linear(channels, classes)

    def forward(self, x):
        x = torch.relu(self.stem_bn(self.stem(x)))
        y = torch.relu(self.bn1(self.conv1(x)))
        x = torch.relu(self.bn2(self.conv2(y)) + x)
        x = torch.max_pool2d(x, 2, 2)
        return self.fc(torch.flatten(torch.mean(x, dim=(2, 3), keepdim=True), 1))


class TinyLSTM(nn.Module):
    """One LSTM layer over [8, 1, 16]; a linear head on the final hidden state."""

    def __init__(self, features=16, hidden=32, classes=4):
        super().__init__()
        self.lstm = nn.LSTM(features, hidden)
        self.fc = nn.Linear(hidden, classes)

    def forward(self, x):
        _, (h, _) = self.lstm(x)
        return self.fc(h[0])


def _np(t):
    return t.detach().numpy().astype(np.float32)


def _randomize_bn(bn, gen):
    with torch.no_grad():
        n = bn.num_features
        bn.running_mean.copy_(torch.randn(n, generator=gen) * 0.1)
        bn.running_var.copy_(torch.rand(n, generator=gen) + 0.5)
        bn.weight.copy_(torch.rand(n, generator=gen) + 0.5)
        bn.bias.copy_(torch.randn(n, generator=gen) * 0.1)


def _model(name, nodes, inits, inputs, outputs):
    graph = helper.make_graph(nodes, name, inputs, outputs, initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                              producer_name="rammer scripts/models/make_example.py")
    model.ir_version = 8
    onnx.checker.check_model(model)
    return model


def tiny_cnn_onnx(m: TinyCNN) -> onnx.ModelProto:
    inits, nodes = [], []

    def init(name, array):
        inits.append(numpy_helper.from_array(np.asarray(array), name))
        return name

    def conv_bn(prefix, x, conv, bn):
        ins = [x, init(prefix + ".weight", _np(conv.weight))]
        if conv.bias is not None:
            ins.append(init(prefix + ".bias", _np(conv.bias)))
        nodes.append(helper.make_node("Conv", ins, [prefix], name=prefix, kernel_shape=[3, 3],
                                      pads=[1, 1, 1, 1], strides=[1, 1]))
        bn_ins = [prefix] + [init("%s_bn.%s" % (prefix, k), _np(getattr(bn, k)))
                             for k in ("weight", "bias", "running_mean", "running_var")]
        nodes.append(helper.make_node("BatchNormalization", bn_ins, [prefix + "_bn"], name=prefix + "_bn",
                                      epsilon=bn.eps))
        return prefix + "_bn"

    def op(op_type, inputs, name, **attrs):
        nodes.append(helper.make_node(op_type, inputs, [name], name=name, **attrs))
        return name

    x = op("Relu", [conv_bn("stem", "input", m.stem, m.stem_bn)], "stem_relu")
    y = op("Relu", [conv_bn("block_conv1", x, m.conv1, m.bn1)], "block_relu1")
    y = op("Add", [conv_bn("block_conv2", y, m.conv2, m.bn2), x], "block_add")
    y = op("Relu", [y], "block_relu2")
    y = op("MaxPool", [y], "maxpool", kernel_shape=[2, 2], strides=[2, 2])
    y = op("GlobalAveragePool", [y], "gap")
    y = op("Flatten", [y], "flatten", axis=1)
    nodes.append(helper.make_node("Gemm", [y, init("fc.weight", _np(m.fc.weight)), init("fc.bias", _np(m.fc.bias))],
                                  ["logits"], name="fc", transB=1))
    return _model("tiny_cnn", nodes, inits,
                  [helper.make_tensor_value_info("input", TensorProto.FLOAT, [1, 3, 32, 32])],
                  [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 10])])


def tiny_lstm_onnx(m: TinyLSTM) -> onnx.ModelProto:
    hidden = m.lstm.hidden_size
    # torch stacks the gate blocks as i, f, g(=c), o; ONNX LSTM expects i, o, f, c.
    order = [0, 3, 1, 2]

    def reorder(w):
        blocks = np.split(_np(w), 4, axis=0)
        return np.concatenate([blocks[k] for k in order], axis=0)

    w = reorder(m.lstm.weight_ih_l0)[None]
    r = reorder(m.lstm.weight_hh_l0)[None]
    b = np.concatenate([reorder(m.lstm.bias_ih_l0), reorder(m.lstm.bias_hh_l0)])[None]
    inits = [numpy_helper.from_array(a, n) for a, n in
             ((w, "lstm.W"), (r, "lstm.R"), (b, "lstm.B"), (np.array([1, hidden], np.int64), "h_shape"),
              (_np(m.fc.weight), "fc.weight"), (_np(m.fc.bias), "fc.bias"))]
    nodes = [
        helper.make_node("LSTM", ["input", "lstm.W", "lstm.R", "lstm.B"], ["lstm_Y", "lstm_Y_h"], name="lstm",
                         hidden_size=hidden),
        helper.make_node("Reshape", ["lstm_Y_h", "h_shape"], ["h_last"], name="h_last"),
        helper.make_node("Gemm", ["h_last", "fc.weight", "fc.bias"], ["logits"], name="fc", transB=1),
    ]
    return _model("tiny_lstm", nodes, inits,
                  [helper.make_tensor_value_info("input", TensorProto.FLOAT, [8, 1, 16])],
                  [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 4])])


def _write(out, name, model, inputs, expected):
    path = os.path.join(out, name + ".onnx")
    onnx.save(model, path)
    data = os.path.join(out, name + "_data")
    os.makedirs(data, exist_ok=True)
    for i, (value_info, array) in enumerate(zip(model.graph.input, inputs)):
        onnx.save_tensor(numpy_helper.from_array(array, value_info.name), os.path.join(data, "input_%d.pb" % i))
    onnx.save_tensor(numpy_helper.from_array(expected, model.graph.output[0].name),
                     os.path.join(data, "output_0.pb"))
    print("%s: %d nodes, %d bytes" % (path, len(model.graph.node), os.path.getsize(path)))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                                      "examples"))
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    gen = torch.Generator().manual_seed(0)
    torch.manual_seed(0)

    cnn = TinyCNN().eval()
    for bn in (cnn.stem_bn, cnn.bn1, cnn.bn2):
        _randomize_bn(bn, gen)
    x = torch.randn(1, 3, 32, 32, generator=gen)
    with torch.no_grad():
        _write(args.out, "tiny_cnn", tiny_cnn_onnx(cnn), [_np(x)], _np(cnn(x)))

    lstm = TinyLSTM().eval()
    x = torch.randn(8, 1, 16, generator=gen)
    with torch.no_grad():
        _write(args.out, "tiny_lstm", tiny_lstm_onnx(lstm), [_np(x)], _np(lstm(x)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
