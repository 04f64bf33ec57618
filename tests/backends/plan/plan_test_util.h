// Hand-built plans for the memory-plan and dead-bytes tests: workspace tensors and the vEU programs
// that order their accesses.
#pragma once

#include <string>

#include "backends/plan/plan.h"

namespace rammer::plan_test {

using kernels::InstrCode;
using kernels::InstrDesc;

// A plan with `n` workspace tensors of 16 floats (one slot each, 64 bytes apart) and op i touching
// tensor i only; the programs are filled by each test.
inline Plan tensors_plan(int n) {
  Plan p;
  for (int i = 0; i < n; ++i) {
    PlanTensor t;
    t.name = "t" + std::to_string(i);
    t.shape = {16};
    t.desc.buffer = static_cast<int32_t>(kernels::Buffer::workspace);
    t.desc.dtype = static_cast<int32_t>(kernels::DTypeCode::f32);
    t.desc.rank = 1;
    t.desc.offset = 64 * i;
    t.desc.shape[0] = 16;
    t.desc.strides[0] = 1;
    p.tensors.push_back(t);
    kernels::OpDesc d{};
    for (auto& o : d.operands) o = -1;
    d.kind = static_cast<int32_t>(kernels::OpKind::elementwise);
    d.operands[0] = i;
    p.ops.push_back(d);
  }
  p.workspace_bytes = 64 * n;
  return p;
}

inline InstrDesc exec(int op) { return {static_cast<int32_t>(InstrCode::exec), op, 0, 0}; }
inline InstrDesc signal(int e) { return {static_cast<int32_t>(InstrCode::signal), e, 0, 0}; }
inline InstrDesc wait(int e, int n) { return {static_cast<int32_t>(InstrCode::wait), e, n, 0}; }

inline int64_t offset(const Plan& p, int t) { return p.tensors[static_cast<size_t>(t)].desc.offset; }

}  // namespace rammer::plan_test
