"""Models with an ONNX `If`, built directly with onnx.helper (random weights, seeded):

- if_pinned: a detection-style head whose branch is chosen by a boolean input `high_res`: the then
  branch keeps the 32x32 map (3x3 conv + Relu), the else branch halves it (3x3 conv stride 2 +
  Sigmoid). The branches' outputs differ in shape, so only an input pinned at compile time
  (rammerc --input-value high_res=1) makes the model compilable: the If is then inlined.
- if_data: the condition is computed from the data (mean of the input > 0) and both branches
  produce [1, 8, 32, 32] (conv + Relu, or conv + Sigmoid then scaled by 2): compiled by
  if-conversion (both branches, Where-selected).
"""
import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from common import OnnxSpec

C_IN, C_OUT, HW = 4, 8, 32


def _conv_branch(name, rng, stride, activation, scale=None):
    """A graph without inputs: conv 3x3 (pad 1, `stride`) of the outer `x`, then `activation`."""
    w = numpy_helper.from_array(rng.standard_normal((C_OUT, C_IN, 3, 3)).astype(np.float32) * 0.3, name + "_w")
    b = numpy_helper.from_array(rng.standard_normal(C_OUT).astype(np.float32) * 0.1, name + "_b")
    nodes = [helper.make_node("Conv", ["x", name + "_w", name + "_b"], [name + "_conv"], name=name + "_conv",
                              kernel_shape=[3, 3], pads=[1, 1, 1, 1], strides=[stride, stride]),
             helper.make_node(activation, [name + "_conv"], [name + "_act"], name=name + "_act")]
    inits = [w, b]
    out = name + "_act"
    if scale is not None:
        inits.append(numpy_helper.from_array(np.array(scale, dtype=np.float32), name + "_scale"))
        nodes.append(helper.make_node("Mul", [out, name + "_scale"], [name + "_out"], name=name + "_mul"))
        out = name + "_out"
    size = HW // stride
    return helper.make_graph(nodes, name, [], [helper.make_tensor_value_info(out, TensorProto.FLOAT,
                                                                             [1, C_OUT, size, size])],
                             initializer=inits)


def _model(nodes, inputs, outputs, inits=()):
    graph = helper.make_graph(nodes, "if_model", inputs, outputs, initializer=list(inits))
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], producer_name="rammer scripts/models")
    model.ir_version = 8
    return model


def if_pinned() -> OnnxSpec:
    rng = np.random.default_rng(21)
    then_g = _conv_branch("full", rng, 1, "Relu")
    else_g = _conv_branch("half", rng, 2, "Sigmoid")
    node = helper.make_node("If", ["high_res"], ["y"], name="resolution_if", then_branch=then_g, else_branch=else_g)
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, C_IN, HW, HW])
    flag = helper.make_tensor_value_info("high_res", TensorProto.BOOL, [])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, C_OUT, "size", "size"])
    return OnnxSpec(_model([node], [x, flag], [y]))


def if_data() -> OnnxSpec:
    rng = np.random.default_rng(22)
    then_g = _conv_branch("pos", rng, 1, "Relu")
    else_g = _conv_branch("neg", rng, 1, "Sigmoid", scale=2.0)
    zero = numpy_helper.from_array(np.array(0.0, dtype=np.float32), "zero")
    nodes = [helper.make_node("ReduceMean", ["x"], ["mean"], name="mean", keepdims=0),
             helper.make_node("Greater", ["mean", "zero"], ["positive"], name="positive"),
             helper.make_node("If", ["positive"], ["y"], name="sign_if", then_branch=then_g, else_branch=else_g)]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, C_IN, HW, HW])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, C_OUT, HW, HW])
    return OnnxSpec(_model(nodes, [x], [y], [zero]))
