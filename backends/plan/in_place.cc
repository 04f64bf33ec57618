// in_place: the rOperator's accesses checked for an id-mapped write and a same-box read.
#include "backends/plan/in_place.h"

#include <algorithm>

namespace rammer {

namespace {

bool same_box_family(OpFamily f) {
  return f == OpFamily::conv || f == OpFamily::gemm || f == OpFamily::matmul || f == OpFamily::elementwise;
}

// The plan tensor `name` when it is a workspace base tensor of `shape`, else -1.
int workspace_base(const Plan& plan, const std::string& name, const Shape& shape) {
  const int t = plan.find_tensor(name);
  if (t < 0) return -1;
  const PlanTensor& pt = plan.tensors[static_cast<size_t>(t)];
  if (pt.base >= 0 || pt.desc.buffer != static_cast<int32_t>(kernels::Buffer::workspace) || pt.shape != shape) return -1;
  return t;
}

// No other op writes op o's output or a view of it.
bool only_writer(const RProgram& program, size_t o) {
  const std::string& out = program.ops[o].writes[0].tensor;
  for (size_t p = 0; p < program.ops.size(); ++p) {
    if (p == o) continue;
    for (const Access& w : program.ops[p].writes) {
      const TensorInfo* t = program.find_tensor(w.tensor);
      if (w.tensor == out || (t && t->view_of == out)) return false;
    }
  }
  return true;
}

}  // namespace

std::vector<InPlacePair> in_place_pairs(const Plan& plan, const RProgram& program) {
  std::vector<InPlacePair> out;
  if (program.ops.size() != plan.ops.size()) return out;
  for (size_t o = 0; o < program.ops.size(); ++o) {
    const ROperator& op = program.ops[o];
    if (!same_box_family(op.family) || op.writes.size() != 1 || op.writes[0].map != AccessMap::id) continue;
    const int written = workspace_base(plan, op.writes[0].tensor, op.space);
    if (written < 0 || !only_writer(program, o)) continue;
    for (const Access& r : op.reads) {
      if (r.map != AccessMap::id && r.map != AccessMap::bcast) continue;
      const auto named = std::count_if(op.reads.begin(), op.reads.end(), [&](const Access& x) { return x.tensor == r.tensor; });
      const int read = workspace_base(plan, r.tensor, op.space);
      if (named != 1 || read < 0 || read == written) continue;
      if (plan.tensors[static_cast<size_t>(read)].dtype != plan.tensors[static_cast<size_t>(written)].dtype) continue;
      out.push_back({static_cast<int>(o), read, written});
    }
  }
  return out;
}

}  // namespace rammer
