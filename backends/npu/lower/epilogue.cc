#include "backends/npu/lower/epilogue.h"

#include <string>

namespace rammer::npu {

namespace {

int operand_index(std::vector<int>& operands, int slot) {
  for (size_t i = 0; i < operands.size(); ++i)
    if (operands[i] == slot) return int(i);
  operands.push_back(slot);
  return int(operands.size() - 1);
}

}  // namespace

std::vector<EpilogueOp> translate_epilogue(const LowerContext& cx, int op, int output_operand,
                                           std::vector<int>& operands) {
  using kernels::ElemOp;
  const kernels::OpDesc& d = cx.plan().ops.at(size_t(op));
  std::vector<EpilogueOp> out;
  bool stored = false;
  auto refuse = [&](const std::string& why) { cx.fail(op, "epilogue step " + why); };
  // What each register holds: the tile's value (kTile), an operand slot (>= 0) or nothing (-1).
  constexpr int kTile = -2;
  int regs[kernels::kRegs];
  for (int& r : regs) r = -1;
  regs[0] = kTile;
  // A source's operand slot, kTile for the tile value, -1 for anything else.
  auto source = [&](int32_t src) {
    if (src >= kernels::kOperandBase) return int(src - kernels::kOperandBase);
    if (src >= 0 && src < kernels::kRegs) return regs[src];
    return -1;
  };
  for (int i = 0; i < d.num_steps; ++i) {
    const kernels::ElemStep& st = d.steps[i];
    const auto code = ElemOp(st.op);
    const int a = source(st.a);
    if (code == ElemOp::store) {
      if (a != kTile) refuse("stores a value other than the accumulator's chain");
      out.push_back({EpilogueOp::store, 0, operand_index(operands, st.dst - kernels::kOperandBase), false});
      stored = true;
      continue;
    }
    if (st.dst < 0 || st.dst >= kernels::kRegs) refuse("writes outside the registers");
    if (code == ElemOp::copy) {  // a register now holds the tile or an operand
      if (a == -1) refuse("copies an unknown value");
      regs[st.dst] = a;
      continue;
    }
    if (int32_t(code) < int32_t(ElemOp::add)) {
      if (a != kTile) refuse("applies a unary op to an operand");
      int64_t act = -1;
      if (code == ElemOp::relu) act = 1;
      if (code == ElemOp::sigmoid) act = 2;
      if (code == ElemOp::tanh) act = 3;
      if (code == ElemOp::exp) act = 4;
      if (act < 0) refuse("op " + std::to_string(st.op) + " has no vector-unit form");
      out.push_back({EpilogueOp::act, act, -1, false});
      regs[st.dst] = kTile;
      continue;
    }
    int64_t alu = -1;
    if (code == ElemOp::add) alu = 0;
    if (code == ElemOp::sub) alu = 1;
    if (code == ElemOp::mul) alu = 2;
    if (code == ElemOp::max) alu = 3;
    if (code == ElemOp::min) alu = 4;
    const int b = source(st.b);
    if (alu < 0 || !((a == kTile && b >= 0) || (a >= 0 && b == kTile)))
      refuse("op " + std::to_string(st.op) + " has no vector-unit form");
    out.push_back({EpilogueOp::alu, alu, operand_index(operands, a == kTile ? b : a), a != kTile});
    regs[st.dst] = kTile;
  }
  if (!stored) out.push_back({EpilogueOp::store, 0, operand_index(operands, output_operand), false});
  return out;
}

}  // namespace rammer::npu
