// A per-graph summary for reports and summary.json: op counts, sizes and a FLOP estimate.
//
// Expects: a Graph with static shapes (after the frontend). Guarantees: pure function of the graph.
//
// FLOP rules (one multiply-add = 2 FLOPs; shapes are the node's static input/output shapes):
//   Conv           2 * out_elems * (C_in/group * prod(kernel))   + out_elems if a bias is given
//   ConvTranspose  2 * in_elems * (C_out/group * prod(kernel))   + out_elems if a bias is given
//   Gemm           2 * M * N * K                                 + M * N if C is given
//   MatMul         2 * out_elems * K (K = the reduced dim; batch dims broadcast into out_elems)
//   LSTM/GRU/RNN   2 * seq * dirs * batch * G*H * (input + H), G = 4 / 3 / 1 gates
//   elementwise    1 per output element (arithmetic, comparisons, activations, Where, Clip, ...)
//   MaxPool/AveragePool/LpPool  out_elems * prod(kernel_shape); Global*Pool: in_elems
//   Reduce*, ArgMax, ArgMin     in_elems;  Softmax/LogSoftmax/Hardmax  3 per element (max, exp, sum/div)
//   BatchNormalization          2 per element (scale and shift, as inference folds it)
//   Layer/Instance/GroupNormalization  5 per element (mean, variance, subtract, scale, shift)
//   LRN            size * elems;  Resize/Upsample  0 for nearest, 4 per output element otherwise
//   everything else (data movement, shape ops, Cast, Identity, constants)  0
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "frontend/graph/graph.h"

namespace rammer {

struct IoTensorStats {
  std::string name;
  DType dtype = DType::f32;
  Shape shape;
};

struct GraphStats {
  int64_t nodes = 0;
  std::map<std::string, int64_t> ops;         // op (domain-qualified outside ai.onnx) -> node count
  int64_t values = 0;                         // every named tensor, constants included
  int64_t constants = 0;
  int64_t parameter_bytes = 0;                // bytes of all constants
  int64_t activation_bytes = 0;               // bytes of all non-constant values (inputs included)
  int64_t flops = 0;                          // by the rules above
  std::map<std::string, int64_t> flops_by_op;
  std::vector<IoTensorStats> inputs, outputs;
};

GraphStats graph_stats(const Graph& g);

// FLOPs of one node by the rules above.
int64_t node_flops(const Graph& g, const Node& n);

nlohmann::json graph_stats_json(const GraphStats& s);

}  // namespace rammer
