"""Models with an ONNX `If`, built directly with onnx.helper (random weights, seeded):

- if_pinned: a detection-style head whose branch is chosen by a boolean input `high_res`: the then
  branch keeps the 32x32 map (3x3 conv + Relu), the else branch halves it (3x3 conv stride 2 +
  Sigmoid). The branches' outputs differ in shape, so only an input pinned at compile time
  (rammerc --input-value high_res=1) makes the model compilable: the If is then inlined.
- if_data: the condition is computed from the data (mean of the input > 0) and both branches
  produce [1, 8, 32, 32] (conv + Relu, or conv + Sigmoid then scaled by 2): compiled by
  if-conversion (both branches, Where-selected).
- loop_refine: a Loop of constant trip count 4 (condition constant true) refining a state
  x <- tanh(x W + b + 0.1 i) + 0.5 x, where i is the iteration number, with every iteration's
  state as a scan output [4, 1, 16]: unrolled by the loader.
- scan_rnn: a bidirectional simple RNN as two Scans over a [1, 6, 8] sequence along axis 1
  (h <- tanh(x Wx + h Wh + b)), the second reversed in input and output, their scan outputs
  [1, 6, 32] concatenated: unrolled by the loader.
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


def _weight(rng, name, shape, scale=0.3):
    return numpy_helper.from_array((rng.standard_normal(shape) * scale).astype(np.float32), name)


def loop_refine() -> OnnxSpec:
    rng = np.random.default_rng(23)
    dim, steps = 16, 4
    body = helper.make_graph(
        [helper.make_node("MatMul", ["x_in", "w"], ["xw"], name="matmul"),
         helper.make_node("Add", ["xw", "b"], ["xwb"], name="add_bias"),
         helper.make_node("Cast", ["i"], ["i_f"], name="cast_i", to=TensorProto.FLOAT),
         helper.make_node("Mul", ["i_f", "tenth"], ["i_scaled"], name="scale_i"),
         helper.make_node("Add", ["xwb", "i_scaled"], ["pre"], name="add_i"),
         helper.make_node("Tanh", ["pre"], ["act"], name="tanh"),
         helper.make_node("Mul", ["x_in", "half"], ["x_half"], name="half_x"),
         helper.make_node("Add", ["act", "x_half"], ["x_out"], name="residual"),
         helper.make_node("Identity", ["cond_in"], ["cond_out"], name="keep_cond"),
         helper.make_node("Identity", ["x_out"], ["x_scan"], name="scan_copy")],
        "refine_body",
        [helper.make_tensor_value_info("i", TensorProto.INT64, []),
         helper.make_tensor_value_info("cond_in", TensorProto.BOOL, []),
         helper.make_tensor_value_info("x_in", TensorProto.FLOAT, [1, dim])],
        [helper.make_tensor_value_info("cond_out", TensorProto.BOOL, []),
         helper.make_tensor_value_info("x_out", TensorProto.FLOAT, [1, dim]),
         helper.make_tensor_value_info("x_scan", TensorProto.FLOAT, [1, dim])],
        initializer=[_weight(rng, "w", (dim, dim)), _weight(rng, "b", (dim,), 0.1),
                     numpy_helper.from_array(np.array(0.1, dtype=np.float32), "tenth"),
                     numpy_helper.from_array(np.array(0.5, dtype=np.float32), "half")])
    inits = [numpy_helper.from_array(np.array(steps, dtype=np.int64), "trip_count"),
             numpy_helper.from_array(np.array(True), "keep_going")]
    node = helper.make_node("Loop", ["trip_count", "keep_going", "x"], ["refined", "history"], name="refine_loop",
                            body=body)
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, dim])
    outs = [helper.make_tensor_value_info("refined", TensorProto.FLOAT, [1, dim]),
            helper.make_tensor_value_info("history", TensorProto.FLOAT, [steps, 1, dim])]
    return OnnxSpec(_model([node], [x], outs, inits))


def _rnn_body(rng, name, features, hidden):
    """Scan body: state h [1, hidden], slice x [1, features] -> (h', h')."""
    return helper.make_graph(
        [helper.make_node("MatMul", ["x_t", name + "_wx"], ["xw"], name="input_proj"),
         helper.make_node("MatMul", ["h_in", name + "_wh"], ["hw"], name="state_proj"),
         helper.make_node("Add", ["xw", "hw"], ["sum"], name="add"),
         helper.make_node("Add", ["sum", name + "_b"], ["pre"], name="add_bias"),
         helper.make_node("Tanh", ["pre"], ["h_out"], name="tanh"),
         helper.make_node("Identity", ["h_out"], ["y_t"], name="emit")],
        name + "_body",
        [helper.make_tensor_value_info("h_in", TensorProto.FLOAT, [1, hidden]),
         helper.make_tensor_value_info("x_t", TensorProto.FLOAT, [1, features])],
        [helper.make_tensor_value_info("h_out", TensorProto.FLOAT, [1, hidden]),
         helper.make_tensor_value_info("y_t", TensorProto.FLOAT, [1, hidden])],
        initializer=[_weight(rng, name + "_wx", (features, hidden)), _weight(rng, name + "_wh", (hidden, hidden)),
                     _weight(rng, name + "_b", (hidden,), 0.1)])


def scan_rnn() -> OnnxSpec:
    rng = np.random.default_rng(24)
    features, hidden, steps = 8, 32, 6
    h0 = numpy_helper.from_array(np.zeros((1, hidden), dtype=np.float32), "h0")
    fwd = helper.make_node("Scan", ["h0", "xs"], ["h_fwd", "ys_fwd"], name="rnn_forward", num_scan_inputs=1,
                           body=_rnn_body(rng, "fwd", features, hidden), scan_input_axes=[1], scan_output_axes=[1])
    bwd = helper.make_node("Scan", ["h0", "xs"], ["h_bwd", "ys_bwd"], name="rnn_backward", num_scan_inputs=1,
                           body=_rnn_body(rng, "bwd", features, hidden), scan_input_axes=[1], scan_output_axes=[1],
                           scan_input_directions=[1], scan_output_directions=[1])
    cat = helper.make_node("Concat", ["ys_fwd", "ys_bwd"], ["ys"], name="concat_directions", axis=2)
    xs = helper.make_tensor_value_info("xs", TensorProto.FLOAT, [1, steps, features])
    outs = [helper.make_tensor_value_info("ys", TensorProto.FLOAT, [1, steps, 2 * hidden]),
            helper.make_tensor_value_info("h_fwd", TensorProto.FLOAT, [1, hidden])]
    return OnnxSpec(_model([fwd, bwd, cat], [xs], outs, [h0]))
