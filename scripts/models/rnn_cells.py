"""lstm_tc_cells: LSTM-TC unrolled into per-step cell equations, built directly with onnx.helper.

Rammer's LSTM-TC graph (microsoft/nnfusion artifacts/models/lstm/lstm_inference.py) is a 100-step x
10-layer unroll in which every gate of every cell does its own [256 x 256] MatMul on the input and on the
hidden state. That is ~26,000 ONNX nodes, far beyond what torch.onnx.export handles in reasonable time (its
passes grow superlinearly: 20 unrolled steps already take minutes), so the graph is written here node by
node. It uses exactly the weights of lstm_tc (same seed, same nn.LSTM), so both files compute the same
function of the same input: a compiler can check its LSTM-op path against its unrolled path.

Per layer l and step t, with torch's gate order i, f, g, o and b = b_ih + b_hh:
  z_k = x_t W_k + h U_k + b_k;  c' = sigmoid(z_f) c + sigmoid(z_i) tanh(z_g);  h' = sigmoid(z_o) tanh(c')
"""
import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from common import OnnxSpec
from rnn import StackedLSTM

HIDDEN, LAYERS, STEPS = 256, 10, 100
GATES = "ifgo"  # torch's order of the four gate blocks inside weight_ih / weight_hh


def lstm_weights():
    """Per-layer (W[k] [in, H], U[k] [H, H], b[k] [H]) for k in GATES, from lstm_tc's nn.LSTM."""
    lstm = StackedLSTM(HIDDEN, LAYERS).lstm
    layers = []
    for l in range(LAYERS):
        w_ih = getattr(lstm, "weight_ih_l%d" % l).detach().numpy()
        w_hh = getattr(lstm, "weight_hh_l%d" % l).detach().numpy()
        bias = (getattr(lstm, "bias_ih_l%d" % l) + getattr(lstm, "bias_hh_l%d" % l)).detach().numpy()
        blocks = [slice(k * HIDDEN, (k + 1) * HIDDEN) for k in range(4)]
        layers.append(([np.ascontiguousarray(w_ih[s].T) for s in blocks],
                       [np.ascontiguousarray(w_hh[s].T) for s in blocks],
                       [bias[s].copy() for s in blocks]))
    return layers


def build_model(weights, steps=STEPS) -> onnx.ModelProto:
    nodes, inits = [], []

    def init(name, array):
        inits.append(numpy_helper.from_array(np.asarray(array), name))
        return name

    def node(op, inputs, name, **attrs):
        nodes.append(helper.make_node(op, inputs, [name], name=name, **attrs))
        return name

    zero = init("zero_state", np.zeros((1, HIDDEN), np.float32))
    for l, (w, u, b) in enumerate(weights):
        for k, gate in enumerate(GATES):
            init("l%d_W%s" % (l, gate), w[k])
            init("l%d_U%s" % (l, gate), u[k])
            init("l%d_b%s" % (l, gate), b[k])
    state = [(zero, zero) for _ in weights]  # (h, c) per layer
    outputs = []
    for t in range(steps):
        cur = node("Gather", ["input", init("step%d" % t, np.array(t, np.int64))], "x_t%d" % t, axis=0)
        for l in range(len(weights)):
            h, c = state[l]
            p = "l%d_t%d_" % (l, t)
            z = {}
            for gate in GATES:
                xw = node("MatMul", [cur, "l%d_W%s" % (l, gate)], p + "xW" + gate)
                hu = node("MatMul", [h, "l%d_U%s" % (l, gate)], p + "hU" + gate)
                s = node("Add", [xw, hu], p + "sum" + gate)
                z[gate] = node("Add", [s, "l%d_b%s" % (l, gate)], p + "z" + gate)
            i = node("Sigmoid", [z["i"]], p + "i")
            f = node("Sigmoid", [z["f"]], p + "f")
            g = node("Tanh", [z["g"]], p + "g")
            o = node("Sigmoid", [z["o"]], p + "o")
            c = node("Add", [node("Mul", [f, c], p + "fc"), node("Mul", [i, g], p + "ig")], p + "c")
            h = node("Mul", [o, node("Tanh", [c], p + "tanh_c")], p + "h")
            state[l] = (h, c)
            cur = h
        outputs.append(cur)
    stacked = node("Concat", outputs, "top_h", axis=0)
    nodes.append(helper.make_node("Reshape", [stacked, init("out_shape", np.array([steps, 1, HIDDEN], np.int64))],
                                  ["output"], name="output"))
    graph = helper.make_graph(
        nodes, "lstm_tc_cells",
        [helper.make_tensor_value_info("input", TensorProto.FLOAT, [steps, 1, HIDDEN])],
        [helper.make_tensor_value_info("output", TensorProto.FLOAT, [steps, 1, HIDDEN])],
        initializer=inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)],
                              producer_name="rammer scripts/models")
    model.ir_version = 8
    return model


def lstm_tc_cells() -> OnnxSpec:
    return OnnxSpec(build_model(lstm_weights()))
