// npu_qdq_import: a pre-quantised ONNX model (QuantizeLinear / DequantizeLinear pairs, QLinearConv,
// QLinearMatMul) made ready for the NPU's int8 path with its own scales, not quantised again.
//
// Expects a loaded graph (before optimisation). Rewrites, in this order:
//   - QLinearConv / QLinearMatMul -> DequantizeLinear of the int8 input, a float Conv / MatMul with
//     the dequantised weights (and, for QLinearConv, the int32 bias times input scale x weight
//     scale), QuantizeLinear of the output: the same arithmetic in QDQ form;
//   - DequantizeLinear of a constant (weights) -> the float constant (q - zero point) x scale; when
//     it is read as a Conv's, MatMul's or Gemm's weights, its per-output-channel scales are recorded
//     (NpuQuantisation::weight_scales), so the lowering recovers the model's int8 values exactly;
//   - a QuantizeLinear -> DequantizeLinear pair on an activation x (same scale and zero point) ->
//     x itself, its scale and zero point recorded for x (NpuQuantisation::activations): an int8 op
//     reading x quantises it with them in the scratchpad, which is the pair's arithmetic. uint8
//     zero points become int8 ones (q - 128 with zero point - 128 gives the same differences and
//     saturation).
// What differs from the interpreter on the original graph: a pair whose reader is not an int8 op
// (a residual add, the graph output) is dropped rather than applied, and activations are stored in
// fp16 between ops, so results agree within about one quantisation step (docs/npu-backend.md).
// Errors name the node: weights with a non-zero zero point (the matrix unit subtracts one from A
// only), a pair whose two scales differ, a Quantize/Dequantize left over (an int8 graph input or
// output).
#pragma once

#include "backends/npu/lower/int8.h"
#include "frontend/graph/graph.h"

namespace rammer {

// Whether `g` holds any QuantizeLinear, DequantizeLinear, QLinearConv or QLinearMatMul node.
bool has_quantised_nodes(const Graph& g);

// Rewrites `g` as the header says; returns the quantisation it read (int8 = true, source "model").
npu::NpuQuantisation import_qdq_for_npu(Graph& g);

}  // namespace rammer
