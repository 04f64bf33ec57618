"""Pre-quantised models built with onnx.helper (int8 weights and fixed scales, seeded):

- qdq_cnn: QuantizeLinear/DequantizeLinear pairs before every conv and the classifier (the QDQ form
  quantisation tools write): x [1, 8, 12, 12] -> Q/DQ -> Conv 3x3 (16, int8 weights per channel,
  DequantizeLinear axis 0) -> Relu -> Q/DQ (int8, zero point -128) -> Conv 3x3 stride 2 (24) -> Relu
  -> Q/DQ (uint8, zero point 0) -> GlobalAveragePool -> Flatten -> Q/DQ -> MatMul (int8 weights per
  column, axis 1) -> Add bias -> logits [1, 10].
- qlinear_cnn: the operator form: x [1, 8, 12, 12] -> QuantizeLinear (uint8, zero point 128) ->
  QLinearConv 3x3 (16, int32 bias) -> QLinearConv 1x1 stride 2 (12) -> QLinearMatMul by [6, 8] (per
  column scales) -> DequantizeLinear -> y [1, 12, 6, 8].

Activation scales come from a float pass over one seeded input (its range, zero included), so the
int8 grids fit the tensors as a calibrated model's would.
"""
import numpy as np
import torch
from onnx import TensorProto, helper, numpy_helper

from common import OnnxSpec

OPSET = 13


def _c(name, array):
    return numpy_helper.from_array(np.asarray(array), name)


def _act_range(t):
    """The range of t (zero included), widened by a quarter: other inputs than the one measured stay
    inside the grid (the NPU drops an output's final requantisation, so it must not saturate)."""
    lo, hi = min(float(t.min()), 0.0), max(float(t.max()), 0.0)
    return 1.25 * lo, 1.25 * hi


def _int8_grid(t):
    lo, hi = _act_range(t)
    scale = np.float32((hi - lo) / 255.0)
    return scale, np.int8(np.clip(np.round(-128.0 - lo / scale), -128, 127))


def _uint8_grid(t):
    lo, hi = _act_range(t)
    scale = np.float32((hi - lo) / 255.0)
    return scale, np.uint8(np.clip(np.round(-lo / scale), 0, 255))


def _weights(rng, shape, axis):
    """int8 weights and per-channel scales along `axis` (symmetric, zero point 0)."""
    q = rng.integers(-127, 128, size=shape).astype(np.int8)
    scales = (rng.uniform(0.5, 1.5, size=shape[axis]) * 0.3 / (127 * np.sqrt(np.prod(shape) / shape[axis])))
    return q, scales.astype(np.float32)


def _dequant(q, scales, axis):
    shape = [1] * q.ndim
    shape[axis] = -1
    return q.astype(np.float32) * scales.reshape(shape)


def _fake_quant(t, scale, zp, lo, hi):
    return (np.clip(np.round(t / scale) + zp, lo, hi) - zp) * scale


def _model(nodes, inits, inputs, outputs, name):
    graph = helper.make_graph(nodes, name, inputs, outputs, initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], producer_name="rammer scripts/models")
    model.ir_version = 8
    return model


def qdq_cnn() -> OnnxSpec:
    rng = np.random.default_rng(31)
    x = rng.uniform(-1, 1, size=(1, 8, 12, 12)).astype(np.float32)
    w1, s_w1 = _weights(rng, (16, 8, 3, 3), 0)
    b1 = (rng.standard_normal(16) * 0.1).astype(np.float32)
    w2, s_w2 = _weights(rng, (24, 16, 3, 3), 0)
    b2 = (rng.standard_normal(24) * 0.1).astype(np.float32)
    w3, s_w3 = _weights(rng, (24, 10), 1)
    b3 = (rng.standard_normal(10) * 0.1).astype(np.float32)
    conv = torch.nn.functional.conv2d
    s0, z0 = np.float32(2.0 / 255), np.int8(0)
    r1 = torch.relu(conv(torch.from_numpy(_fake_quant(x, s0, z0, -128, 127)), torch.from_numpy(_dequant(w1, s_w1, 0)),
                         torch.from_numpy(b1), padding=1)).numpy()
    s1, z1 = _int8_grid(r1)
    r2 = torch.relu(conv(torch.from_numpy(_fake_quant(r1, s1, z1, -128, 127)), torch.from_numpy(_dequant(w2, s_w2, 0)),
                         torch.from_numpy(b2), padding=1, stride=2)).numpy()
    s2, z2 = _uint8_grid(r2)
    pooled = _fake_quant(r2, s2, z2, 0, 255).mean(axis=(2, 3))
    s3, z3 = _int8_grid(pooled)

    inits = [_c("s0", s0), _c("z0", z0), _c("w1_q", w1), _c("w1_s", s_w1), _c("w1_z", np.zeros(16, np.int8)),
             _c("b1", b1), _c("s1", s1), _c("z1", z1), _c("w2_q", w2), _c("w2_s", s_w2),
             _c("w2_z", np.zeros(24, np.int8)), _c("b2", b2), _c("s2", s2), _c("z2", z2), _c("s3", s3), _c("z3", z3),
             _c("w3_q", w3), _c("w3_s", s_w3), _c("w3_z", np.zeros(10, np.int8)), _c("b3", b3)]
    n = helper.make_node
    nodes = [
        n("QuantizeLinear", ["x", "s0", "z0"], ["x_q"], name="x_quant"),
        n("DequantizeLinear", ["x_q", "s0", "z0"], ["x_dq"], name="x_dequant"),
        n("DequantizeLinear", ["w1_q", "w1_s", "w1_z"], ["w1"], name="w1_dequant", axis=0),
        n("Conv", ["x_dq", "w1", "b1"], ["c1"], name="conv1", kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        n("Relu", ["c1"], ["r1"], name="relu1"),
        n("QuantizeLinear", ["r1", "s1", "z1"], ["r1_q"], name="r1_quant"),
        n("DequantizeLinear", ["r1_q", "s1", "z1"], ["r1_dq"], name="r1_dequant"),
        n("DequantizeLinear", ["w2_q", "w2_s", "w2_z"], ["w2"], name="w2_dequant", axis=0),
        n("Conv", ["r1_dq", "w2", "b2"], ["c2"], name="conv2", kernel_shape=[3, 3], pads=[1, 1, 1, 1], strides=[2, 2]),
        n("Relu", ["c2"], ["r2"], name="relu2"),
        n("QuantizeLinear", ["r2", "s2", "z2"], ["r2_q"], name="r2_quant"),
        n("DequantizeLinear", ["r2_q", "s2", "z2"], ["r2_dq"], name="r2_dequant"),
        n("GlobalAveragePool", ["r2_dq"], ["pool"], name="pool"),
        n("Flatten", ["pool"], ["flat"], name="flatten"),
        n("QuantizeLinear", ["flat", "s3", "z3"], ["flat_q"], name="flat_quant"),
        n("DequantizeLinear", ["flat_q", "s3", "z3"], ["flat_dq"], name="flat_dequant"),
        n("DequantizeLinear", ["w3_q", "w3_s", "w3_z"], ["w3"], name="w3_dequant", axis=1),
        n("MatMul", ["flat_dq", "w3"], ["mm"], name="fc"),
        n("Add", ["mm", "b3"], ["logits"], name="fc_bias"),
    ]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 12, 12])]
    outputs = [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 10])]
    return OnnxSpec(_model(nodes, inits, inputs, outputs, "qdq_cnn"), opset=OPSET)


def qlinear_cnn() -> OnnxSpec:
    rng = np.random.default_rng(32)
    x = rng.uniform(-1, 1, size=(1, 8, 12, 12)).astype(np.float32)
    w1, s_w1 = _weights(rng, (16, 8, 3, 3), 0)
    w2, s_w2 = _weights(rng, (12, 16, 1, 1), 0)
    w3, s_w3 = _weights(rng, (6, 8), 1)
    s0, z0 = np.float32(2.0 / 255), np.uint8(128)
    xf = _fake_quant(x, s0, z0, 0, 255)
    b1 = np.round(rng.standard_normal(16) * 0.1 / (s0 * s_w1)).astype(np.int32)
    conv = torch.nn.functional.conv2d
    y1 = conv(torch.from_numpy(xf), torch.from_numpy(_dequant(w1, s_w1, 0)),
              torch.from_numpy((b1 * s0 * s_w1).astype(np.float32)), padding=1).numpy()
    s1, z1 = _uint8_grid(y1)
    y1f = _fake_quant(y1, s1, z1, 0, 255)
    y2 = conv(torch.from_numpy(y1f), torch.from_numpy(_dequant(w2, s_w2, 0)), stride=2).numpy()
    s2, z2 = _uint8_grid(y2)
    y3 = _fake_quant(y2, s2, z2, 0, 255) @ _dequant(w3, s_w3, 1)
    s3, z3 = _uint8_grid(y3)

    inits = [_c("s0", s0), _c("z0", z0), _c("w1_q", w1), _c("w1_s", s_w1), _c("w1_z", np.zeros(16, np.int8)),
             _c("b1", b1), _c("s1", s1), _c("z1", z1), _c("w2_q", w2), _c("w2_s", s_w2),
             _c("w2_z", np.zeros(12, np.int8)), _c("s2", s2), _c("z2", z2), _c("w3_q", w3), _c("w3_s", s_w3),
             _c("w3_z", np.zeros(8, np.int8)), _c("s3", s3), _c("z3", z3)]
    n = helper.make_node
    nodes = [
        n("QuantizeLinear", ["x", "s0", "z0"], ["x_q"], name="x_quant"),
        n("QLinearConv", ["x_q", "s0", "z0", "w1_q", "w1_s", "w1_z", "s1", "z1", "b1"], ["y1_q"], name="qconv1",
          kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        n("QLinearConv", ["y1_q", "s1", "z1", "w2_q", "w2_s", "w2_z", "s2", "z2"], ["y2_q"], name="qconv2",
          kernel_shape=[1, 1], strides=[2, 2]),
        n("QLinearMatMul", ["y2_q", "s2", "z2", "w3_q", "w3_s", "w3_z", "s3", "z3"], ["y3_q"], name="qmatmul"),
        n("DequantizeLinear", ["y3_q", "s3", "z3"], ["y"], name="y_dequant"),
    ]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, 12, 12])]
    outputs = [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 12, 6, 8])]
    return OnnxSpec(_model(nodes, inits, inputs, outputs, "qlinear_cnn"), opset=OPSET)
