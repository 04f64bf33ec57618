// Ops without a specific access model: one rTask that runs the node's reference implementation.
#include "rtask/ops/builder.h"

namespace rammer::rtask_detail {

// The ops no tile kernel covers: each runs whole, with its reference implementation.
void Builder::register_opaque_splits() {
  attach_split({"Acosh", "Asinh", "Atanh", "BitShift", "BlackmanWindow", "CastLike", "Compress", "Constant",
                "ConstantOfShape", "ConvInteger", "CumSum", "DepthToSpace", "DequantizeLinear", "Dropout",
                "DynamicQuantizeLinear", "Einsum", "EyeLike", "GatherElements", "GatherND", "HammingWindow",
                "HannWindow", "IfSelect", "MatMulInteger", "MeanVarianceNormalization", "NegativeLogLikelihoodLoss",
                "NonZero", "OneHot", "QLinearConv", "QLinearMatMul", "QuantizeLinear", "Range", "Resize", "Scatter",
                "ScatterElements", "ScatterND", "Shape", "Size", "SoftmaxCrossEntropyLoss", "SpaceToDepth", "Tile",
                "TopK", "Trilu", "Upsample"},
               {SplitKind::whole, &Builder::opaque, {{OpFamily::opaque, VariantFamily::whole}}});
}

// Any other op: one rTask that reads every input whole and writes every output whole. Backends
// run it with the op's reference implementation (OpKind::reference), which computes the whole op
// at once: several tiles would each have to recompute everything.
void Builder::opaque(const Node& n) {
  std::string out0;
  for (const auto& o : n.outputs) {
    if (!o.empty()) {
      out0 = o;
      break;
    }
  }
  if (out0.empty()) {
    done_.insert(n.name);
    return;
  }
  Shape y = shape(out0);
  if (y.empty()) y = {1};
  ROperator op = begin(n, OpFamily::opaque, n.op, y);
  op.flops_per_point = 1;
  for (const auto& in : n.inputs) {
    if (!in.empty()) op.reads.push_back({in, AccessMap::full, {}});
  }
  for (const auto& o : n.outputs) {
    if (!o.empty()) op.writes.push_back({o, o == out0 && shape(o) == y ? AccessMap::id : AccessMap::full, {}});
  }
  RKernel whole;
  whole.name = "whole";
  whole.tile = y;
  whole.threads = o_.threads;
  whole.efficiency = 0.25;  // a single block does all the work
  op.variants = {whole};
  finish(std::move(op));
}

}  // namespace rammer::rtask_detail
